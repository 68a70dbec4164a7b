import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { activities } from '../activity/index.js';
import { votes } from '../vote/index.js';

/** The questionnaire lives in the activity's settings; the vote pages write their part of the same object. */
export const surveyRepository = (db: Db) => ({
  /** The settings as stored, locked, so a save and a vote-settings save never overwrite each other's part. */
  lockedSettings: async (activityId: number) =>
    (
      await db
        .select({ settings: activities.settings })
        .from(activities)
        .where(eq(activities.id, activityId))
        .for('update')
    )[0]?.settings ?? {},
  saveSettings: (activityId: number, settings: Record<string, unknown>) =>
    db.update(activities).set({ settings }).where(eq(activities.id, activityId)),
  hasVotes: async (activityId: number) =>
    (await db.select({ id: votes.id }).from(votes).where(eq(votes.activityId, activityId)).limit(1)).length > 0,
});
