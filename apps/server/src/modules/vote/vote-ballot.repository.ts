import { and, count, eq, gte, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { participants } from '../activity/index.js';
import { voteGatePasses, votes } from './vote.table.js';

/** Votes that still count against limits: valid, and cast since the organiser last reset the limits. */
export const countedVotes = (activityId: number, quotaSince: Date | null) =>
  and(
    eq(votes.activityId, activityId),
    isNull(votes.invalidAt),
    quotaSince ? gte(votes.createdAt, quotaSince) : undefined,
  );

const countWhere = (where: SQL) => sql<number>`count(*) filter (where ${where})`.mapWith(Number);

/** The vote rows a voter's limits and the anti-stuffing rules read and write. */
export const ballotRepository = (db: Db) => ({
  /** A voter's counted votes today, in all, and today for one candidate (0 when none is given). */
  voterCounts: async (
    activityId: number,
    participantId: number,
    day: string,
    quotaSince: Date | null,
    candidateId = 0,
  ) => {
    const [row] = await db
      .select({
        today: countWhere(sql`${votes.day} = ${day}`),
        total: count(),
        candidateToday: countWhere(sql`${votes.day} = ${day} and ${votes.candidateId} = ${candidateId}`),
      })
      .from(votes)
      .where(and(countedVotes(activityId, quotaSince), eq(votes.participantId, participantId)));
    return { today: row?.today ?? 0, total: row?.total ?? 0, candidateToday: row?.candidateToday ?? 0 };
  },
  /** Holds the voter until the transaction ends, so their simultaneous votes are counted one after another. */
  lockVoter: (participantId: number) =>
    db.select({ id: participants.id }).from(participants).where(eq(participants.id, participantId)).for('update'),
  gatePassed: async (activityId: number, participantId: number) =>
    (
      await db
        .select({ id: voteGatePasses.id })
        .from(voteGatePasses)
        .where(and(eq(voteGatePasses.activityId, activityId), eq(voteGatePasses.participantId, participantId)))
    ).length > 0,
  passGate: (activityId: number, participantId: number) =>
    db
      .insert(voteGatePasses)
      .values({ activityId, participantId })
      .onConflictDoNothing({ target: [voteGatePasses.activityId, voteGatePasses.participantId] }),
});
