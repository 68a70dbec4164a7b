import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../order/index.js';
import type { Owner } from '../wallet/index.js';

/** The activity's own view of its orders: what publishing and renewing it was paid with. */
export const activityRefundRepository = (db: Db) => ({
  /** Held until the transaction ends, so a second refund waits and then finds them refunded. */
  lockPaidOrders: (owner: Owner, activityId: number) =>
    db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.tenantId, owner.tenantId),
          eq(orders.customerId, owner.customerId),
          eq(orders.type, 'activity'),
          eq(orders.activityId, activityId),
          eq(orders.status, 'paid'),
        ),
      )
      .orderBy(orders.id)
      .for('update'),
  markRefunded: (ids: number[]) => db.update(orders).set({ status: 'refunded' }).where(inArray(orders.id, ids)),
});
