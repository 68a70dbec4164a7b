import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { rowColumns } from '../../db/columns.js';

/** The operation log: one row per state-changing call by a logged-in user. */
export const operationLogs = pgTable(
  'operation_logs',
  {
    ...rowColumns,
    tenantId: integer().notNull(),
    /** The organiser whose account it is. */
    customerId: integer().notNull(),
    /** Who made the call: the organiser or one of their staff. */
    actorId: integer().notNull(),
    actorPhone: text().notNull().default(''),
    method: text().notNull(),
    pathName: text().notNull(),
    ip: text().notNull().default(''),
  },
  (t) => [index().on(t.tenantId, t.customerId, t.createdAt)],
);
