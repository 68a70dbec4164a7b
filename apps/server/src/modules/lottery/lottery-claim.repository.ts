import { and, count, desc, eq, ilike, isNotNull, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { ActivityRecord } from '../activity/index.js';
import { ofActivity } from '../activity/index.js';
import { lotteryDraws, lotteryPeople, lotteryTiers, lotteryWinners } from './lottery.table.js';

export type ClaimFilter = { keyword: string; tierId: number | ''; redeemed: number | ''; page: number; limit: number };

/** A prize held: its winner row with the tier, the person and when the draw was stopped (the win was shown). */
const claimColumns = {
  winner: lotteryWinners,
  tierName: lotteryTiers.name,
  prizeTitle: lotteryTiers.prizeTitle,
  prizeImage: lotteryTiers.prizeImage,
  name: lotteryPeople.name,
  phone: lotteryPeople.phone,
  department: lotteryPeople.department,
  wonAt: lotteryDraws.stoppedAt,
};
export type ClaimRow = {
  winner: typeof lotteryWinners.$inferSelect;
  tierName: string;
  prizeTitle: string;
  prizeImage: string;
  name: string;
  phone: string;
  department: string;
  wonAt: Date | null;
};

/** Winners of draws already shown (stopped) who were not marked absent. */
const held = (activity: ActivityRecord, ...more: (SQL | undefined)[]) =>
  and(
    ofActivity(lotteryWinners, activity),
    ne(lotteryWinners.status, 'absent'),
    isNotNull(lotteryDraws.stoppedAt),
    ...more,
  );

/** Prizes, their claim forms and redemptions. */
export const lotteryClaimRepository = (db: Db) => {
  const claims = () =>
    db
      .select(claimColumns)
      .from(lotteryWinners)
      .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryWinners.drawId))
      .innerJoin(lotteryTiers, eq(lotteryTiers.id, lotteryWinners.tierId))
      .innerJoin(lotteryPeople, eq(lotteryPeople.id, lotteryWinners.personId));

  return {
    page: async (activity: ActivityRecord, f: ClaimFilter) => {
      const keyword = f.keyword ? `%${f.keyword}%` : '';
      const where = held(
        activity,
        keyword ? or(ilike(lotteryPeople.name, keyword), ilike(lotteryPeople.phone, keyword)) : undefined,
        f.tierId === '' ? undefined : eq(lotteryWinners.tierId, f.tierId),
        f.redeemed === ''
          ? undefined
          : f.redeemed
            ? isNotNull(lotteryWinners.redeemedAt)
            : isNull(lotteryWinners.redeemedAt),
      );
      const [list, [total]] = await Promise.all([
        claims()
          .where(where)
          .orderBy(desc(lotteryWinners.id))
          .limit(f.limit)
          .offset((f.page - 1) * f.limit),
        db
          .select({ n: count() })
          .from(lotteryWinners)
          .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryWinners.drawId))
          .innerJoin(lotteryPeople, eq(lotteryPeople.id, lotteryWinners.personId))
          .where(where),
      ]);
      return { list: list as ClaimRow[], total: total?.n ?? 0 };
    },

    /** One winner of the activity (absent ones too, so a claim on one can say why it is refused). */
    one: async (activity: ActivityRecord, winnerId: number) =>
      (
        await claims().where(
          and(ofActivity(lotteryWinners, activity), isNotNull(lotteryDraws.stoppedAt), eq(lotteryWinners.id, winnerId)),
        )
      )[0] as ClaimRow | undefined,

    /** A person's prizes, newest first (the phone's "my prizes"). */
    ofPerson: async (activity: ActivityRecord, personId: number) =>
      (await claims()
        .where(held(activity, eq(lotteryWinners.personId, personId)))
        .orderBy(desc(lotteryWinners.id))) as ClaimRow[],

    /** Redeemed once: a second redemption changes nothing and answers no row. */
    redeem: async (winnerId: number, by: number, now: Date) =>
      (
        await db
          .update(lotteryWinners)
          .set({ redeemedAt: now, redeemedBy: by })
          .where(and(eq(lotteryWinners.id, winnerId), isNull(lotteryWinners.redeemedAt)))
          .returning({ id: lotteryWinners.id })
      ).length > 0,

    saveClaim: (winnerId: number, claim: NonNullable<ClaimRow['winner']['claim']>, now: Date) =>
      db.update(lotteryWinners).set({ claim, claimedAt: now }).where(eq(lotteryWinners.id, winnerId)),

    /** The person a participant signed in as. */
    personOf: async (activityId: number, participantId: number) =>
      (
        await db
          .select({ id: lotteryPeople.id })
          .from(lotteryPeople)
          .where(and(eq(lotteryPeople.activityId, activityId), eq(lotteryPeople.participantId, participantId)))
      )[0]?.id,
  };
};
