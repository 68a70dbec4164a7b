import { bigint, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { ownerColumns, rowColumns } from '../../db/columns.js';

/** Everything an organiser pays for. Amounts in fen. */
export const orders = pgTable(
  'orders',
  {
    ...rowColumns,
    ...ownerColumns,
    orderSn: text().notNull().unique(),
    type: text({ enum: ['recharge', 'service', 'online_num', 'activity', 'traffic', 'union'] }).notNull(),
    title: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    status: text({ enum: ['unpaid', 'paid', 'closed', 'refunded'] })
      .notNull()
      .default('unpaid'),
    payMethod: text().notNull().default(''),
    /** The balance a top-up credits. */
    kind: text({ enum: ['money', 'dx_money', 'hb_money'] }),
    serviceId: integer(),
    /** The activity an activity order publishes or renews; quantity is then the days bought. */
    activityId: integer(),
    /** Units bought: service units, participants for online capacity, or gigabytes of traffic. */
    quantity: integer().notNull().default(1),
    /** The union order this one is a part of: it is paid, closed and invoiced only through that order. */
    unionId: integer(),
    /** Set once: an order is invoiced at most once. */
    invoiceId: integer(),
    actorId: integer(),
    paidAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.tenantId, t.customerId, t.id), index().on(t.invoiceId), index().on(t.unionId)],
);

/** Attempts to pay an order through a provider; a provider's trade number is credited once. */
export const payments = pgTable(
  'payments',
  {
    ...rowColumns,
    ...ownerColumns,
    orderId: integer().notNull(),
    paymentNo: text().notNull().unique(),
    provider: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    status: text({ enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    /** The provider's trade number; null until its notification arrives (unique per provider once set). */
    tradeNo: text(),
    paidAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.orderId), unique().on(t.provider, t.tradeNo)],
);

export const refunds = pgTable(
  'refunds',
  {
    ...rowColumns,
    ...ownerColumns,
    orderId: integer().notNull(),
    refundNo: text().notNull().unique(),
    amount: bigint({ mode: 'number' }).notNull(),
    reason: text().notNull().default(''),
    status: text({ enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
  },
  (t) => [index().on(t.orderId)],
);

/** The tenant's catalogue of value-added services (seeded, editable with the tenant CLI). */
export const valueServices = pgTable(
  'value_services',
  {
    ...rowColumns,
    tenantId: integer().notNull(),
    code: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    price: bigint({ mode: 'number' }).notNull(),
    durationDays: integer().notNull().default(0),
    unit: text().notNull().default('年'),
    sort: integer().notNull().default(0),
    status: text({ enum: ['on', 'off'] })
      .notNull()
      .default('on'),
  },
  (t) => [unique().on(t.tenantId, t.code)],
);

/** What a paid service order gave the account. */
export const entitlements = pgTable(
  'entitlements',
  {
    ...rowColumns,
    ...ownerColumns,
    serviceId: integer().notNull(),
    orderId: integer().notNull().unique(),
    quantity: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.tenantId, t.customerId)],
);

export const invoices = pgTable(
  'invoices',
  {
    ...rowColumns,
    ...ownerColumns,
    title: text().notNull(),
    taxNo: text().notNull().default(''),
    email: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    status: text({ enum: ['pending', 'issued', 'rejected'] })
      .notNull()
      .default('pending'),
    remark: text().notNull().default(''),
    issuedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.tenantId, t.customerId, t.id)],
);
