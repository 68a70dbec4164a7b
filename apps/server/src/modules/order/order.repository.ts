import type { BalanceKind, OrderStatus, OrderType } from '@app/contract';
import { and, asc, count, desc, eq, gt, ilike, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Owner } from '../wallet/index.js';
import { ledgerEntries } from '../wallet/index.js';
import { orders, payments, refunds } from './order.table.js';

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type OrderInsert = Omit<typeof orders.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
type PaymentInsert = Omit<typeof payments.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
type RefundInsert = Omit<typeof refunds.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export type OrderFilter = { status?: OrderStatus; type?: OrderType; kind?: BalanceKind; orderSnLike?: string };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const ownedBy = (table: typeof orders | typeof payments | typeof refunds | typeof ledgerEntries, o: Owner) =>
  and(eq(table.tenantId, o.tenantId), eq(table.customerId, o.customerId));

/** An unpaid order past its time reads as closed, without a job having to close it. */
const statusIs = (status: OrderStatus, now: Date): SQL | undefined => {
  const expired = and(eq(orders.status, 'unpaid'), lte(orders.expiresAt, now));
  if (status === 'unpaid') return and(eq(orders.status, 'unpaid'), gt(orders.expiresAt, now));
  if (status === 'closed') return or(eq(orders.status, 'closed'), expired);
  return eq(orders.status, status);
};

export const orderRepository = (db: Db) => ({
  insert: async (row: OrderInsert) => (await db.insert(orders).values(row).returning())[0]!,
  byId: async (o: Owner, id: number) =>
    (
      await db
        .select()
        .from(orders)
        .where(and(ownedBy(orders, o), eq(orders.id, id)))
        .limit(1)
    )[0] ?? null,
  bySn: async (o: Owner, orderSn: string) =>
    (
      await db
        .select()
        .from(orders)
        .where(and(ownedBy(orders, o), eq(orders.orderSn, orderSn)))
        .limit(1)
    )[0] ?? null,
  /** Holds the order until the transaction ends, so payments of one order queue up. */
  lockBySn: async (o: Owner, orderSn: string) =>
    (
      await db
        .select()
        .from(orders)
        .where(and(ownedBy(orders, o), eq(orders.orderSn, orderSn)))
        .limit(1)
        .for('update')
    )[0] ?? null,
  lockById: async (o: Owner, id: number) =>
    (
      await db
        .select()
        .from(orders)
        .where(and(ownedBy(orders, o), eq(orders.id, id)))
        .limit(1)
        .for('update')
    )[0] ?? null,
  /** Newest first; a union order's parts are listed with it, not on their own. */
  page: async (o: Owner, filter: OrderFilter, now: Date, paging: { page: number; limit: number }) => {
    const where = and(
      ownedBy(orders, o),
      isNull(orders.unionId),
      filter.status ? statusIs(filter.status, now) : undefined,
      filter.type ? eq(orders.type, filter.type) : undefined,
      filter.kind ? eq(orders.kind, filter.kind) : undefined,
      filter.orderSnLike ? ilike(orders.orderSn, `%${escapeLike(filter.orderSnLike)}%`) : undefined,
    );
    const [rows, totals] = await Promise.all([
      db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.id))
        .limit(paging.limit)
        .offset((paging.page - 1) * paging.limit),
      db.select({ n: count() }).from(orders).where(where),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
  },
  markPaid: async (id: number, paid: { payMethod: string; paidAt: Date }) =>
    (
      await db
        .update(orders)
        .set({ status: 'paid', ...paid })
        .where(eq(orders.id, id))
        .returning()
    )[0]!,
  markClosed: async (id: number, closedAt: Date) =>
    (await db.update(orders).set({ status: 'closed', closedAt }).where(eq(orders.id, id)).returning())[0]!,
  /** The parts of a union order, in the order they were added. */
  partsOf: (o: Owner, unionId: number) =>
    db
      .select()
      .from(orders)
      .where(and(ownedBy(orders, o), eq(orders.unionId, unionId)))
      .orderBy(asc(orders.id)),
  /** Gives a union order's outcome (paid or closed) to all its parts at once. */
  settleParts: (
    unionId: number,
    outcome: { status: 'paid'; payMethod: string; paidAt: Date } | { status: 'closed'; closedAt: Date },
  ) => db.update(orders).set(outcome).where(eq(orders.unionId, unionId)).returning(),

  insertPayment: async (row: PaymentInsert) => (await db.insert(payments).values(row).returning())[0]!,
  /** A payment of the order still waiting for its provider, to hand the same one out again. */
  pendingPayment: async (o: Owner, orderId: number, provider: string) =>
    (
      await db
        .select()
        .from(payments)
        .where(
          and(
            ownedBy(payments, o),
            eq(payments.orderId, orderId),
            eq(payments.provider, provider),
            eq(payments.status, 'pending'),
          ),
        )
        .orderBy(desc(payments.id))
        .limit(1)
    )[0] ?? null,
  paymentByNo: async (tenantId: number, paymentNo: string) =>
    (
      await db
        .select()
        .from(payments)
        .where(and(eq(payments.tenantId, tenantId), eq(payments.paymentNo, paymentNo)))
        .limit(1)
    )[0] ?? null,
  /** Holds the payment, so two deliveries of one notification settle it once. */
  lockPaymentByNo: async (tenantId: number, paymentNo: string) =>
    (
      await db
        .select()
        .from(payments)
        .where(and(eq(payments.tenantId, tenantId), eq(payments.paymentNo, paymentNo)))
        .limit(1)
        .for('update')
    )[0] ?? null,
  settlePayment: async (
    id: number,
    outcome: { status: 'succeeded' | 'failed'; tradeNo: string | null; paidAt: Date | null },
  ) => (await db.update(payments).set(outcome).where(eq(payments.id, id)).returning())[0]!,
  paymentsOf: (o: Owner, orderId: number) =>
    db
      .select()
      .from(payments)
      .where(and(ownedBy(payments, o), eq(payments.orderId, orderId)))
      .orderBy(desc(payments.id)),

  insertRefund: async (row: RefundInsert) => (await db.insert(refunds).values(row).returning())[0]!,
  refundsOf: (o: Owner, orderId: number) =>
    db
      .select()
      .from(refunds)
      .where(and(ownedBy(refunds, o), eq(refunds.orderId, orderId)))
      .orderBy(desc(refunds.id)),
  ledgerOf: (o: Owner, orderId: number) =>
    db
      .select()
      .from(ledgerEntries)
      .where(and(ownedBy(ledgerEntries, o), eq(ledgerEntries.orderId, orderId)))
      .orderBy(desc(ledgerEntries.id)),
});
