import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ownerColumns, rowColumns } from '../../db/columns.js';

export const activities = pgTable(
  'activities',
  {
    ...rowColumns,
    ...ownerColumns,
    /** 1 online quiz, 2 on-site competition, 3 on-site interactive, 4 survey/vote/form, 5 lottery, 6 judge scoring. */
    kind: integer().notNull(),
    title: text().notNull(),
    cover: text().notNull().default(''),
    status: text({ enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    startTime: timestamp({ withTimezone: true }),
    endTime: timestamp({ withTimezone: true }),
    /** End of the paid period; past it the activity is expired. */
    expiresAt: timestamp({ withTimezone: true }),
    publishedAt: timestamp({ withTimezone: true }),
    joinCount: integer().notNull().default(0),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.tenantId, t.customerId, t.createdAt)],
);
