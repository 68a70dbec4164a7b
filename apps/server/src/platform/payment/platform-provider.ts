import type { FastifyBaseLogger } from 'fastify';
import { alipayProvider } from './alipay/alipay-provider.js';
import type { PaymentConfig } from './payment-config.js';
import { platformNotifyPath } from './payment-notify-paths.js';
import type { PaymentProvider } from './payment-provider.js';
import { sandboxPaymentProvider } from './sandbox-provider.js';
import { wechatPayProvider } from './wechatpay/wechatpay-provider.js';

/** The provider of the platform's own payments, as configured (PAYMENT_PROVIDER). */
export const platformPaymentProvider = (
  config: PaymentConfig,
  clock: () => Date,
  log: FastifyBaseLogger,
): PaymentProvider => {
  const onRefused = (reason: string) => log.warn({ reason }, 'payment notification refused');
  if (config.provider === 'wechatpay' && config.wechatpay) {
    const notifyPath = platformNotifyPath('wechatpay');
    return wechatPayProvider(config.wechatpay, { baseUrl: config.wechatpayBaseUrl, clock, notifyPath, onRefused });
  }
  if (config.provider === 'alipay' && config.alipay) {
    const notifyPath = platformNotifyPath('alipay');
    return alipayProvider(config.alipay, { gateway: config.alipayGateway, clock, notifyPath, onRefused });
  }
  return sandboxPaymentProvider({ secret: config.sandboxSecret, clock });
};
