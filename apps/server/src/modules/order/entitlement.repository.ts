import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customers } from '../customer/index.js';
import type { OrderRow } from './order.repository.js';
import { entitlements, valueServices } from './order.table.js';

const dayMs = 86_400_000;

/** The order fields a grant reads; any paid order row fits. */
type ServiceOrder = Pick<OrderRow, 'id' | 'tenantId' | 'customerId' | 'serviceId' | 'quantity'>;

/** The end of the account's current use of a service, if it is still running. */
const runningUntil = async (tx: Db, order: ServiceOrder, serviceId: number, now: Date) => {
  const [running] = await tx
    .select({ expiresAt: entitlements.expiresAt })
    .from(entitlements)
    .where(
      and(
        eq(entitlements.tenantId, order.tenantId),
        eq(entitlements.customerId, order.customerId),
        eq(entitlements.serviceId, serviceId),
        gt(entitlements.expiresAt, now),
      ),
    )
    .orderBy(desc(entitlements.expiresAt))
    .limit(1);
  return running?.expiresAt ?? null;
};

/**
 * Records what a paid service order gives the account, once per order. Buying a service the account
 * still holds adds the new time after the current end. Runs in the payment's transaction; the account
 * row is locked first so two payments for the same service cannot both start from the same end.
 */
export const grantEntitlement = async (tx: Db, order: ServiceOrder, now: Date): Promise<void> => {
  if (order.serviceId === null) return;
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, order.customerId), eq(customers.tenantId, order.tenantId)))
    .for('update');
  const [service] = await tx
    .select({ durationDays: valueServices.durationDays })
    .from(valueServices)
    .where(and(eq(valueServices.id, order.serviceId), eq(valueServices.tenantId, order.tenantId)));
  if (!service) throw new Error(`order ${order.id} names service ${order.serviceId}, which its site does not have`);
  let expiresAt: Date | null = null;
  if (service.durationDays > 0) {
    const start = (await runningUntil(tx, order, order.serviceId, now)) ?? now;
    expiresAt = new Date(start.getTime() + service.durationDays * order.quantity * dayMs);
  }
  await tx
    .insert(entitlements)
    .values({
      tenantId: order.tenantId,
      customerId: order.customerId,
      serviceId: order.serviceId,
      orderId: order.id,
      quantity: order.quantity,
      expiresAt,
    })
    .onConflictDoNothing({ target: entitlements.orderId });
};

/** The account's services, newest first, with the catalogue's code and name. */
export const entitlementsOf = (db: Db, owner: { tenantId: number; customerId: number }) =>
  db
    .select({
      serviceId: entitlements.serviceId,
      code: valueServices.code,
      name: valueServices.name,
      quantity: entitlements.quantity,
      expiresAt: entitlements.expiresAt,
      createdAt: entitlements.createdAt,
    })
    .from(entitlements)
    .innerJoin(
      valueServices,
      and(eq(valueServices.id, entitlements.serviceId), eq(valueServices.tenantId, entitlements.tenantId)),
    )
    .where(and(eq(entitlements.tenantId, owner.tenantId), eq(entitlements.customerId, owner.customerId)))
    .orderBy(desc(entitlements.id));

export type EntitlementView = Awaited<ReturnType<typeof entitlementsOf>>[number];
