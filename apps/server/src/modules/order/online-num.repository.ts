import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customers } from '../customer/index.js';
import type { OrderRow } from './order.repository.js';

type CapacityOrder = Pick<OrderRow, 'id' | 'tenantId' | 'customerId' | 'quantity'>;

/** Adds a paid capacity order's participants to the organiser's capacity, in the payment's transaction. */
export const raiseOnlineNum = async (tx: Db, order: CapacityOrder): Promise<void> => {
  const raised = await tx
    .update(customers)
    .set({ onlineNum: sql`${customers.onlineNum} + ${order.quantity}` })
    .where(and(eq(customers.id, order.customerId), eq(customers.tenantId, order.tenantId), isNull(customers.ownerId)))
    .returning({ id: customers.id });
  if (raised.length !== 1) throw new Error(`capacity order ${order.id} belongs to no organiser of its site`);
};

/** How many participants the organiser may have at once. */
export const onlineNumOf = async (db: Db, owner: { tenantId: number; customerId: number }) =>
  (
    await db
      .select({ onlineNum: customers.onlineNum })
      .from(customers)
      .where(and(eq(customers.id, owner.customerId), eq(customers.tenantId, owner.tenantId)))
  )[0]?.onlineNum ?? null;
