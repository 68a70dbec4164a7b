import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  getTableColumns,
  gt,
  ilike,
  isNull,
  max,
  ne,
  or,
  type SQL,
  sql,
  sum,
} from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { escapeLike } from '../activity/index.js';
import type { CandidateRow, CandidateView } from './vote.mappers.js';
import { voteCandidates, voteCategories, votes } from './vote.table.js';

export type CandidateFilter = {
  review?: CandidateRow['review'];
  source?: CandidateRow['source'];
  status?: CandidateRow['status'];
  categoryId?: number | null;
  /** Name contains it, or the number is it. */
  keywords?: string;
};
export type CandidateInsert = typeof voteCandidates.$inferInsert;
export type CandidateFields = Partial<Omit<CandidateInsert, 'id' | 'activityId' | 'tenantId' | 'customerId'>>;

const c = voteCandidates;
const notDeleted = (activityId: number) => and(eq(c.activityId, activityId), isNull(c.deletedAt));
/** Candidates voters see and vote for, and the ranking counts. */
export const publicCandidates = (activityId: number) =>
  and(notDeleted(activityId), eq(c.status, 'shown'), eq(c.review, 'approved'));

const keywordsMatch = (keywords: string): SQL | undefined => {
  const byName = ilike(c.name, `%${escapeLike(keywords)}%`);
  return /^\d{1,5}$/.test(keywords) ? or(byName, eq(c.number, Number(keywords))) : byName;
};

const filterBy = (f: CandidateFilter) => [
  f.review ? eq(c.review, f.review) : undefined,
  f.source ? eq(c.source, f.source) : undefined,
  f.status ? eq(c.status, f.status) : undefined,
  f.categoryId ? eq(c.categoryId, f.categoryId) : undefined,
  f.keywords ? keywordsMatch(f.keywords) : undefined,
];

/** Candidates are always read within one activity; deleted ones are gone for every reader here. */
export const candidateRepository = (db: Db) => {
  const view = () =>
    db
      .select({ ...getTableColumns(c), categoryName: voteCategories.name })
      .from(c)
      .leftJoin(voteCategories, eq(voteCategories.id, c.categoryId));
  const one = async (where: SQL | undefined): Promise<CandidateView | null> => (await view().where(where))[0] ?? null;

  return {
    byId: (activityId: number, id: number) => one(and(notDeleted(activityId), eq(c.id, id))),
    bySignup: (activityId: number, participantId: number) =>
      one(and(notDeleted(activityId), eq(c.participantId, participantId))),
    page: async (
      activityId: number,
      f: CandidateFilter,
      page: { offset: number; limit: number },
      shownOnly = false,
    ) => {
      const where = and(shownOnly ? publicCandidates(activityId) : notDeleted(activityId), ...filterBy(f));
      const [rows, totals] = await Promise.all([
        view().where(where).orderBy(asc(c.number), asc(c.id)).limit(page.limit).offset(page.offset),
        db.select({ n: count() }).from(c).where(where),
      ]);
      return { rows, total: totals[0]?.n ?? 0 };
    },
    /** Serialises number choices within one activity, so two adds cannot take the same number. */
    lockNumbers: (activityId: number) =>
      db.execute(sql`select pg_advisory_xact_lock(hashtext('vote-numbers'), ${activityId})`),
    numberTaken: async (activityId: number, number: number, exceptId = 0) =>
      (
        await db
          .select({ id: c.id })
          .from(c)
          .where(and(notDeleted(activityId), eq(c.number, number), ne(c.id, exceptId)))
          .limit(1)
      ).length > 0,
    nextNumber: async (activityId: number) =>
      ((
        await db
          .select({ n: max(c.number) })
          .from(c)
          .where(notDeleted(activityId))
      )[0]?.n ?? 0) + 1,
    insert: async (values: CandidateInsert) => (await db.insert(c).values(values).returning())[0]!,
    update: async (activityId: number, id: number, fields: CandidateFields) =>
      (
        await db
          .update(c)
          .set(fields)
          .where(and(notDeleted(activityId), eq(c.id, id)))
          .returning()
      )[0] ?? null,
    /** Settles a pending sign-up; null when it was not pending (a second reviewer came first). */
    settleReview: async (activityId: number, id: number, review: 'approved' | 'rejected', reason: string) =>
      (
        await db
          .update(c)
          .set({ review, reviewReason: reason })
          .where(and(notDeleted(activityId), eq(c.id, id), eq(c.review, 'pending')))
          .returning()
      )[0] ?? null,
    /** 1 + the public candidates with more votes: ties share a rank. */
    rankOf: async (activityId: number, candidateVotes: number) =>
      1 +
      ((
        await db
          .select({ n: count() })
          .from(c)
          .where(and(publicCandidates(activityId), gt(c.votes, candidateVotes)))
      )[0]?.n ?? 0),
    ranking: (activityId: number, categoryId: number | null, limit: number) =>
      db
        .select({ id: c.id, number: c.number, name: c.name, cover: c.cover, categoryId: c.categoryId, votes: c.votes })
        .from(c)
        .where(and(publicCandidates(activityId), categoryId ? eq(c.categoryId, categoryId) : undefined))
        .orderBy(desc(c.votes), asc(c.number), asc(c.id))
        .limit(limit),
    /** Votes held by the candidates on show: what every cast tells the screens, so it reads one indexed column. */
    shownVotes: async (activityId: number) => {
      const [shown] = await db
        .select({ votes: sum(c.votes).mapWith(Number) })
        .from(c)
        .where(publicCandidates(activityId));
      return shown?.votes ?? 0;
    },
    /** Candidates on show, the votes they hold, and the voters with a valid vote. */
    totals: async (activityId: number) => {
      const [[shown], [voters]] = await Promise.all([
        db
          .select({ candidates: count(), votes: sum(c.votes).mapWith(Number) })
          .from(c)
          .where(publicCandidates(activityId)),
        db
          .select({ n: countDistinct(votes.participantId) })
          .from(votes)
          .where(and(eq(votes.activityId, activityId), isNull(votes.invalidAt))),
      ]);
      return { candidates: shown?.candidates ?? 0, votes: shown?.votes ?? 0, voters: voters?.n ?? 0 };
    },
  };
};
