import { type GradeField, type GradePages, type GradeRoundSettings, type GradeRule, gradePhases } from '@app/contract';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { ownerColumns, rowColumns } from '../../db/columns.js';

/** Judge scoring's activity-wide settings, one row per activity; each part reads as the contract's defaults. */
export const gradeSettings = pgTable('grade_settings', {
  ...rowColumns,
  ...ownerColumns,
  activityId: integer().notNull().unique(),
  /** The organiser's contestant columns (单位, 作品名称…). */
  fields: jsonb().$type<GradeField[]>().notNull().default([]),
  /** The big screen's and the phone pages' looks (saveBsPhoneConfig), by page. */
  pages: jsonb().$type<Partial<GradePages>>().notNull().default({}),
});

/** A round (初赛, 复赛, 决赛…) with its rule; its items, contestants and judges are its own rows. */
export const gradeRounds = pgTable(
  'grade_rounds',
  {
    ...rowColumns,
    ...ownerColumns,
    activityId: integer().notNull(),
    name: text().notNull(),
    sort: integer().notNull().default(0),
    settings: jsonb().$type<Omit<GradeRoundSettings, 'name'>>().notNull(),
    rule: jsonb().$type<GradeRule>().notNull(),
    /** The round whose top contestants were promoted into this one. */
    fromRoundId: integer(),
  },
  (t) => [index().on(t.activityId, t.sort, t.id)],
);

/** A scoring item of a round: its range, step and weight (values with at most two decimals). */
export const gradeItems = pgTable(
  'grade_items',
  {
    ...rowColumns,
    ...ownerColumns,
    activityId: integer().notNull(),
    roundId: integer().notNull(),
    name: text().notNull(),
    min: doublePrecision().notNull(),
    max: doublePrecision().notNull(),
    step: doublePrecision().notNull(),
    weight: doublePrecision().notNull(),
    description: text().notNull().default(''),
    sort: integer().notNull().default(0),
  },
  (t) => [index().on(t.roundId, t.sort, t.id)],
);

export const gradeGroups = pgTable(
  'grade_groups',
  {
    ...rowColumns,
    ...ownerColumns,
    activityId: integer().notNull(),
    name: text().notNull(),
  },
  (t) => [unique().on(t.activityId, t.name)],
);

/** A contestant of the activity; which rounds they are in, and in which order, is `grade_entries`. */
export const gradeContestants = pgTable(
  'grade_contestants',
  {
    ...rowColumns,
    ...ownerColumns,
    activityId: integer().notNull(),
    name: text().notNull(),
    groupId: integer(),
    photo: text().notNull().default(''),
    description: text().notNull().default(''),
    /** Values of the organiser's fields, by key. */
    values: jsonb().$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [index().on(t.activityId, t.id)],
);

/** A contestant in a round, in the order they go on stage. */
export const gradeEntries = pgTable(
  'grade_entries',
  {
    ...rowColumns,
    ...ownerColumns,
    activityId: integer().notNull(),
    roundId: integer().notNull(),
    contestantId: integer().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [unique().on(t.roundId, t.contestantId), index().on(t.contestantId)],
);

/**
 * A judge of a round, who scores through a link carrying `key`. Revoking a link gives the judge a new key; a removed
 * judge keeps the scores they submitted (`removedAt`), so a result never changes because a judge left the list.
 */
/** A round's judge group (专业评委, 大众评委…) and its weight in the judges' part (grade-result.ts, rule 9). */
export const gradeJudgeGroups = pgTable(
  'grade_judge_groups',
  {
    ...rowColumns,
    ...ownerColumns,
    activityId: integer().notNull(),
    roundId: integer().notNull(),
    name: text().notNull(),
    weight: integer().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [unique().on(t.roundId, t.name), index().on(t.roundId, t.sort, t.id)],
);

export const gradeJudges = pgTable(
  'grade_judges',
  {
    ...rowColumns,
    ...ownerColumns,
    activityId: integer().notNull(),
    roundId: integer().notNull(),
    /** The judge's group in the round; null while the round has none (or before they are put in one). */
    groupId: integer(),
    name: text().notNull(),
    title: text().notNull().default(''),
    sort: integer().notNull().default(0),
    key: text().notNull().unique(),
    removedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.roundId, t.sort, t.id)],
);

/** What an unlock kept of a score before the judge submitted it again. */
export type GradeScoreRevision = {
  items: { item_id: number; score: number }[];
  abstained: boolean;
  comment: string;
  submitted_at: string;
  unlocked_at: string;
  unlocked_by: string;
  reason: string;
};

/**
 * A judge's score of a contestant in a round: submitted once and locked; an unlock (with a reason) lets the judge
 * submit again, and keeps what it replaced in `history`.
 */
export const gradeScores = pgTable(
  'grade_scores',
  {
    ...rowColumns,
    ...ownerColumns,
    activityId: integer().notNull(),
    roundId: integer().notNull(),
    contestantId: integer().notNull(),
    judgeId: integer().notNull(),
    abstained: boolean().notNull().default(false),
    items: jsonb().$type<{ item_id: number; score: number }[]>().notNull().default([]),
    total: doublePrecision().notNull().default(0),
    comment: text().notNull().default(''),
    locked: boolean().notNull().default(true),
    submittedAt: timestamp({ withTimezone: true }).notNull(),
    history: jsonb().$type<GradeScoreRevision[]>().notNull().default([]),
  },
  (t) => [unique().on(t.roundId, t.contestantId, t.judgeId), index().on(t.activityId, t.roundId, t.id)],
);

/** An audience member's score (1…10) of a contestant in a round: one per participant. */
export const gradeAudienceScores = pgTable(
  'grade_audience_scores',
  {
    ...rowColumns,
    ...ownerColumns,
    activityId: integer().notNull(),
    roundId: integer().notNull(),
    contestantId: integer().notNull(),
    participantId: integer().notNull(),
    /** How the back office names who scored (nickname or masked phone), kept at the time of scoring. */
    who: text().notNull().default(''),
    score: integer().notNull(),
  },
  (t) => [unique().on(t.roundId, t.contestantId, t.participantId), index().on(t.activityId, t.roundId, t.id)],
);

/**
 * The stage of a judge-scoring activity, one row per activity beside its live session: it changes only in a
 * transaction that moves the session's version from the one the console showed (as the lottery's stage does).
 */
export const gradeStages = pgTable('grade_stages', {
  ...rowColumns,
  ...ownerColumns,
  activityId: integer().notNull().unique(),
  sessionId: integer().notNull(),
  phase: text({ enum: gradePhases }).notNull().default('idle'),
  roundId: integer(),
  contestantId: integer(),
  /** Entries put on stage so far (grade_entries ids), so the console marks who has been on. */
  shownEntryIds: jsonb().$type<number[]>().notNull().default([]),
});
