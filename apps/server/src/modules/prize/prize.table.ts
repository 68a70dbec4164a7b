import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { ownerColumns, rowColumns } from '../../db/columns.js';

export const prizeTurns = pgTable(
  'prize_turns',
  {
    ...rowColumns,
    ...ownerColumns,
    activityId: integer().notNull(),
    name: text().notNull(),
    needPass: boolean().notNull().default(true),
    dayLimit: integer().notNull().default(1),
    totalLimit: integer().notNull().default(0),
    status: text({ enum: ['on', 'off'] })
      .notNull()
      .default('on'),
    sort: integer().notNull().default(0),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.activityId)],
);

export const prizeGoods = pgTable(
  'prize_goods',
  {
    ...rowColumns,
    ...ownerColumns,
    activityId: integer().notNull(),
    turnId: integer().notNull(),
    name: text().notNull(),
    image: text().notNull().default(''),
    /** Left to win; a draw takes one with a guarded UPDATE, so it never goes below zero. */
    stock: integer().notNull().default(0),
    won: integer().notNull().default(0),
    /** Chance per draw in hundredths of a percent (0-10000). */
    chance: integer().notNull().default(0),
    sort: integer().notNull().default(0),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.turnId, t.sort)],
);

/**
 * Every draw, won or not: what was drawn (the CSPRNG's roll out of 10000), from which pool, and when.
 * A win carries the goods and a redemption code.
 */
export const prizeDraws = pgTable(
  'prize_draws',
  {
    ...rowColumns,
    ...ownerColumns,
    activityId: integer().notNull(),
    turnId: integer().notNull(),
    participantId: integer().notNull(),
    /** Asia/Shanghai calendar day, YYYY-MM-DD: daily limits count by it. */
    day: text().notNull(),
    roll: integer().notNull(),
    /** The pool as it stood: goods id, chance and stock, for audit. */
    pool: text().notNull(),
    goodsId: integer(),
    goodsName: text().notNull().default(''),
    turnName: text().notNull().default(''),
    code: text().unique(),
    redeemedAt: timestamp({ withTimezone: true }),
    redeemedBy: integer(),
  },
  (t) => [
    index().on(t.activityId, t.participantId, t.turnId, t.day),
    index().on(t.activityId, t.goodsId),
    // The wins (draws with a code), ending in id so that the winners export's keyset pages are each one short range.
    index('prize_draws_wins_idx').on(t.activityId, t.id).where(sql`${t.code} is not null`),
  ],
);

/** One-time answer codes the organiser hands out; when required, joining takes an unused one. */
export const answerCodes = pgTable(
  'answer_codes',
  {
    ...rowColumns,
    ...ownerColumns,
    activityId: integer().notNull(),
    code: text().notNull(),
    batch: text().notNull().default(''),
    participantId: integer(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [unique().on(t.activityId, t.code), index().on(t.activityId, t.usedAt)],
);

export const answerCodeConfigs = pgTable('answer_code_configs', {
  ...rowColumns,
  ...ownerColumns,
  activityId: integer().notNull().unique(),
  required: boolean().notNull().default(false),
});
