import { type contract, type GradeJudgeGroup, gradeLimits, type ParsedInputOf } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import type { ActivityRecord } from '../activity/index.js';
import { uniqueOr } from '../auth/index.js';
import { ownGrade } from './grade-activity.js';
import { type GradeJudgeGroupRow, gradeJudgeGroupRepository } from './grade-judge-group.repository.js';
import { gradeRoundRepository } from './grade-round.repository.js';
import { ownRound } from './grade-round-access.js';

type SaveInput = ParsedInputOf<typeof contract.grade.saveJudgeGroup>;

const toJudgeGroup = ({ group, judgeCount }: { group: GradeJudgeGroupRow; judgeCount: number }): GradeJudgeGroup => ({
  id: group.id,
  round_id: group.roundId,
  name: group.name,
  weight: group.weight,
  sort: group.sort,
  judge_count: judgeCount,
});

/**
 * A round's judge groups and their weights (`grade/judgeGroups`, `saveJudgeGroup`, `delJudgeGroup`). They decide how
 * the judges' part is computed, so once a judge has scored the round they stay as scored: only a rename is taken.
 */
export const gradeJudgeGroupService = (deps: Pick<Deps, 'db'>) => {
  const { db } = deps;
  const repo = gradeJudgeGroupRepository(db);

  const groupOf = async (activity: ActivityRecord, id: number) => {
    const found = await repo.one(activity, id);
    if (!found) throw new AppError('GRADE_JUDGE_GROUP_NOT_FOUND');
    return found;
  };
  /** Another organiser's group is as missing as one that never was. */
  const ownGroup = async (user: CurrentUser, id: number) => {
    const found = await repo.owned(user, id);
    if (!found) throw new AppError('GRADE_JUDGE_GROUP_NOT_FOUND');
    const activity = await ownGrade(db, user, found.activityId);
    return { activity, group: found };
  };

  const add = async (activity: ActivityRecord, roundId: number, values: Pick<SaveInput, 'name' | 'weight'>) =>
    db.transaction(async (tx: Db) => {
      const rounds = gradeRoundRepository(tx);
      const groups = gradeJudgeGroupRepository(tx);
      if (!(await rounds.lock(activity, roundId))) throw new AppError('GRADE_ROUND_NOT_FOUND');
      if (await rounds.scored(activity, roundId)) throw new AppError('GRADE_JUDGE_GROUP_SCORED');
      if ((await groups.count(activity, roundId)) >= gradeLimits.judgeGroupsPerRound) {
        throw new AppError('GRADE_JUDGE_GROUP_LIMIT');
      }
      const id = await groups.insert(activity, roundId, values);
      if (!id) throw new AppError('GRADE_JUDGE_GROUP_TAKEN');
      return id;
    });

  return {
    list: async (user: CurrentUser, roundId: number) => {
      const { activity } = await ownRound(db, user, roundId);
      return (await repo.list(activity, roundId)).map(toJudgeGroup);
    },

    /** Adds a group last, or edits group `id` of that round (its weight only while the round is unscored). */
    save: async (user: CurrentUser, { round_id, id, name, weight }: SaveInput) => {
      const { activity } = await ownRound(db, user, round_id);
      if (id === undefined)
        return toJudgeGroup(await groupOf(activity, await add(activity, round_id, { name, weight })));
      const { group } = await groupOf(activity, id);
      if (group.roundId !== round_id) throw new AppError('GRADE_JUDGE_GROUP_NOT_FOUND');
      const reweighs = weight !== group.weight;
      const saved = await uniqueOr('GRADE_JUDGE_GROUP_TAKEN', () =>
        repo.update(activity, id, { name, weight }, reweighs),
      );
      if (!saved) throw new AppError(reweighs ? 'GRADE_JUDGE_GROUP_SCORED' : 'GRADE_JUDGE_GROUP_NOT_FOUND');
      return toJudgeGroup(await groupOf(activity, id));
    },

    remove: async (user: CurrentUser, id: number) => {
      const { activity } = await ownGroup(user, id);
      const removed = await db.transaction((tx: Db) => gradeJudgeGroupRepository(tx).deleteUnscored(activity, id));
      if (!removed) throw new AppError('GRADE_JUDGE_GROUP_SCORED');
      return null;
    },
  };
};
