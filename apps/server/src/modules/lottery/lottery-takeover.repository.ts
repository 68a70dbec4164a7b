import type { LotteryTakeoverStatus } from '@app/contract';
import { and, asc, count, desc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { activityOwner, ofActivity } from '../activity/index.js';
import { lotteryPeople, lotteryTakeovers } from './lottery.table.js';
import type { LotteryScope } from './lottery-people.repository.js';

export type TakeoverRow = typeof lotteryTakeovers.$inferSelect;

const t = lotteryTakeovers;
const pending = eq(t.status, 'pending');

/** Requests to take over a roster row, of one lottery. */
export const lotteryTakeoverRepository = (db: Db) => ({
  /** The device's pending request for the row: asking again while it waits answers the same request. */
  ask: async (s: LotteryScope, ask: Pick<TakeoverRow, 'personId' | 'participantId' | 'playerId'>) => {
    const [added] = await db
      .insert(t)
      .values({ ...activityOwner(s), ...ask })
      .onConflictDoNothing()
      .returning();
    if (added) return added;
    const [waiting] = await db
      .select()
      .from(t)
      .where(and(ofActivity(t, s), pending, eq(t.personId, ask.personId), eq(t.participantId, ask.participantId)));
    return waiting!;
  },

  /** The device's newest request, with the roster name it asked for. */
  latestOf: async (s: LotteryScope, participantId: number) =>
    (
      await db
        .select({ request: t, name: lotteryPeople.name })
        .from(t)
        .innerJoin(lotteryPeople, eq(lotteryPeople.id, t.personId))
        .where(and(ofActivity(t, s), eq(t.participantId, participantId)))
        .orderBy(desc(t.id))
        .limit(1)
    )[0],

  /** The requests waiting for the host, oldest first, with the row each asks for. */
  waiting: (s: LotteryScope) =>
    db
      .select({ request: t, person: lotteryPeople })
      .from(t)
      .innerJoin(lotteryPeople, eq(lotteryPeople.id, t.personId))
      .where(and(ofActivity(t, s), pending))
      .orderBy(asc(t.id)),

  waitingById: async (s: LotteryScope, id: number) =>
    (
      await db
        .select()
        .from(t)
        .where(and(ofActivity(t, s), pending, eq(t.id, id)))
    )[0],

  pendingCount: async (s: LotteryScope) =>
    (
      await db
        .select({ n: count() })
        .from(t)
        .where(and(ofActivity(t, s), pending))
    )[0]?.n ?? 0,

  /** Decides a waiting request; nothing when it was decided already (or is not this lottery's). */
  decide: async (s: LotteryScope, id: number, status: LotteryTakeoverStatus, decidedAt: Date) =>
    (
      await db
        .update(t)
        .set({ status, decidedAt })
        .where(and(ofActivity(t, s), eq(t.id, id), pending))
        .returning()
    )[0],

  /** Every decided request, in the order it was decided, with the row's name (the audit's takeovers). */
  decided: (s: LotteryScope) =>
    db
      .select({ request: t, name: lotteryPeople.name })
      .from(t)
      .innerJoin(lotteryPeople, eq(lotteryPeople.id, t.personId))
      .where(and(ofActivity(t, s), isNotNull(t.decidedAt)))
      .orderBy(asc(t.decidedAt), asc(t.id)),

  /** Once a row has moved, the other devices still asking for it are told no. */
  refuseOthers: (s: LotteryScope, personId: number, approvedId: number, decidedAt: Date) =>
    db
      .update(t)
      .set({ status: 'refused', decidedAt })
      .where(and(ofActivity(t, s), pending, eq(t.personId, personId), ne(t.id, approvedId))),
});
