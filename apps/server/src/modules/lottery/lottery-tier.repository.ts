import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { ActivityRecord } from '../activity/index.js';
import { activityOwner, ofActivity, qualified } from '../activity/index.js';
import { lotteryDraws, lotteryTiers, lotteryWinners } from './lottery.table.js';

export type LotteryTierFields = Pick<
  typeof lotteryTiers.$inferInsert,
  'name' | 'prizeTitle' | 'prizeImage' | 'count' | 'perSpin' | 'groups' | 'sort'
>;

const winnersOf = (status: SQL) =>
  sql<number>`(select count(*) from ${lotteryWinners} w
  where w.tier_id = ${qualified(lotteryTiers.id)} and ${status})`.mapWith(Number);

/** A tier with what it has given: winners holding it (won or confirmed), confirmed ones, and its draws. */
const tierColumns = {
  tier: lotteryTiers,
  won: winnersOf(sql`w.status <> 'absent'`),
  confirmed: winnersOf(sql`w.status = 'confirmed'`),
  draws: sql<number>`(select count(*) from ${lotteryDraws} d where d.tier_id = ${qualified(lotteryTiers.id)})`.mapWith(
    Number,
  ),
};

export type LotteryTierRow = { tier: typeof lotteryTiers.$inferSelect; won: number; confirmed: number; draws: number };

/** A lottery's tiers, in show order (sort, then id). */
export const lotteryTierRepository = (db: Db) => ({
  list: (activity: ActivityRecord): Promise<LotteryTierRow[]> =>
    db
      .select(tierColumns)
      .from(lotteryTiers)
      .where(ofActivity(lotteryTiers, activity))
      .orderBy(asc(lotteryTiers.sort), asc(lotteryTiers.id)),
  one: async (activity: ActivityRecord, id: number): Promise<LotteryTierRow | undefined> =>
    (
      await db
        .select(tierColumns)
        .from(lotteryTiers)
        .where(and(ofActivity(lotteryTiers, activity), eq(lotteryTiers.id, id)))
    )[0],
  count: async (activity: ActivityRecord) =>
    (await db.select({ n: count() }).from(lotteryTiers).where(ofActivity(lotteryTiers, activity)))[0]?.n ?? 0,
  insert: async (activity: ActivityRecord, fields: LotteryTierFields) =>
    (
      await db
        .insert(lotteryTiers)
        .values({ ...activityOwner(activity), ...fields })
        .returning({ id: lotteryTiers.id })
    )[0]!.id,
  update: (activity: ActivityRecord, id: number, fields: LotteryTierFields) =>
    db
      .update(lotteryTiers)
      .set(fields)
      .where(and(ofActivity(lotteryTiers, activity), eq(lotteryTiers.id, id))),
  /** Only while the tier has no draw: its draws' audit names it. */
  deleteUndrawn: async (activity: ActivityRecord, id: number) =>
    (
      await db
        .delete(lotteryTiers)
        .where(
          and(
            ofActivity(lotteryTiers, activity),
            eq(lotteryTiers.id, id),
            sql`not exists (select 1 from ${lotteryDraws} d where d.tier_id = ${qualified(lotteryTiers.id)})`,
          ),
        )
        .returning({ id: lotteryTiers.id })
    ).length > 0,
});
