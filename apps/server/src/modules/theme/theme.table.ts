import { boolean, index, integer, jsonb, pgTable, real, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { ownerColumns, rowColumns } from '../../db/columns.js';

/** The learning video of an online quiz; no row reads as none. */
export const themeVideos = pgTable('theme_videos', {
  ...rowColumns,
  ...ownerColumns,
  activityId: integer().notNull().unique(),
  enabled: boolean().notNull().default(false),
  title: text().notNull().default(''),
  url: text().notNull().default(''),
  cover: text().notNull().default(''),
  minSeconds: integer().notNull().default(0),
});

/** How much of the video a participant has watched, counted no faster than time passes. */
export const videoViews = pgTable(
  'video_views',
  {
    ...rowColumns,
    activityId: integer().notNull(),
    participantId: integer().notNull(),
    watchedSeconds: real().notNull().default(0),
    lastReportAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [unique().on(t.activityId, t.participantId)],
);

/** The extra questions' page of an online quiz. */
export const morePages = pgTable('more_pages', {
  ...rowColumns,
  ...ownerColumns,
  activityId: integer().notNull().unique(),
  enabled: boolean().notNull().default(false),
  position: text({ enum: ['before', 'after'] })
    .notNull()
    .default('after'),
  title: text().notNull().default(''),
  intro: text().notNull().default(''),
});

export const moreQuestions = pgTable(
  'more_questions',
  {
    ...rowColumns,
    ...ownerColumns,
    activityId: integer().notNull(),
    type: text({ enum: ['single', 'multiple', 'text'] }).notNull(),
    stem: text().notNull(),
    options: jsonb().$type<string[]>().notNull().default([]),
    required: boolean().notNull().default(true),
    sort: integer().notNull().default(0),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.activityId, t.sort)],
);

export const moreAnswers = pgTable(
  'more_answers',
  {
    ...rowColumns,
    activityId: integer().notNull(),
    participantId: integer().notNull(),
    questionId: integer().notNull(),
    answer: jsonb().$type<string[]>().notNull(),
  },
  (t) => [unique().on(t.participantId, t.questionId), index().on(t.activityId, t.questionId)],
);
