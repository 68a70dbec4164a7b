import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { activities } from './activity.table.js';

export type ActivityRecord = typeof activities.$inferSelect;

/**
 * The caller's organiser's activity, or ACTIVITY_NOT_FOUND (also for another organiser's, so ids reveal
 * nothing). With `kind`, an activity of another kind answers ACTIVITY_KIND_MISMATCH.
 */
export const ownActivity = async (db: Db, user: CurrentUser, activityId: number, kind?: number) => {
  const [row] = await db
    .select()
    .from(activities)
    .where(
      and(
        eq(activities.id, activityId),
        eq(activities.tenantId, user.tenantId),
        eq(activities.customerId, user.ownerId),
        isNull(activities.deletedAt),
      ),
    );
  if (!row) throw new AppError('ACTIVITY_NOT_FOUND');
  if (kind !== undefined && row.kind !== kind) throw new AppError('ACTIVITY_KIND_MISMATCH');
  return row;
};
