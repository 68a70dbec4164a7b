import { AppError } from '../../errors.js';
import type { PaymentProvider } from '../payment-provider.js';
import { ProviderError } from '../provider-error.js';
import { type AlipayClientOptions, type AlipayCredentials, alipayClient } from './alipay-client.js';

const paidStatuses = ['TRADE_SUCCESS', 'TRADE_FINISHED'];

const formOf = (body: unknown): Record<string, string> =>
  typeof body === 'object' && body !== null
    ? Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : '']))
    : {};

/**
 * Alipay as a payment provider: a QR code (precreate) to scan, and notifications that must carry Alipay's RSA2
 * signature, name this app and be fresh.
 */
export const alipayProvider = (
  creds: AlipayCredentials,
  opts: AlipayClientOptions & { notifyPath: string; onRefused?: (reason: string) => void },
): PaymentProvider & { client: ReturnType<typeof alipayClient> } => {
  const client = alipayClient(creds, opts);
  return {
    name: 'alipay',
    client,
    createPayment: async ({ paymentNo, amountFen, subject, origin, expiresAt }) => ({
      payUrl: await client.precreate({
        outTradeNo: paymentNo,
        subject,
        amountFen,
        notifyUrl: `${origin}${opts.notifyPath}`,
        expiresAt,
      }),
    }),
    verifyNotification: async ({ body }) => {
      let notice: ReturnType<typeof client.readNotification>;
      try {
        notice = client.readNotification(formOf(body));
      } catch (err) {
        opts.onRefused?.(err instanceof ProviderError ? err.reason : String(err));
        throw new AppError('PAY_SIGN_INVALID');
      }
      if (!notice.outTradeNo || notice.amountFen === null || !notice.notifyId) throw new AppError('PAY_SIGN_INVALID');
      return {
        paymentNo: notice.outTradeNo,
        tradeNo: notice.tradeNo,
        amountFen: notice.amountFen,
        status: paidStatuses.includes(notice.tradeStatus) ? 'succeeded' : 'failed',
        replayKeys: { noticeId: notice.notifyId, nonce: notice.notifyId },
      };
    },
  };
};
