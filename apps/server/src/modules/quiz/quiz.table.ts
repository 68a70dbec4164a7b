import type { QuestionType } from '@app/contract';
import { boolean, index, integer, jsonb, pgTable, real, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { ownerColumns, rowColumns } from '../../db/columns.js';

/** A question as it was drawn into an attempt: later edits to its bank do not change a taken attempt. */
export type DrawnQuestion = {
  questionId: number;
  type: QuestionType;
  stem: string;
  options: { key: string; text: string; image: string }[];
  answer: string[];
  blanks: string[][];
  explanation: string;
  score: number;
  image: string;
  audio: string;
  video: string;
};

/** One go at the quiz (one level of it in checkpoint mode). */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    ...rowColumns,
    ...ownerColumns,
    activityId: integer().notNull(),
    participantId: integer().notNull(),
    level: integer().notNull().default(1),
    /** Asia/Shanghai calendar day the attempt started, YYYY-MM-DD: daily limits count by it. */
    day: text().notNull(),
    questions: jsonb().$type<DrawnQuestion[]>().notNull(),
    status: text({ enum: ['open', 'finished'] })
      .notNull()
      .default('open'),
    score: real().notNull().default(0),
    fullScore: real().notNull().default(0),
    correctCount: integer().notNull().default(0),
    total: integer().notNull().default(0),
    passed: boolean().notNull().default(false),
    leaves: integer().notNull().default(0),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    deadlineAt: timestamp({ withTimezone: true }),
    submittedAt: timestamp({ withTimezone: true }),
    durationMs: integer().notNull().default(0),
  },
  (t) => [
    index().on(t.activityId, t.participantId, t.day),
    index().on(t.activityId, t.status, t.score),
    // Ends in id so that an export's keyset pages (id > last, by id) are each one short range of this index.
    index().on(t.tenantId, t.customerId, t.activityId, t.id),
    // Answer records: their order, then every column their filters read, so a deep page is an index-only scan.
    index('quiz_attempts_records_idx').on(
      t.activityId,
      t.startedAt,
      t.id,
      t.tenantId,
      t.customerId,
      t.status,
      t.passed,
      t.participantId,
    ),
  ],
);

/** One answer to one question of an attempt; the first answer given is the one that counts. */
export const quizAnswers = pgTable(
  'quiz_answers',
  {
    ...rowColumns,
    activityId: integer().notNull(),
    attemptId: integer().notNull(),
    participantId: integer().notNull(),
    questionIndex: integer().notNull(),
    questionId: integer().notNull(),
    answer: jsonb().$type<string[]>().notNull(),
    correct: boolean().notNull(),
    score: real().notNull().default(0),
  },
  (t) => [unique().on(t.attemptId, t.questionIndex), index().on(t.activityId, t.questionId)],
);

/** An activity's PK mode settings. */
export const pkConfigs = pgTable('pk_configs', {
  ...rowColumns,
  ...ownerColumns,
  activityId: integer().notNull().unique(),
  enabled: boolean().notNull().default(false),
  title: text().notNull().default('答题PK'),
  rules: text().notNull().default(''),
  background: text().notNull().default(''),
  dayMax: integer().notNull().default(10),
});

/** PK levels, taken in `sort` order: clearing one opens the next. */
export const pkLevels = pgTable(
  'pk_levels',
  {
    ...rowColumns,
    ...ownerColumns,
    activityId: integer().notNull(),
    name: text().notNull(),
    questionCount: integer().notNull(),
    winCorrect: integer().notNull(),
    timeLimit: integer().notNull().default(60),
    sort: integer().notNull().default(0),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.activityId, t.sort)],
);

/** A house challenger set by the organiser, or a participant's match at a level (with its drawn questions). */
export const pkChallenges = pgTable(
  'pk_challenges',
  {
    ...rowColumns,
    ...ownerColumns,
    activityId: integer().notNull(),
    levelId: integer().notNull(),
    kind: text({ enum: ['house', 'match'] }).notNull(),
    /** Null for a house challenger. */
    participantId: integer(),
    name: text().notNull().default(''),
    day: text().notNull().default(''),
    questions: jsonb().$type<DrawnQuestion[]>().notNull().default([]),
    status: text({ enum: ['open', 'won', 'lost', 'void'] })
      .notNull()
      .default('open'),
    correctCount: integer().notNull().default(0),
    total: integer().notNull().default(0),
    durationMs: integer().notNull().default(0),
    /** The run this match was against, as it stood when the match started. */
    opponentId: integer(),
    opponentName: text().notNull().default(''),
    opponentCorrect: integer(),
    opponentDurationMs: integer(),
    startedAt: timestamp({ withTimezone: true }),
    deadlineAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.activityId, t.levelId, t.status, t.correctCount),
    index().on(t.activityId, t.participantId, t.day),
  ],
);

/** One answer of a PK match; the first answer to a question is the one that counts. */
export const pkAnswers = pgTable(
  'pk_answers',
  {
    ...rowColumns,
    challengeId: integer().notNull(),
    questionIndex: integer().notNull(),
    answer: jsonb().$type<string[]>().notNull(),
    correct: boolean().notNull(),
  },
  (t) => [unique().on(t.challengeId, t.questionIndex)],
);
