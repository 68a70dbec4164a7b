import type { GradeScore } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { ownGrade } from './grade-activity.js';
import { toGradeScore } from './grade-score.mappers.js';
import { gradeScoreRepository } from './grade-score.repository.js';
import { publishGradeStage } from './grade-stage.service.js';

/**
 * The host lets a judge submit a score again (`grade/unlock`); what it held is kept with the reason and who. The
 * stage moves (the judge is scoring again), so the screens and the judge's phone hear it.
 */
export const gradeUnlockService = (deps: Pick<Deps, 'db' | 'clock' | 'bus' | 'log'>) => {
  const { db, clock } = deps;
  const scores = gradeScoreRepository(db);

  return {
    unlock: async (user: CurrentUser, scoreId: number, reason: string): Promise<GradeScore> => {
      const found = await scores.ofOwner({ tenantId: user.tenantId, customerId: user.ownerId }, scoreId);
      if (!found) throw new AppError('GRADE_SCORE_NOT_FOUND');
      const activity = await ownGrade(db, user, found.activityId);
      const unlocked = await scores.unlock(
        activity,
        scoreId,
        { accountId: user.id, phone: user.phone },
        reason,
        clock(),
      );
      if (!unlocked) throw new AppError('GRADE_SCORE_NOT_LOCKED');
      publishGradeStage(deps, activity);
      const { score, judgeName } = (await scores.one(activity, scoreId))!;
      return toGradeScore(score, judgeName);
    },
  };
};
