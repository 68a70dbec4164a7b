import { and, asc, eq, isNull, max } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { activities } from '../activity/index.js';
import type { Owner } from '../wallet/index.js';
import { morePages, moreQuestions } from './theme.table.js';

export type MorePageRow = typeof morePages.$inferSelect;
export type MorePageFields = Pick<MorePageRow, 'enabled' | 'position' | 'title' | 'intro'>;
export type MoreQuestionRow = typeof moreQuestions.$inferSelect;
export type MoreQuestionFields = Pick<MoreQuestionRow, 'type' | 'stem' | 'options' | 'required'>;

const owned = (owner: Owner) =>
  and(eq(moreQuestions.tenantId, owner.tenantId), eq(moreQuestions.customerId, owner.customerId));

const liveOf = (activityId: number) => and(eq(moreQuestions.activityId, activityId), isNull(moreQuestions.deletedAt));

/** The extra questions' page and its questions. Organiser reads by id name the owner; the rest go by activity. */
export const moreQuestionRepository = (db: Db) => ({
  pageOf: async (activityId: number): Promise<MorePageRow | null> =>
    (await db.select().from(morePages).where(eq(morePages.activityId, activityId)))[0] ?? null,
  savePage: (owner: Owner, activityId: number, fields: MorePageFields) =>
    db
      .insert(morePages)
      .values({ ...owner, activityId, ...fields })
      .onConflictDoUpdate({ target: morePages.activityId, set: fields }),

  /** Live questions in the order participants see them. */
  questionsOf: (activityId: number): Promise<MoreQuestionRow[]> =>
    db.select().from(moreQuestions).where(liveOf(activityId)).orderBy(asc(moreQuestions.sort), asc(moreQuestions.id)),
  /** A live question of the organiser's, in one of their live activities. */
  byId: async (owner: Owner, id: number): Promise<MoreQuestionRow | null> =>
    (
      await db
        .select({ question: moreQuestions })
        .from(moreQuestions)
        .innerJoin(activities, eq(activities.id, moreQuestions.activityId))
        .where(
          and(eq(moreQuestions.id, id), owned(owner), isNull(moreQuestions.deletedAt), isNull(activities.deletedAt)),
        )
    )[0]?.question ?? null,
  nextSort: async (activityId: number) =>
    ((
      await db
        .select({ last: max(moreQuestions.sort) })
        .from(moreQuestions)
        .where(eq(moreQuestions.activityId, activityId))
    )[0]?.last ?? 0) + 1,
  insert: async (owner: Owner, activityId: number, sort: number, fields: MoreQuestionFields) =>
    (
      await db
        .insert(moreQuestions)
        .values({ ...owner, activityId, sort, ...fields })
        .returning()
    )[0]!,
  update: async (owner: Owner, id: number, fields: MoreQuestionFields) =>
    (
      await db
        .update(moreQuestions)
        .set(fields)
        .where(and(eq(moreQuestions.id, id), owned(owner)))
        .returning()
    )[0]!,
  /** Soft: answers already given keep their question. */
  remove: (owner: Owner, id: number, now: Date) =>
    db
      .update(moreQuestions)
      .set({ deletedAt: now })
      .where(and(eq(moreQuestions.id, id), owned(owner))),
  setSort: (activityId: number, id: number, sort: number) =>
    db
      .update(moreQuestions)
      .set({ sort })
      .where(and(eq(moreQuestions.id, id), liveOf(activityId))),
});
