import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customers } from '../customer/index.js';
import { invoices, orders } from './order.table.js';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceStatus = InvoiceRow['status'];
type Owner = { tenantId: number; customerId: number };
type Paging = { page: number; limit: number };

/** Orders that may go on an invoice: paid through a provider, for money. The balance was invoiced when topped up. */
const paidOnline = (owner: Owner) =>
  and(
    eq(orders.tenantId, owner.tenantId),
    eq(orders.customerId, owner.customerId),
    eq(orders.status, 'paid'),
    ne(orders.payMethod, 'balance'),
    ne(orders.payMethod, ''),
    gt(orders.amount, 0),
    // A union order's parts are invoiced as the union, never once more on their own.
    isNull(orders.unionId),
  );

const count = sql<number>`count(*)::int`;

export const invoiceRepository = (db: Db) => ({
  invoiceableOrders: async (owner: Owner, paging: Paging) => {
    const where = and(paidOnline(owner), isNull(orders.invoiceId));
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.id))
        .limit(paging.limit)
        .offset((paging.page - 1) * paging.limit),
      db.select({ n: count }).from(orders).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** The owner's orders among these numbers that may be invoiced, whether or not they already are. */
  paidOnlineBySn: (owner: Owner, orderSns: string[]) =>
    db
      .select()
      .from(orders)
      .where(and(paidOnline(owner), inArray(orders.orderSn, orderSns))),

  insert: async (row: Omit<typeof invoices.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>) =>
    (await db.insert(invoices).values(row).returning())[0]!,

  /** Puts the orders on the invoice unless another invoice holds them; answers how many it took. */
  claimOrders: async (owner: Owner, orderIds: number[], invoiceId: number) =>
    (
      await db
        .update(orders)
        .set({ invoiceId })
        .where(
          and(
            eq(orders.tenantId, owner.tenantId),
            eq(orders.customerId, owner.customerId),
            inArray(orders.id, orderIds),
            isNull(orders.invoiceId),
          ),
        )
        .returning({ id: orders.id })
    ).length,

  page: async (owner: Owner, paging: Paging) => {
    const where = and(eq(invoices.tenantId, owner.tenantId), eq(invoices.customerId, owner.customerId));
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(invoices)
        .where(where)
        .orderBy(desc(invoices.id))
        .limit(paging.limit)
        .offset((paging.page - 1) * paging.limit),
      db.select({ n: count }).from(invoices).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** The order numbers on each of these invoices of the site. */
  orderSnsOf: async (tenantId: number, invoiceIds: number[]) => {
    const byInvoice = new Map<number, string[]>();
    if (!invoiceIds.length) return byInvoice;
    const rows = await db
      .select({ invoiceId: orders.invoiceId, orderSn: orders.orderSn })
      .from(orders)
      .where(and(eq(orders.tenantId, tenantId), inArray(orders.invoiceId, invoiceIds)))
      .orderBy(orders.id);
    for (const r of rows) {
      if (r.invoiceId !== null) byInvoice.set(r.invoiceId, [...(byInvoice.get(r.invoiceId) ?? []), r.orderSn]);
    }
    return byInvoice;
  },

  /** Every invoice of a site with the organiser's phone, for its finance staff. */
  ofTenant: (tenantId: number, status?: InvoiceStatus) =>
    db
      .select({ invoice: invoices, phone: customers.phone })
      .from(invoices)
      .innerJoin(customers, eq(customers.id, invoices.customerId))
      .where(and(eq(invoices.tenantId, tenantId), status ? eq(invoices.status, status) : undefined))
      .orderBy(desc(invoices.id)),

  byId: async (tenantId: number, id: number) =>
    (
      await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.tenantId, tenantId), eq(invoices.id, id)))
    )[0] ?? null,

  /** Decides a pending invoice; answers null when it is not pending (or not the site's). */
  decide: async (tenantId: number, id: number, fields: Pick<InvoiceRow, 'status' | 'remark' | 'issuedAt'>) =>
    (
      await db
        .update(invoices)
        .set(fields)
        .where(and(eq(invoices.tenantId, tenantId), eq(invoices.id, id), eq(invoices.status, 'pending')))
        .returning()
    )[0] ?? null,

  /** Frees a rejected invoice's orders so they can be invoiced again. */
  releaseOrders: (tenantId: number, invoiceId: number) =>
    db
      .update(orders)
      .set({ invoiceId: null })
      .where(and(eq(orders.tenantId, tenantId), eq(orders.invoiceId, invoiceId))),
});
