import { AppError } from '../../errors.js';
import type { PaymentProvider } from '../payment-provider.js';
import { ProviderError } from '../provider-error.js';
import { type WechatPayClientOptions, wechatPayClient } from './wechatpay-client.js';
import type { WechatPayCredentials } from './wechatpay-credentials.js';

type Transaction = {
  mchid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  amount?: { total?: number };
};

/**
 * WeChat Pay (API v3) as a payment provider: native QR orders, and notifications that must carry the platform
 * key's signature, decrypt with the API v3 key and name this merchant.
 */
export const wechatPayProvider = (
  creds: WechatPayCredentials,
  opts: WechatPayClientOptions & { notifyPath: string; onRefused?: (reason: string) => void },
): PaymentProvider & { client: ReturnType<typeof wechatPayClient> } => {
  const client = wechatPayClient(creds, opts);
  return {
    name: 'wechatpay',
    client,
    createPayment: async ({ paymentNo, amountFen, subject, origin, expiresAt }) => ({
      payUrl: await client.nativeOrder({
        outTradeNo: paymentNo,
        description: subject,
        amountFen,
        notifyUrl: `${origin}${opts.notifyPath}`,
        expiresAt,
      }),
    }),
    verifyNotification: async ({ headers, rawBody }) => {
      let notice: ReturnType<typeof client.readNotification>;
      try {
        notice = client.readNotification(headers, rawBody);
      } catch (err) {
        opts.onRefused?.(err instanceof ProviderError ? err.reason : String(err));
        throw new AppError('PAY_SIGN_INVALID');
      }
      const tx = notice.resource as Transaction;
      if (tx.mchid !== creds.mchId || !tx.out_trade_no || !Number.isInteger(tx.amount?.total)) {
        throw new AppError('PAY_SIGN_INVALID');
      }
      return {
        paymentNo: tx.out_trade_no,
        tradeNo: tx.transaction_id ?? '',
        amountFen: Number(tx.amount?.total),
        status: tx.trade_state === 'SUCCESS' ? 'succeeded' : 'failed',
        replayKeys: { noticeId: notice.id, nonce: notice.nonce },
      };
    },
  };
};
