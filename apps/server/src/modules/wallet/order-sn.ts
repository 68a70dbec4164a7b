import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { orders } from '../order/index.js';

type OwnedOrderRef = { tenantId: PgColumn; customerId: PgColumn; orderId: PgColumn };

/** Joins the order a row names, only when it belongs to the same organiser. */
export const sameOwnerOrder = (row: OwnedOrderRef): SQL =>
  and(eq(orders.id, row.orderId), eq(orders.tenantId, row.tenantId), eq(orders.customerId, row.customerId))!;

/** The joined order's number, '' when the row names none. */
export const orderSnColumn = sql<string>`coalesce(${orders.orderSn}, '')`;
