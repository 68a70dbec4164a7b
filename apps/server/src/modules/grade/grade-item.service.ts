import { type GradeItemFields, gradeLimits } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { ownGrade } from './grade-activity.js';
import { gradeItemRepository } from './grade-item.repository.js';
import { type GradeItemRow, toGradeItem, toItemValues } from './grade-round.mappers.js';
import { gradeRoundRepository } from './grade-round.repository.js';
import { ownRoundOf } from './grade-round.service.js';
import { ownRound } from './grade-round-access.js';

/** What a stored score was given against: it stays as scored once a judge has scored the round. */
const scoredParts = ['min', 'max', 'step', 'weight'] as const;

/** A round's scoring items (`GradeRound/*ScoringItems`). */
export const gradeItemService = (deps: Pick<Deps, 'db'>) => {
  const { db } = deps;
  const repo = gradeItemRepository(db);

  /** Another organiser's item answers as a missing one. */
  const ownItem = async (user: CurrentUser, id: number) => {
    const item = await repo.owned(user, id);
    if (!item) throw new AppError('GRADE_ITEM_NOT_FOUND');
    return { activity: await ownGrade(db, user, item.activityId), item };
  };

  return {
    list: async (user: CurrentUser, activityId: number, roundId: number) => {
      const { activity } = await ownRoundOf(db, user, activityId, roundId);
      return (await repo.list(activity, roundId)).map(toGradeItem);
    },

    detail: async (user: CurrentUser, id: number) => toGradeItem((await ownItem(user, id)).item),

    /** Added last; a new item would leave every stored score incomplete, so not once the round is scored. */
    add: async (user: CurrentUser, roundId: number, fields: GradeItemFields) => {
      const { activity } = await ownRound(db, user, roundId);
      const item = await db.transaction(async (tx: Db) => {
        const rounds = gradeRoundRepository(tx);
        const items = gradeItemRepository(tx);
        if (!(await rounds.lock(activity, roundId))) throw new AppError('GRADE_ROUND_NOT_FOUND');
        if (await rounds.scored(activity, roundId)) throw new AppError('GRADE_ROUND_SCORED');
        if ((await items.count(activity, roundId)) >= gradeLimits.itemsPerRound) throw new AppError('GRADE_ITEM_LIMIT');
        return items.insert(activity, roundId, toItemValues(fields));
      });
      return toGradeItem(item);
    },

    /** The name and description may always change; the range, step and weight only while nobody has scored. */
    edit: async (user: CurrentUser, id: number, fields: GradeItemFields) => {
      const { activity, item } = await ownItem(user, id);
      const values = toItemValues(fields);
      const rescales = scoredParts.some((part) => values[part] !== item[part]);
      const saved: GradeItemRow | undefined = await repo.update(activity, id, values, rescales);
      if (!saved) throw new AppError(rescales ? 'GRADE_ROUND_SCORED' : 'GRADE_ITEM_NOT_FOUND');
      return toGradeItem(saved);
    },

    remove: async (user: CurrentUser, id: number) => {
      const { activity } = await ownItem(user, id);
      if (!(await repo.deleteUnscored(activity, id))) throw new AppError('GRADE_ROUND_SCORED');
      return null;
    },
  };
};
