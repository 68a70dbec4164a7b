import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { customers } from '../customer/index.js';
import { orders } from '../order/index.js';
import { orderSnColumn, sameOwnerOrder } from './order-sn.js';
import type { Owner } from './organiser.js';
import { pointsEntries } from './wallet.table.js';

export type PointsRow = typeof pointsEntries.$inferSelect & { orderSn: string };

/** Fen per point: every whole yuan paid earns one point. */
const fenPerPoint = 100;

/**
 * Awards the points a paid order earns. Call it inside the payment's transaction: the UPDATE locks the
 * account row, so the entry's running total follows the previous one whatever runs concurrently.
 */
export const earnPoints = async (
  tx: Db,
  order: { tenantId: number; customerId: number; id: number; amount: number },
): Promise<void> => {
  const points = Math.floor(order.amount / fenPerPoint);
  if (points <= 0) return;
  const [row] = await tx
    .update(customers)
    .set({ points: sql`${customers.points} + ${points}` })
    .where(and(eq(customers.id, order.customerId), eq(customers.tenantId, order.tenantId)))
    .returning({ after: customers.points });
  if (!row) throw new Error(`order ${order.id} names no account ${order.customerId} in tenant ${order.tenantId}`);
  await tx.insert(pointsEntries).values({
    tenantId: order.tenantId,
    customerId: order.customerId,
    points,
    balanceAfter: row.after,
    rule: 'order_paid',
    orderId: order.id,
  });
};

/**
 * Takes points from the account for an exchange, never below zero, and writes the entry with the running total.
 * Inside the exchange's transaction: the UPDATE locks the account row, as earning does.
 */
export const spendPoints = async (tx: Db, owner: Owner, points: number) => {
  const [row] = await tx
    .update(customers)
    .set({ points: sql`${customers.points} - ${points}` })
    .where(
      and(
        eq(customers.id, owner.customerId),
        eq(customers.tenantId, owner.tenantId),
        sql`${customers.points} >= ${points}`,
      ),
    )
    .returning({ after: customers.points });
  if (!row) throw new AppError('POINTS_NOT_ENOUGH');
  await tx.insert(pointsEntries).values({ ...owner, points: -points, balanceAfter: row.after, rule: 'exchange' });
  return row.after;
};

export const pointsRepository = (db: Db) => ({
  /** One organiser's points entries, newest first, each with its order number. */
  page: async (owner: Owner, paging: { page: number; limit: number }) => {
    const where = and(eq(pointsEntries.tenantId, owner.tenantId), eq(pointsEntries.customerId, owner.customerId));
    const [rows, totals] = await Promise.all([
      db
        .select({ ...getTableColumns(pointsEntries), orderSn: orderSnColumn })
        .from(pointsEntries)
        .leftJoin(orders, sameOwnerOrder(pointsEntries))
        .where(where)
        .orderBy(desc(pointsEntries.id))
        .limit(paging.limit)
        .offset((paging.page - 1) * paging.limit),
      db.select({ n: count() }).from(pointsEntries).where(where),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
  },
});
