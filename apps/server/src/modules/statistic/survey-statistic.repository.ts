import type { ResponseFilter } from '@app/contract';
import { and, asc, count, countDistinct, desc, eq, ilike, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containing } from '../../db/like.js';
import { fromRealParticipants, participants } from '../activity/index.js';
import { surveyAnswerItems as items, surveyResponses as responses } from '../survey/index.js';

/**
 * Set-based queries over a questionnaire's answer items: every number is one GROUP BY over the activity's items,
 * never a loop over responses, since an activity may hold 100k of them. Callers check ownership first; activity ids
 * are unique, so the activity alone scopes these queries.
 */

/** The responses that count: not deleted, not the organiser's previews, and (with a filter) that picked one of the filter's options. */
const kept = (db: Db, activityId: number, filter: ResponseFilter): SQL =>
  and(
    eq(responses.activityId, activityId),
    isNull(responses.deletedAt),
    fromRealParticipants(db, responses.participantId, activityId),
    filter
      ? inArray(
          responses.id,
          db
            .select({ id: items.responseId })
            .from(items)
            .where(
              and(
                eq(items.activityId, activityId),
                eq(items.questionKey, filter.question_key),
                inArray(items.optionKey, filter.option_keys),
              ),
            ),
        )
      : undefined,
  ) as SQL;

/** Typed texts of a question (option ''), or the "other" texts of one option, matching the keywords. */
type TextQuery = {
  activityId: number;
  questionKey: string;
  optionKey: string;
  keywords: string;
  filter: ResponseFilter;
};

export const surveyStatisticRepository = (db: Db) => {
  const itemsOfKept = (activityId: number, filter: ResponseFilter, ...more: (SQL | undefined)[]) =>
    and(eq(items.activityId, activityId), kept(db, activityId, filter), ...more);

  const textWhere = (q: TextQuery) =>
    itemsOfKept(
      q.activityId,
      q.filter,
      eq(items.questionKey, q.questionKey),
      eq(items.optionKey, q.optionKey),
      ne(items.text, ''),
      q.keywords ? ilike(items.text, containing(q.keywords)) : undefined,
    );

  return {
    total: async (activityId: number, filter: ResponseFilter) =>
      (
        await db
          .select({ n: count() })
          .from(responses)
          .where(kept(db, activityId, filter))
      )[0]?.n ?? 0,

    /** Responses per Asia/Shanghai day (the response's own day column), oldest first. */
    daily: (activityId: number, filter: ResponseFilter) =>
      db
        .select({ day: responses.day, responses: count() })
        .from(responses)
        .where(kept(db, activityId, filter))
        .groupBy(responses.day)
        .orderBy(asc(responses.day)),

    /** Per question: responses with any item, and typed (or uploaded) texts. */
    questionTotals: (activityId: number, filter: ResponseFilter) =>
      db
        .select({
          questionKey: items.questionKey,
          answered: countDistinct(items.responseId),
          texts: sql<number>`count(*) filter (where ${items.optionKey} = '' and ${items.text} <> '')`.mapWith(Number),
        })
        .from(items)
        .innerJoin(responses, eq(responses.id, items.responseId))
        .where(itemsOfKept(activityId, filter))
        .groupBy(items.questionKey),

    /**
     * Picks per question, option and matrix row (a rating's point is its option); the average position serves
     * ranking questions.
     */
    picks: (activityId: number, filter: ResponseFilter) =>
      db
        .select({
          questionKey: items.questionKey,
          optionKey: items.optionKey,
          rowKey: items.rowKey,
          picks: count(),
          avgPosition: sql<number | null>`avg(${items.position})`.mapWith((v) => (v === null ? null : Number(v))),
        })
        .from(items)
        .innerJoin(responses, eq(responses.id, items.responseId))
        .where(itemsOfKept(activityId, filter, ne(items.optionKey, '')))
        .groupBy(items.questionKey, items.optionKey, items.rowKey),

    textCount: async (q: TextQuery) =>
      (
        await db
          .select({ n: count() })
          .from(items)
          .innerJoin(responses, eq(responses.id, items.responseId))
          .where(textWhere(q))
      )[0]?.n ?? 0,

    /** One page of texts, newest response first. */
    texts: (q: TextQuery, page: { offset: number; limit: number }) =>
      db
        .select({
          responseId: items.responseId,
          text: items.text,
          name: participants.name,
          createdAt: responses.createdAt,
        })
        .from(items)
        .innerJoin(responses, eq(responses.id, items.responseId))
        .leftJoin(participants, eq(participants.id, responses.participantId))
        .where(textWhere(q))
        .orderBy(desc(responses.createdAt), desc(items.id))
        .offset(page.offset)
        .limit(page.limit),
  };
};
