import { contract } from '@app/contract';
import { AppError } from '../errors.js';
import type { PaymentProvider } from './payment-provider.js';
import { sandboxSignMatches } from './sandbox-sign.js';

/** A notification older (or further ahead) than this is refused, so a captured one cannot be replayed later. */
const maxAgeSeconds = 10 * 60;

export const sandboxCheckoutPath = (paymentNo: string) => `/pay/sandbox/${encodeURIComponent(paymentNo)}`;

/**
 * The offline default: the payer confirms on a checkout page of this server, which then calls the same
 * signed notify path a real provider would.
 */
export const sandboxPaymentProvider = (opts: { secret: string; clock: () => Date }): PaymentProvider => ({
  name: 'sandbox',
  createPayment: async ({ paymentNo, origin }) => ({ payUrl: `${origin}${sandboxCheckoutPath(paymentNo)}` }),
  verifyNotification: async ({ body }) => {
    const parsed = contract.order.sandboxNotify.input.safeParse(body);
    if (!parsed.success) throw new AppError('PAY_SIGN_INVALID');
    const { sign, ...fields } = parsed.data;
    const age = Math.floor(opts.clock().getTime() / 1000) - fields.timestamp;
    if (Math.abs(age) > maxAgeSeconds || !sandboxSignMatches(opts.secret, fields, sign)) {
      throw new AppError('PAY_SIGN_INVALID');
    }
    return {
      paymentNo: fields.payment_no,
      tradeNo: fields.trade_no,
      amountFen: fields.amount_fen,
      status: fields.status,
    };
  },
});
