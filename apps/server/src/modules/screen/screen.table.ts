import { integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { ownerColumns, rowColumns } from '../../db/columns.js';

/** Each activity's big-screen passcode; within a site no two activities share one. */
export const screenPasscodes = pgTable(
  'screen_passcodes',
  {
    ...rowColumns,
    ...ownerColumns,
    activityId: integer().notNull().unique(),
    pwd: text().notNull(),
  },
  (t) => [unique().on(t.tenantId, t.pwd)],
);
