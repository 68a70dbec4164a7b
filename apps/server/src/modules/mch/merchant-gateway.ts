import type { Deps } from '../../platform/deps.js';
import { alipayProvider } from '../../platform/payment/alipay/alipay-provider.js';
import { merchantNotifyPath } from '../../platform/payment/payment-notify-paths.js';
import { wechatPayProvider } from '../../platform/payment/wechatpay/wechatpay-provider.js';
import type { Owner } from '../wallet/index.js';
import type { MerchantRow } from './merchant.repository.js';

/**
 * Secrets are sealed for their owner and field, so a sealed value copied into another organiser's row, or into
 * another column, does not open.
 */
export const secretPurpose = (owner: Owner, field: 'apiV3Key' | 'privateKey') =>
  `merchant:${owner.tenantId}:${owner.customerId}:${field}`;

type GatewayDeps = Pick<Deps, 'config' | 'clock' | 'log' | 'secrets'>;

/** The merchant as a payment provider: its opened keys, notifications to its own notify path. */
export const merchantGateway = (deps: GatewayDeps, row: MerchantRow) => {
  const box = deps.secrets;
  const owner = { tenantId: row.tenantId, customerId: row.customerId };
  const privateKeyPem = box.open(row.privateKeySealed, secretPurpose(owner, 'privateKey'));
  const onRefused = (reason: string) => deps.log.warn({ reason, merchantId: row.id }, 'merchant notification refused');
  const clock = deps.clock;
  if (row.type === 'wechat') {
    const creds = {
      mchId: row.mchId,
      appId: row.appId,
      apiV3Key: box.open(row.apiV3KeySealed, secretPurpose(owner, 'apiV3Key')),
      certSerial: row.certSerial,
      privateKeyPem,
      publicKeyId: row.publicKeyId,
      publicKeyPem: row.publicKey,
    };
    const notifyPath = merchantNotifyPath('wechatpay', row.id);
    const baseUrl = deps.config.payment.wechatpayBaseUrl;
    return { type: 'wechat' as const, provider: wechatPayProvider(creds, { baseUrl, clock, notifyPath, onRefused }) };
  }
  const creds = { appId: row.appId, privateKey: privateKeyPem, alipayPublicKey: row.publicKey };
  const notifyPath = merchantNotifyPath('alipay', row.id);
  const gateway = deps.config.payment.alipayGateway;
  return { type: 'alipay' as const, provider: alipayProvider(creds, { gateway, clock, notifyPath, onRefused }) };
};

export type MerchantGateway = ReturnType<typeof merchantGateway>;
