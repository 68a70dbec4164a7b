import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { activities } from './activity.table.js';

const dayMs = 86_400_000;

type PublicationOrder = {
  id: number;
  tenantId: number;
  customerId: number;
  activityId: number | null;
  quantity: number;
};

/**
 * Puts a paid activity order's days online, inside the payment's transaction: publishing and renewing both
 * add the days to whatever is left of the paid period, or to now when nothing is.
 */
export const extendPublication = async (tx: Db, order: PublicationOrder, now: Date): Promise<void> => {
  if (!order.activityId) throw new Error(`activity order ${order.id} names no activity`);
  const ofOrder = and(
    eq(activities.id, order.activityId),
    eq(activities.tenantId, order.tenantId),
    eq(activities.customerId, order.customerId),
  );
  const [activity] = await tx.select().from(activities).where(ofOrder).for('update');
  if (!activity) throw new Error(`activity order ${order.id} names activity ${order.activityId}, which is missing`);
  const from = activity.expiresAt && activity.expiresAt > now ? activity.expiresAt : now;
  await tx
    .update(activities)
    .set({
      status: 'published',
      publishedAt: activity.publishedAt ?? now,
      expiresAt: new Date(from.getTime() + order.quantity * dayMs),
    })
    .where(ofOrder);
};
