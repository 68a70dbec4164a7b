import { type contract, type GradeGroup, gradeLimits, type ParsedInputOf } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { isUniqueViolation } from '../auth/index.js';
import { ownGrade } from './grade-activity.js';
import { type GradeScope, type GroupRow, gradeGroupRepository } from './grade-group.repository.js';

type GroupsInput = ParsedInputOf<typeof contract.gradeActivity.userGroup>;

const toGroup = (row: GroupRow): GradeGroup => ({
  id: row.id,
  activity_id: row.activityId,
  name: row.name,
  contestant_count: row.contestantCount,
});

/** The contestants' groups: a name once per activity, at most gradeLimits.groups of them. */
export const gradeGroupService = (deps: Pick<Deps, 'db'>) => {
  const { db } = deps;
  const repo = gradeGroupRepository(db);

  const groupOf = async (activity: GradeScope, id: number) => {
    const row = await repo.byId(activity, id);
    if (!row) throw new AppError('GRADE_GROUP_NOT_FOUND');
    return row;
  };
  /** The caller's group and its activity: another organiser's group is as missing as one that never was. */
  const ownGroup = async (user: CurrentUser, id: number) => {
    const found = await repo.ofOwner(user, id);
    if (!found) throw new AppError('GRADE_GROUP_NOT_FOUND');
    const activity = await ownGrade(db, user, found.activityId);
    return { activity, group: await groupOf(activity, id) };
  };

  return {
    /** A page of groups, or every group on one page (`is_page` 0). */
    list: async (user: CurrentUser, input: GroupsInput) => {
      const activity = await ownGrade(db, user, input.activity_id);
      const { page, limit } = input;
      if (input.is_page === 0) {
        const { rows, total } = await repo.page(activity, 'all');
        return { list: rows.map(toGroup), total, page: 1, limit: total };
      }
      const { rows, total } = await repo.page(activity, { offset: (page - 1) * limit, limit });
      return { list: rows.map(toGroup), total, page, limit };
    },

    detail: async (user: CurrentUser, id: number) => toGroup((await ownGroup(user, id)).group),

    add: async (user: CurrentUser, activityId: number, name: string) => {
      const activity = await ownGrade(db, user, activityId);
      if ((await repo.count(activity)) >= gradeLimits.groups) throw new AppError('GRADE_GROUP_LIMIT');
      const id = await repo.insert(activity, name);
      if (!id) throw new AppError('GRADE_GROUP_TAKEN');
      return toGroup(await groupOf(activity, id));
    },

    rename: async (user: CurrentUser, id: number, name: string) => {
      const { activity } = await ownGroup(user, id);
      if (await repo.nameTaken(activity, name, id)) throw new AppError('GRADE_GROUP_TAKEN');
      try {
        await repo.rename(activity, id, name);
      } catch (err) {
        // Another save took the name between the check and this one.
        throw isUniqueViolation(err) ? new AppError('GRADE_GROUP_TAKEN') : err;
      }
      return toGroup(await groupOf(activity, id));
    },

    /** Deletes the group; its contestants stay, ungrouped. */
    remove: async (user: CurrentUser, id: number) => {
      const { activity } = await ownGroup(user, id);
      await db.transaction((tx: Db) => gradeGroupRepository(tx).delete(activity, id));
      return null;
    },
  };
};
