/**
 * Where providers post their notifications. The platform's own payments arrive on the first; an organiser's
 * merchant's on the second, with the merchant's id, so its keys check them.
 */
export const platformNotifyPath = (provider: 'wechatpay' | 'alipay') => `/api/Pay/notify/${provider}`;
export const merchantNotifyPath = (provider: 'wechatpay' | 'alipay', merchantId: number) =>
  `/api/Pay/notify/${provider}/${merchantId}`;
/** The route that serves every merchant's path of one provider. */
export const merchantNotifyRoute = (provider: 'wechatpay' | 'alipay') => `/api/Pay/notify/${provider}/:merchantId`;
