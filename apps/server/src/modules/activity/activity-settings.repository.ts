import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { activities } from './activity.table.js';

/**
 * Writes some top-level keys of an activity's settings in one statement, leaving the others as they are, so two
 * pages saving their parts at once (a questionnaire's builder and its vote pages, say) cannot undo each other.
 */
export const mergeActivitySettings = async (db: Db, activityId: number, part: Record<string, unknown>) => {
  const [row] = await db
    .update(activities)
    .set({ settings: sql`${activities.settings} || ${JSON.stringify(part)}::jsonb` })
    .where(eq(activities.id, activityId))
    .returning();
  return row!;
};
