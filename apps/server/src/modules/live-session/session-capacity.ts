import { trialLimits } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { activities } from '../activity/index.js';
import { customers } from '../customer/index.js';

/**
 * Players a session seats at once: the organiser's online capacity once the activity is published, the trial's
 * while it is a draft. Read from a query that joins the activity and its organiser.
 */
export const sessionCapacity = sql<number>`case when ${activities.status} = 'published' then ${customers.onlineNum}
    else ${trialLimits.participants} end`.mapWith(Number);

/** The seats an activity's session takes now (the set-up pages show it before any session exists). */
export const activityCapacity = async (db: Db, activityId: number) =>
  (
    await db
      .select({ n: sessionCapacity })
      .from(activities)
      .innerJoin(customers, eq(customers.id, activities.customerId))
      .where(eq(activities.id, activityId))
  )[0]?.n ?? 0;
