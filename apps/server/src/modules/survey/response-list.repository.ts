import type { ResponseFilter } from '@app/contract';
import { and, count, desc, eq, exists, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containing } from '../../db/like.js';
import { participants } from '../activity/index.js';
import type { Owner } from '../wallet/index.js';
import { surveyAnswerItems, surveyResponses } from './survey.table.js';

type Paging = { page: number; limit: number };
/** Keywords match name, phone or unit (the service leaves them empty for an anonymous survey). */
export type ResponseQuery = { keywords: string; filter: ResponseFilter };

/** Responses that picked one of the filter's options in its question: the statistics' cross-filter. */
export const pickedFilter = (db: Db, filter: ResponseFilter): SQL | undefined =>
  filter
    ? exists(
        db
          .select({ id: surveyAnswerItems.id })
          .from(surveyAnswerItems)
          .where(
            and(
              eq(surveyAnswerItems.responseId, surveyResponses.id),
              eq(surveyAnswerItems.questionKey, filter.question_key),
              inArray(surveyAnswerItems.optionKey, filter.option_keys),
            ),
          ),
      )
    : undefined;

const ofActivity = (owner: Owner, activityId: number) =>
  and(
    eq(surveyResponses.tenantId, owner.tenantId),
    eq(surveyResponses.customerId, owner.customerId),
    eq(surveyResponses.activityId, activityId),
    isNull(surveyResponses.deletedAt),
  );

const who = { name: participants.name, phone: participants.phone, unit: participants.unit };

/** The organiser's view of responses: always within their own activity, never deleted ones. */
export const responseListRepository = (db: Db) => ({
  page: async (owner: Owner, activityId: number, query: ResponseQuery, paging: Paging) => {
    const text = query.keywords ? containing(query.keywords) : undefined;
    const where = and(
      ofActivity(owner, activityId),
      text
        ? or(ilike(participants.name, text), ilike(participants.phone, text), ilike(participants.unit, text))
        : undefined,
      pickedFilter(db, query.filter),
    );
    const [rows, totals] = await Promise.all([
      db
        .select({ response: surveyResponses, ...who })
        .from(surveyResponses)
        .innerJoin(participants, eq(participants.id, surveyResponses.participantId))
        .where(where)
        .orderBy(desc(surveyResponses.createdAt), desc(surveyResponses.id))
        .limit(paging.limit)
        .offset((paging.page - 1) * paging.limit),
      db
        .select({ n: count() })
        .from(surveyResponses)
        .innerJoin(participants, eq(participants.id, surveyResponses.participantId))
        .where(where),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
  },
  byId: async (owner: Owner, activityId: number, responseId: number) =>
    (
      await db
        .select({ response: surveyResponses, ...who })
        .from(surveyResponses)
        .innerJoin(participants, eq(participants.id, surveyResponses.participantId))
        .where(and(ofActivity(owner, activityId), eq(surveyResponses.id, responseId)))
    )[0] ?? null,
  softDelete: async (owner: Owner, activityId: number, ids: number[], now: Date) =>
    (
      await db
        .update(surveyResponses)
        .set({ deletedAt: now })
        .where(and(ofActivity(owner, activityId), inArray(surveyResponses.id, ids)))
        .returning({ id: surveyResponses.id })
    ).length,
});
export type ResponseWithWho = NonNullable<Awaited<ReturnType<ReturnType<typeof responseListRepository>['byId']>>>;
