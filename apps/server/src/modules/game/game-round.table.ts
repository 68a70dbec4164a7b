import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ownerColumns, rowColumns } from '../../db/columns.js';

/**
 * A round of an on-site quiz: bank questions in play order with how they are timed and scored. A session
 * copies the rounds' questions when it starts, so editing a bank during an event changes nothing on stage.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    ...rowColumns,
    ...ownerColumns,
    activityId: integer().notNull(),
    name: text().notNull(),
    sort: integer().notNull().default(0),
    questionIds: jsonb().$type<number[]>().notNull().default([]),
    seconds: integer().notNull().default(20),
    pointsMode: text({ enum: ['fixed', 'speed'] })
      .notNull()
      .default('speed'),
    basePoints: integer().notNull().default(1000),
    streakBonus: boolean().notNull().default(true),
  },
  (t) => [index().on(t.activityId, t.sort, t.id)],
);
