import type { SurveyAnswers } from '@app/contract';
import { index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { ownerColumns, rowColumns } from '../../db/columns.js';

/**
 * One submitted questionnaire. `submission_id` is the page's id for one filled form, so a retried submit finds
 * the first response instead of adding a second. Deleted responses stay out of statistics, exports and limits.
 */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    ...rowColumns,
    ...ownerColumns,
    activityId: integer().notNull(),
    participantId: integer().notNull(),
    submissionId: text().notNull(),
    deviceId: text().notNull().default(''),
    ip: text().notNull().default(''),
    /** Asia/Shanghai day of the submit (YYYY-MM-DD), for daily limits and the daily chart. */
    day: text().notNull(),
    answers: jsonb().$type<SurveyAnswers>().notNull().default({}),
    /** Null unless the form scores. */
    score: integer(),
    durationMs: integer().notNull().default(0),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique().on(t.activityId, t.participantId, t.submissionId),
    index().on(t.activityId, t.createdAt),
    // Ends in id so that an export's keyset pages (id > last, by id) are each one short range of this index.
    index().on(t.activityId, t.id),
    index().on(t.activityId, t.participantId),
    index().on(t.activityId, t.deviceId),
  ],
);

/**
 * The answers of a response, one row per picked option (option_key set; matrix rows as row_key) or typed text
 * (option_key ''), so statistics, cross-filters and text search are plain indexed queries.
 */
export const surveyAnswerItems = pgTable(
  'survey_answer_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    activityId: integer().notNull(),
    responseId: integer().notNull(),
    questionKey: text().notNull(),
    optionKey: text().notNull().default(''),
    /** Matrix: the row the option (column) was picked in. */
    rowKey: text().notNull().default(''),
    /** Ranking: the option's position from 1; rating: the point. */
    position: integer(),
    /** Typed text, or the "other" text of an option. */
    text: text().notNull().default(''),
  },
  (t) => [index().on(t.activityId, t.questionKey, t.optionKey), index().on(t.responseId)],
);
