import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Owner } from '../wallet/index.js';
import { voteCandidates, voteCategories } from './vote.table.js';

const k = voteCategories;

/** A vote's categories, always within their activity. */
export const categoryRepository = (db: Db) => ({
  /** With the count of not-deleted, approved candidates in each, by sort then id. */
  list: (activityId: number) =>
    db
      .select({ category: k, n: count(voteCandidates.id) })
      .from(k)
      .leftJoin(
        voteCandidates,
        and(
          eq(voteCandidates.categoryId, k.id),
          isNull(voteCandidates.deletedAt),
          eq(voteCandidates.review, 'approved'),
        ),
      )
      .where(eq(k.activityId, activityId))
      .groupBy(k.id)
      .orderBy(asc(k.sort), asc(k.id)),
  byId: async (activityId: number, id: number) =>
    (
      await db
        .select()
        .from(k)
        .where(and(eq(k.activityId, activityId), eq(k.id, id)))
    )[0] ?? null,
  insert: async (owner: Owner, activityId: number, fields: { name: string; sort: number }) =>
    (
      await db
        .insert(k)
        .values({ ...owner, activityId, ...fields })
        .returning()
    )[0]!,
  update: async (activityId: number, id: number, fields: { name: string; sort: number }) =>
    (
      await db
        .update(k)
        .set(fields)
        .where(and(eq(k.activityId, activityId), eq(k.id, id)))
        .returning()
    )[0] ?? null,
  /** Its candidates stay, without a category. */
  delete: async (activityId: number, id: number) => {
    await db
      .update(voteCandidates)
      .set({ categoryId: null })
      .where(and(eq(voteCandidates.activityId, activityId), eq(voteCandidates.categoryId, id)));
    await db.delete(k).where(and(eq(k.activityId, activityId), eq(k.id, id)));
  },
  candidateCount: async (activityId: number, id: number) =>
    (
      await db
        .select({ n: count() })
        .from(voteCandidates)
        .where(
          and(
            eq(voteCandidates.activityId, activityId),
            eq(voteCandidates.categoryId, id),
            isNull(voteCandidates.deletedAt),
            eq(voteCandidates.review, 'approved'),
          ),
        )
    )[0]?.n ?? 0,
});
