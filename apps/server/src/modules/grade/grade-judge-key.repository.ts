import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { activities } from '../activity/index.js';
import { gradeJudges, gradeRounds, gradeSettings } from './grade.table.js';

/** What a judge's link opens: the judge (not removed), their round, its activity and the activity's settings row. */
export const gradeJudgeKeyRepository = (db: Db) => ({
  find: async (key: string) =>
    (
      await db
        .select({ judge: gradeJudges, round: gradeRounds, activity: activities, settings: gradeSettings })
        .from(gradeJudges)
        .innerJoin(gradeRounds, eq(gradeRounds.id, gradeJudges.roundId))
        .innerJoin(activities, eq(activities.id, gradeJudges.activityId))
        .leftJoin(gradeSettings, eq(gradeSettings.activityId, gradeJudges.activityId))
        .where(and(eq(gradeJudges.key, key), isNull(gradeJudges.removedAt)))
    )[0],
});

export type JudgeOfKey = NonNullable<Awaited<ReturnType<ReturnType<typeof gradeJudgeKeyRepository>['find']>>>;
