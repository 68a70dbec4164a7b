import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Owner } from '../wallet/index.js';
import { hbRules } from './hb.table.js';

export type HbRuleRow = typeof hbRules.$inferSelect;
export type HbRuleFields = Pick<
  HbRuleRow,
  'enabled' | 'mode' | 'amount' | 'minAmount' | 'maxAmount' | 'budget' | 'perPerson' | 'qualify' | 'topN' | 'wish'
>;

/** Activity ids come from ownActivity or a participant's ticket, so the activity is already known to be whose. */
export const hbRuleRepository = (db: Db) => ({
  of: async (activityId: number) =>
    (await db.select().from(hbRules).where(eq(hbRules.activityId, activityId)))[0] ?? null,
  /** Holds the rule until the transaction ends: the activity's claims, and changes to its rule, queue here. */
  lock: async (activityId: number) =>
    (await db.select().from(hbRules).where(eq(hbRules.activityId, activityId)).for('update'))[0] ?? null,
  save: async (owner: Owner, activityId: number, fields: HbRuleFields) =>
    (
      await db
        .insert(hbRules)
        .values({ ...owner, activityId, ...fields })
        .onConflictDoUpdate({ target: hbRules.activityId, set: fields })
        .returning()
    )[0]!,
  /** A payout takes its amount from the budget; a failed transfer gives it back. */
  take: (id: number, amount: number) =>
    db
      .update(hbRules)
      .set({ paidTotal: sql`${hbRules.paidTotal} + ${amount}`, paidCount: sql`${hbRules.paidCount} + 1` })
      .where(eq(hbRules.id, id)),
  giveBack: (id: number, amount: number) =>
    db
      .update(hbRules)
      .set({ paidTotal: sql`${hbRules.paidTotal} - ${amount}`, paidCount: sql`${hbRules.paidCount} - 1` })
      .where(eq(hbRules.id, id)),
});
