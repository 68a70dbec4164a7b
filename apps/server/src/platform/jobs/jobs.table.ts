import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { rowColumns } from '../../db/columns.js';

/**
 * Background work kept in the database, so it survives a restart: a runner claims pending jobs (and jobs
 * whose claim ran out, after a crash), runs the handler of their type and records the outcome.
 */
export const jobs = pgTable(
  'jobs',
  {
    ...rowColumns,
    type: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    status: text({ enum: ['pending', 'running', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    /** A running job whose claim is older than this is taken again. */
    claimedUntil: timestamp({ withTimezone: true }),
    result: jsonb().$type<Record<string, unknown>>(),
    error: text().notNull().default(''),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.status, t.claimedUntil)],
);
