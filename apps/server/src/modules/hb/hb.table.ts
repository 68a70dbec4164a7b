import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { ownerColumns, rowColumns } from '../../db/columns.js';

/**
 * An activity's red-packet rule. Amounts in fen. `paidTotal` is what payouts took from the budget (a failed
 * transfer gives its amount back); claims lock this row, so the budget is never exceeded.
 */
export const hbRules = pgTable('hb_rules', {
  ...rowColumns,
  ...ownerColumns,
  activityId: integer().notNull().unique(),
  enabled: boolean().notNull().default(true),
  mode: text({ enum: ['fixed', 'random'] }).notNull(),
  amount: bigint({ mode: 'number' }).notNull().default(0),
  minAmount: bigint({ mode: 'number' }).notNull().default(0),
  maxAmount: bigint({ mode: 'number' }).notNull().default(0),
  budget: bigint({ mode: 'number' }).notNull(),
  perPerson: integer().notNull().default(1),
  qualify: text({ enum: ['winners', 'top', 'passed'] }).notNull(),
  topN: integer().notNull().default(0),
  wish: text().notNull().default(''),
  paidTotal: bigint({ mode: 'number' }).notNull().default(0),
  paidCount: integer().notNull().default(0),
});

/**
 * One red packet to one participant: taken from the red-packet balance (a ledger row) before its transfer is
 * asked for; `seq` numbers a participant's payouts in the activity, so none is recorded twice.
 */
export const hbPayouts = pgTable(
  'hb_payouts',
  {
    ...rowColumns,
    ...ownerColumns,
    activityId: integer().notNull(),
    participantId: integer().notNull(),
    seq: integer().notNull(),
    /** The transfer's out_batch_no: WeChat Pay takes one number once. */
    outNo: text().notNull().unique(),
    amount: bigint({ mode: 'number' }).notNull(),
    status: text({ enum: ['pending', 'paid', 'failed'] })
      .notNull()
      .default('pending'),
    channel: text({ enum: ['sandbox', 'wechatpay'] }).notNull(),
    merchantId: integer(),
    openid: text().notNull().default(''),
    batchId: text().notNull().default(''),
    failReason: text().notNull().default(''),
    paidAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique().on(t.activityId, t.participantId, t.seq),
    index().on(t.tenantId, t.customerId, t.activityId, t.id),
    // The reconciler's scan: only the few payouts still waiting for their transfer's outcome.
    index('hb_payouts_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);
