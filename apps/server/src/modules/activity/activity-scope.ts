import { and, type Column, eq, getTableName, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ActivityRecord } from './own-activity.js';

type OwnedTable = { tenantId: PgColumn; customerId: PgColumn; activityId: PgColumn };

/** Rows of one activity: its organiser's (tenant and customer) and its activity's, as every query of a kind's rows filters. */
export const ofActivity = (table: OwnedTable, activity: Pick<ActivityRecord, 'id' | 'tenantId' | 'customerId'>) =>
  and(
    eq(table.tenantId, activity.tenantId),
    eq(table.customerId, activity.customerId),
    eq(table.activityId, activity.id),
  );

/** The owner columns a new row of the activity carries. */
export const activityOwner = (activity: Pick<ActivityRecord, 'id' | 'tenantId' | 'customerId'>) => ({
  tenantId: activity.tenantId,
  customerId: activity.customerId,
  activityId: activity.id,
});

/** The database's name of a column: the schema names columns by their TypeScript keys and Drizzle's casing maps them. */
const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * A column named with its table, for correlated subqueries: a query without joins names its columns bare, and a
 * bare "id" inside the subquery would be the subquery's own.
 */
export const qualified = (column: Column) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(snakeCase(column.name))}`;
