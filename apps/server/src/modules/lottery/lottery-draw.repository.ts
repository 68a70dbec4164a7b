import type { LotteryPoolSource } from '@app/contract';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { ActivityRecord } from '../activity/index.js';
import { activityOwner, ofActivity, qualified } from '../activity/index.js';
import { lotteryDraws, lotteryPeople, lotteryWinners } from './lottery.table.js';

export type LotteryDrawRow = typeof lotteryDraws.$inferSelect;
export type LotteryWinnerRow = typeof lotteryWinners.$inferSelect;

/** Who may be drawn in a tier's spin, besides being of the activity and eligible. */
export type PoolRule = {
  source: LotteryPoolSource;
  tierId: number;
  /** Empty: every group. */
  groups: string[];
  oneWinPerPerson: boolean;
};

const sourceFilter = (source: LotteryPoolSource) =>
  source === 'signed'
    ? isNotNull(lotteryPeople.signedAt)
    : source === 'imported'
      ? eq(lotteryPeople.source, 'imported')
      : undefined;

/** A winner with the person they are, in draw order. */
const winnerColumns = {
  winner: lotteryWinners,
  name: lotteryPeople.name,
  phone: lotteryPeople.phone,
  photo: lotteryPeople.photoUrl,
  department: lotteryPeople.department,
};
export type WinnerWithPerson = {
  winner: LotteryWinnerRow;
  name: string;
  phone: string;
  photo: string;
  department: string;
};

/** Draws, their winners and the pool a spin locks. */
export const lotteryDrawRepository = (db: Db) => ({
  /**
   * The eligible person ids, ascending: of the activity per the pool source, not marked ineligible, in the tier's
   * groups, and without a prize that rules them out — any prize of the activity when one win per person is on,
   * else one of this tier — nor marked absent in this tier.
   */
  pool: async (activity: ActivityRecord, rule: PoolRule) => {
    const anyTier = rule.oneWinPerPerson ? sql`true` : sql`false`;
    const ruledOut = sql`exists (select 1 from ${lotteryWinners} w
      where w.activity_id = ${activity.id} and w.person_id = ${qualified(lotteryPeople.id)}
      and ((w.status <> 'absent' and (${anyTier} or w.tier_id = ${rule.tierId}))
        or (w.status = 'absent' and w.tier_id = ${rule.tierId})))`;
    const rows = await db
      .select({ id: lotteryPeople.id })
      .from(lotteryPeople)
      .where(
        and(
          ofActivity(lotteryPeople, activity),
          eq(lotteryPeople.eligible, true),
          sourceFilter(rule.source),
          rule.groups.length ? inArray(lotteryPeople.group, rule.groups) : undefined,
          sql`not ${ruledOut}`,
        ),
      )
      .orderBy(asc(lotteryPeople.id));
    return rows.map((r) => r.id);
  },

  /** When each of the activity's draws was spun, in order. */
  spinTimes: async (activity: ActivityRecord) =>
    (
      await db
        .select({ at: lotteryDraws.spunAt })
        .from(lotteryDraws)
        .where(and(ofActivity(lotteryDraws, activity), isNotNull(lotteryDraws.spunAt)))
        .orderBy(asc(lotteryDraws.spunAt))
    ).map((r) => r.at!),

  draw: async (activity: ActivityRecord, id: number) =>
    (
      await db
        .select()
        .from(lotteryDraws)
        .where(and(ofActivity(lotteryDraws, activity), eq(lotteryDraws.id, id)))
    )[0],

  /** Opens a draw with its committed seed (the seed stays hidden until the draw is stopped). */
  open: async (
    activity: ActivityRecord,
    values: Pick<LotteryDrawRow, 'tierId' | 'count' | 'seed' | 'commitment' | 'redrawOf' | 'openedAt'>,
  ) =>
    (
      await db
        .insert(lotteryDraws)
        .values({ ...activityOwner(activity), ...values })
        .returning()
    )[0]!,

  update: (id: number, changes: Partial<Omit<LotteryDrawRow, 'id'>>) =>
    db.update(lotteryDraws).set(changes).where(eq(lotteryDraws.id, id)),

  /** Closes the draw as abandoned if it was never spun; a spun draw is left as it is. */
  abandonUnspun: (activity: ActivityRecord, id: number, at: Date) =>
    db
      .update(lotteryDraws)
      .set({ abandonedAt: at })
      .where(
        and(
          ofActivity(lotteryDraws, activity),
          eq(lotteryDraws.id, id),
          isNull(lotteryDraws.spunAt),
          isNull(lotteryDraws.abandonedAt),
        ),
      ),

  /** The winners of a spin, in draw order. */
  addWinners: async (activity: ActivityRecord, draw: LotteryDrawRow, personIds: number[]) => {
    if (personIds.length === 0) return;
    await db.insert(lotteryWinners).values(
      personIds.map((personId, rank) => ({
        ...activityOwner(activity),
        drawId: draw.id,
        tierId: draw.tierId,
        personId,
        rank,
      })),
    );
  },

  winnersOf: (drawId: number): Promise<WinnerWithPerson[]> =>
    db
      .select(winnerColumns)
      .from(lotteryWinners)
      .innerJoin(lotteryPeople, eq(lotteryPeople.id, lotteryWinners.personId))
      .where(eq(lotteryWinners.drawId, drawId))
      .orderBy(asc(lotteryWinners.rank)),

  /** Winners of several draws at once (the audit's page), in draw order. */
  winnersOfDraws: async (drawIds: number[]) => {
    if (drawIds.length === 0) return [];
    return db
      .select(winnerColumns)
      .from(lotteryWinners)
      .innerJoin(lotteryPeople, eq(lotteryPeople.id, lotteryWinners.personId))
      .where(inArray(lotteryWinners.drawId, drawIds))
      .orderBy(asc(lotteryWinners.drawId), asc(lotteryWinners.rank));
  },

  setStatus: (drawId: number, personIds: number[], status: LotteryWinnerRow['status']) =>
    db
      .update(lotteryWinners)
      .set({ status })
      .where(and(eq(lotteryWinners.drawId, drawId), inArray(lotteryWinners.personId, personIds))),

  /** Every winner of the tier still holding `won` becomes `confirmed`: no longer redrawn. */
  confirmTier: (activity: ActivityRecord, tierId: number) =>
    db
      .update(lotteryWinners)
      .set({ status: 'confirmed' })
      .where(
        and(ofActivity(lotteryWinners, activity), eq(lotteryWinners.tierId, tierId), eq(lotteryWinners.status, 'won')),
      ),

  /** Whether the draw's absent winners were redrawn already. */
  redrawn: async (drawId: number) =>
    ((await db.select({ n: count() }).from(lotteryDraws).where(eq(lotteryDraws.redrawOf, drawId)))[0]?.n ?? 0) > 0,

  /** The activity's draws, newest first (the audit). */
  page: async (activity: ActivityRecord, page: number, limit: number) => {
    const where = ofActivity(lotteryDraws, activity);
    const [list, [total]] = await Promise.all([
      db
        .select()
        .from(lotteryDraws)
        .where(where)
        .orderBy(desc(lotteryDraws.id))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ n: count() }).from(lotteryDraws).where(where),
    ]);
    return { list, total: total?.n ?? 0 };
  },

  /** Every draw of an activity, oldest first (lottery:verify and the audit export). */
  all: (activityId: number) =>
    db.select().from(lotteryDraws).where(eq(lotteryDraws.activityId, activityId)).orderBy(asc(lotteryDraws.id)),
});
