import { index, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { ownerColumns, rowColumns } from '../../db/columns.js';

/** An organiser's roles; staff accounts point at one. */
export const roles = pgTable(
  'roles',
  {
    ...rowColumns,
    ...ownerColumns,
    name: text().notNull(),
    description: text().notNull().default(''),
    pages: jsonb().$type<string[]>().notNull().default([]),
    actions: jsonb().$type<string[]>().notNull().default([]),
  },
  (t) => [unique().on(t.tenantId, t.customerId, t.name), index().on(t.tenantId, t.customerId)],
);
