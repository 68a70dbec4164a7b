import { and, count, eq, gte, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { participants } from '../activity/activity.table.js';
import { voteCandidates, voteGatePasses, votes } from './vote.table.js';

export type VoteInsert = typeof votes.$inferInsert;

/** Votes that still count against limits: valid, and cast since the organiser last reset the limits. */
const countedVotes = (activityId: number, quotaSince: Date | null) =>
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
  ipToday: async (activityId: number, ip: string, day: string, quotaSince: Date | null) =>
    (
      await db
        .select({ n: count() })
        .from(votes)
        .where(and(countedVotes(activityId, quotaSince), eq(votes.ip, ip), eq(votes.day, day)))
    )[0]?.n ?? 0,
  /** Every vote from the address since `since`, counted or not: a burst is a burst. */
  ipSince: async (activityId: number, ip: string, since: Date) =>
    (
      await db
        .select({ n: count() })
        .from(votes)
        .where(and(eq(votes.activityId, activityId), eq(votes.ip, ip), gte(votes.createdAt, since)))
    )[0]?.n ?? 0,
  /** Holds the voter until the transaction ends, so their simultaneous votes are counted one after another. */
  lockVoter: (participantId: number) =>
    db.select({ id: participants.id }).from(participants).where(eq(participants.id, participantId)).for('update'),
  /** Queues votes from one address, so simultaneous voters behind it cannot all pass its daily limit. */
  lockIp: (activityId: number, ip: string) =>
    db.execute(sql`select pg_advisory_xact_lock(${activityId}, hashtext(${`vote-ip:${ip}`}))`),
  insert: (values: VoteInsert) => db.insert(votes).values(values),
  /** Counts the vote on the candidate; answers its new count. */
  countOn: async (candidateId: number) =>
    (
      await db
        .update(voteCandidates)
        .set({ votes: sql`${voteCandidates.votes} + 1` })
        .where(eq(voteCandidates.id, candidateId))
        .returning({ votes: voteCandidates.votes })
    )[0]!.votes,

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
