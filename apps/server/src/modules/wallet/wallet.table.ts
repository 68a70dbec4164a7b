import { ledgerReasons, pointsRules } from '@app/contract';
import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ownerColumns, rowColumns } from '../../db/columns.js';

/** One row per change of one balance, written in the same transaction as the balance. Amounts in fen. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    ...rowColumns,
    ...ownerColumns,
    kind: text({ enum: ['money', 'dx_money', 'hb_money'] }).notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    balanceBefore: bigint({ mode: 'number' }).notNull(),
    balanceAfter: bigint({ mode: 'number' }).notNull(),
    reason: text({
      enum: ledgerReasons,
    }).notNull(),
    remark: text().notNull().default(''),
    orderId: integer(),
    /** The account that made the change (a staff member acts for the organiser). */
    actorId: integer(),
  },
  (t) => [index().on(t.tenantId, t.customerId, t.kind, t.id), index().on(t.orderId)],
);

/** Points earned and spent; customers.points is their running total. */
export const pointsEntries = pgTable(
  'points_entries',
  {
    ...rowColumns,
    ...ownerColumns,
    points: integer().notNull(),
    balanceAfter: integer().notNull(),
    rule: text({ enum: pointsRules }).notNull(),
    orderId: integer(),
  },
  (t) => [index().on(t.tenantId, t.customerId, t.id)],
);

/** Messages an organiser sent, each paid from the SMS balance. */
export const smsRecords = pgTable(
  'sms_records',
  {
    ...rowColumns,
    ...ownerColumns,
    phone: text().notNull(),
    content: text().notNull(),
    segments: integer().notNull(),
    cost: bigint({ mode: 'number' }).notNull(),
    status: text({ enum: ['sent', 'failed'] }).notNull(),
    actorId: integer(),
  },
  (t) => [index().on(t.tenantId, t.customerId, t.id)],
);
