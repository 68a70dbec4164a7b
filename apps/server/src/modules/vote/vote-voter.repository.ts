import { and, count, desc, eq, isNull, max, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Paging } from '../../db/list-page.js';
import { participants } from '../activity/index.js';
import { votes } from './vote.table.js';

const validVotes = sql<number>`count(*) filter (where ${votes.invalidAt} is null)`.mapWith(Number);
const flaggedVotes = sql<number>`count(*) filter (where ${votes.invalidAt} is null and ${votes.flagged})`.mapWith(
  Number,
);

/** The voters among the votes `where` picks, most valid votes first, as the contract shows a voter. */
export const voterPage = async (db: Db, where: SQL | undefined, page: Paging) => {
  const [rows, totals] = await Promise.all([
    db
      .select({
        participantId: votes.participantId,
        name: participants.name,
        phone: participants.phone,
        ip: participants.ip,
        votes: validVotes,
        flaggedVotes,
        lastVoteAt: max(votes.createdAt),
      })
      .from(votes)
      .innerJoin(participants, eq(participants.id, votes.participantId))
      .where(where)
      .groupBy(votes.participantId, participants.id)
      .orderBy(desc(validVotes), desc(max(votes.createdAt)), desc(votes.participantId))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count(sql`distinct ${votes.participantId}`) })
      .from(votes)
      .innerJoin(participants, eq(participants.id, votes.participantId))
      .where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      participant_id: r.participantId,
      name: r.name,
      phone: r.phone,
      ip: r.ip,
      votes: r.votes,
      flagged_votes: r.flaggedVotes,
      last_vote_at: r.lastVoteAt?.toISOString() ?? null,
    })),
    total: totals[0]?.n ?? 0,
  };
};

/** Who voted for one candidate (valid votes only). */
export const candidateVoters = (db: Db, activityId: number, candidateId: number, page: Paging) =>
  voterPage(
    db,
    and(eq(votes.activityId, activityId), eq(votes.candidateId, candidateId), isNull(votes.invalidAt)),
    page,
  );
