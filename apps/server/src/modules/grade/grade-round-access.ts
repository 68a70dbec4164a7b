import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { gradeRounds } from './grade.table.js';
import { ownGrade } from './grade-activity.js';

export type GradeRoundRow = typeof gradeRounds.$inferSelect;

/**
 * The caller's round and its activity, for the calls that name a round alone: GRADE_ROUND_NOT_FOUND for a round of
 * another organiser as for a missing one, so ids reveal nothing.
 */
export const ownRound = async (db: Db, user: CurrentUser, roundId: number) => {
  const [round] = await db
    .select()
    .from(gradeRounds)
    .where(
      and(
        eq(gradeRounds.id, roundId),
        eq(gradeRounds.tenantId, user.tenantId),
        eq(gradeRounds.customerId, user.ownerId),
      ),
    );
  if (!round) throw new AppError('GRADE_ROUND_NOT_FOUND');
  return { activity: await ownGrade(db, user, round.activityId), round };
};
