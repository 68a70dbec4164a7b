import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Owner } from '../wallet/index.js';
import { activityMerchants } from './mch.table.js';

export type ActivityMerchantRow = typeof activityMerchants.$inferSelect;
type Choice = Pick<ActivityMerchantRow, 'payMerchantId' | 'hbMerchantId' | 'fee' | 'feeTitle'>;

/** Activity ids come from ownActivity or a participant's ticket, so the activity is already known to be whose. */
export const activityMerchantRepository = (db: Db) => ({
  of: async (activityId: number) =>
    (await db.select().from(activityMerchants).where(eq(activityMerchants.activityId, activityId)))[0] ?? null,
  save: async (owner: Owner, activityId: number, choice: Choice) =>
    (
      await db
        .insert(activityMerchants)
        .values({ ...owner, activityId, ...choice })
        .onConflictDoUpdate({ target: activityMerchants.activityId, set: choice })
        .returning()
    )[0]!,
});
