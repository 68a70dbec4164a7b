import { questionTypes } from '@app/contract';
import { boolean, index, integer, jsonb, pgTable, real, text } from 'drizzle-orm/pg-core';
import { rowColumns } from '../../db/columns.js';

/**
 * Question banks. Public banks are the platform's (no tenant, no organiser, read-only, grouped by topic);
 * private ones carry tenant_id and customer_id like every organiser's row.
 */
export const questionBanks = pgTable(
  'question_banks',
  {
    ...rowColumns,
    tenantId: integer(),
    customerId: integer(),
    isPublic: boolean().notNull().default(false),
    /** Stable key of a seeded public bank, so seeding again updates instead of duplicating. */
    code: text(),
    topic: text().notNull().default(''),
    name: text().notNull(),
    description: text().notNull().default(''),
    questionCount: integer().notNull().default(0),
  },
  (t) => [index().on(t.tenantId, t.customerId, t.id), index().on(t.isPublic, t.topic), index().on(t.code)],
);

export type QuestionOptionValue = { key: string; text: string; image: string };

export const questions = pgTable(
  'questions',
  {
    ...rowColumns,
    bankId: integer().notNull(),
    /** Copied from the bank, so ownership is checked on the question row itself. */
    tenantId: integer(),
    customerId: integer(),
    type: text({ enum: questionTypes }).notNull(),
    stem: text().notNull(),
    options: jsonb().$type<QuestionOptionValue[]>().notNull().default([]),
    answer: jsonb().$type<string[]>().notNull().default([]),
    blanks: jsonb().$type<string[][]>().notNull().default([]),
    explanation: text().notNull().default(''),
    difficulty: integer().notNull().default(1),
    tags: jsonb().$type<string[]>().notNull().default([]),
    score: real().notNull().default(1),
    image: text().notNull().default(''),
    audio: text().notNull().default(''),
    video: text().notNull().default(''),
    sort: integer().notNull().default(0),
  },
  (t) => [index().on(t.bankId, t.sort, t.id), index().on(t.tenantId, t.customerId)],
);
