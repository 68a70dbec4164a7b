import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../errors.js';
import { paymentNotices } from './payment-notice.table.js';
import type { PaymentNotification } from './payment-provider.js';

/**
 * Remembers a notification in the transaction that acts on it. Answers false when this notification (by its id)
 * was acted on already: the provider is retrying one whose answer it did not get, so the caller answers success
 * again and acts on nothing. A nonce seen before under another id is a replay and refused. If acting on a new
 * notification fails, the transaction forgets it again, so the provider's retry is still heard.
 */
export const rememberNotice = async (tx: Db, provider: string, notice: PaymentNotification): Promise<boolean> => {
  if (!notice.replayKeys) return true;
  const inserted = await tx
    .insert(paymentNotices)
    .values({ provider, ...notice.replayKeys })
    .onConflictDoNothing()
    .returning({ id: paymentNotices.id });
  if (inserted.length > 0) return true;
  const [seen] = await tx
    .select({ id: paymentNotices.id })
    .from(paymentNotices)
    .where(and(eq(paymentNotices.provider, provider), eq(paymentNotices.noticeId, notice.replayKeys.noticeId)));
  if (!seen) throw new AppError('PAY_NOTIFY_REPLAYED');
  return false;
};
