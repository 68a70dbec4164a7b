import { AppError } from '../../platform/errors.js';
import { merchantNotifyPath } from '../../platform/payment/payment-notify-paths.js';
import type { MerchantGateway } from './merchant-gateway.js';
import type { ParticipantPaymentRow } from './participant-payment.repository.js';

/** The openid of a participant signed in with WeChat, or null. */
export const openidOf = (identity: string) =>
  identity.startsWith('wechat:') ? identity.slice('wechat:'.length) : null;

/** Where the participant pays: a QR code or link, or inside WeChat the JSAPI parameters. */
export const startParticipantCheckout = async (
  gateway: MerchantGateway,
  p: ParticipantPaymentRow,
  order: { subject: string; origin: string; expiresAt: Date; identity: string; ip: string },
) => {
  const input = { paymentNo: p.outTradeNo, amountFen: p.amount, subject: order.subject, origin: order.origin };
  const notifyUrl = `${order.origin}${merchantNotifyPath(p.provider, p.merchantId)}`;
  const common = { outTradeNo: p.outTradeNo, amountFen: p.amount, notifyUrl, expiresAt: order.expiresAt };
  if (gateway.type === 'alipay') {
    if (p.channel === 'native') return { payUrl: (await gateway.provider.createPayment(input)).payUrl, jsapi: null };
    return { payUrl: gateway.provider.client.wapPayUrl({ ...common, subject: order.subject }), jsapi: null };
  }
  const client = gateway.provider.client;
  const description = order.subject;
  if (p.channel === 'h5')
    return { payUrl: await client.h5Order({ ...common, description, payerIp: order.ip }), jsapi: null };
  if (p.channel === 'jsapi') {
    const openid = openidOf(order.identity);
    if (!openid) throw new AppError('MCH_JSAPI_NEEDS_WECHAT');
    return { payUrl: '', jsapi: await client.jsapiOrder({ ...common, description, openid }) };
  }
  return { payUrl: (await gateway.provider.createPayment(input)).payUrl, jsapi: null };
};
