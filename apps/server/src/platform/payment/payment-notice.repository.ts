import type { Db } from '../../db/client.js';
import { AppError } from '../errors.js';
import { paymentNotices } from './payment-notice.table.js';
import type { PaymentNotification } from './payment-provider.js';

/**
 * Remembers a notification in the transaction that acts on it, refusing one whose id or nonce was seen before.
 * If acting on it fails, the transaction forgets it again, so the provider's retry is still heard.
 */
export const rememberNotice = async (tx: Db, provider: string, notice: PaymentNotification) => {
  if (!notice.replayKeys) return;
  const inserted = await tx
    .insert(paymentNotices)
    .values({ provider, ...notice.replayKeys })
    .onConflictDoNothing()
    .returning({ id: paymentNotices.id });
  if (inserted.length === 0) throw new AppError('PAY_NOTIFY_REPLAYED');
};
