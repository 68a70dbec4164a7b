import { and, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { listPage, type Paging } from '../../db/list-page.js';
import { escapeLike, participants } from '../activity/index.js';
import { voteCandidates, votes } from './vote.table.js';
import { voterPage } from './vote-voter.repository.js';

export type RecordFilter = { candidateId?: number; participantId?: number; flagged?: boolean; invalid?: boolean };
/** Which valid votes a removal takes: some records, all of some voters, or all. */
export type Removal = { ids: number[] } | { participantIds: number[] } | 'all';

const flagOnly = (on: boolean | undefined, column: SQL) =>
  on === undefined ? undefined : on ? column : sql`not ${column}`;

const recordWhere = (activityId: number, f: RecordFilter) =>
  and(
    eq(votes.activityId, activityId),
    f.candidateId ? eq(votes.candidateId, f.candidateId) : undefined,
    f.participantId ? eq(votes.participantId, f.participantId) : undefined,
    flagOnly(f.flagged, sql`${votes.flagged}`),
    f.invalid === undefined ? undefined : f.invalid ? isNotNull(votes.invalidAt) : isNull(votes.invalidAt),
  );

const voterWhere = (activityId: number, keywords: string) => {
  const like = `%${escapeLike(keywords)}%`;
  return and(
    eq(votes.activityId, activityId),
    keywords ? or(ilike(participants.name, like), ilike(participants.phone, like)) : undefined,
  );
};

/** Vote records and voters of one vote (its ownership is checked before), and removing votes. */
export const voteDataRepository = (db: Db) => ({
  /** Records newest first, with the candidate (deleted ones too: the record stays) and the voter. */
  records: (activityId: number, f: RecordFilter, page: Paging) => {
    const where = recordWhere(activityId, f);
    return listPage(db, { table: votes, id: votes.id, at: votes.createdAt, where }, page, (ids, order) =>
      db
        .select({
          vote: votes,
          candidateNumber: voteCandidates.number,
          candidateName: voteCandidates.name,
          voterName: participants.name,
          voterPhone: participants.phone,
        })
        .from(votes)
        .leftJoin(voteCandidates, eq(voteCandidates.id, votes.candidateId))
        .leftJoin(participants, eq(participants.id, votes.participantId))
        .where(inArray(votes.id, ids))
        .orderBy(...order),
    );
  },
  /** Everyone who voted, removed votes included, most valid votes first. */
  voters: (activityId: number, keywords: string, page: Paging) => voterPage(db, voterWhere(activityId, keywords), page),
  /**
   * Marks valid votes invalid and takes each off its candidate's count, in one statement: a vote cast at the same
   * time adds to the count on its own, and a vote already invalid (or being removed by a second call) is skipped,
   * so every count stays equal to its valid votes. Answers how many were removed.
   */
  remove: async (activityId: number, which: Removal, reason: string, now: Date) => {
    const picked =
      which === 'all'
        ? undefined
        : 'ids' in which
          ? inArray(votes.id, which.ids)
          : inArray(votes.participantId, which.participantIds);
    const result = await db.execute(sql`
      with removed as (
        update ${votes} set invalid_at = ${now.toISOString()}, invalid_reason = ${reason}, updated_at = now()
        where ${and(eq(votes.activityId, activityId), isNull(votes.invalidAt), picked)}
        returning ${votes.candidateId} as candidate_id
      ), counts as (select candidate_id, count(*)::int as n from removed group by candidate_id)
      update ${voteCandidates} set votes = ${voteCandidates.votes} - counts.n, updated_at = now()
      from counts where ${voteCandidates.id} = counts.candidate_id
      returning counts.n`);
    return (result as unknown as { rows: { n: number }[] }).rows.reduce((sum, r) => sum + Number(r.n), 0);
  },
});
