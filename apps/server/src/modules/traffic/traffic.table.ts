import { bigint, boolean, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { ownerColumns, rowColumns } from '../../db/columns.js';

/**
 * Bytes of uploaded files served to an activity's phone pages, per Asia/Shanghai day and file. The meter adds to
 * a row once a minute with an upsert, so a busy file costs one row a day however often it is fetched.
 */
export const trafficDays = pgTable(
  'traffic_days',
  {
    ...rowColumns,
    ...ownerColumns,
    activityId: integer().notNull(),
    day: text().notNull(),
    /** The storage key of the served file (its URL without /uploads/). */
    fileKey: text().notNull(),
    kind: text({ enum: ['image', 'audio', 'video', 'other'] }).notNull(),
    bytes: bigint({ mode: 'number' }).notNull().default(0),
    requests: integer().notNull().default(0),
  },
  (t) => [unique().on(t.activityId, t.day, t.fileKey), index().on(t.tenantId, t.customerId, t.day, t.activityId)],
);

/**
 * An organiser's traffic balance. A period starts with the first traffic (the free allowance) or with each pack
 * bought, carrying over what was left; the 80 % warning goes out once per period.
 */
export const trafficAccounts = pgTable(
  'traffic_accounts',
  {
    ...rowColumns,
    ...ownerColumns,
    grantedBytes: bigint({ mode: 'number' }).notNull(),
    usedBytes: bigint({ mode: 'number' }).notNull().default(0),
    warned: boolean().notNull().default(false),
    periodStartedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [unique().on(t.tenantId, t.customerId)],
);
