import { type contract, gradeLimits, type ParsedInputOf } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { activityOwner } from '../activity/index.js';
import { ownGrade } from './grade-activity.js';
import { toContestant, toContestantChanges } from './grade-contestant.mappers.js';
import { type ContestantRow, gradeContestantRepository } from './grade-contestant.repository.js';
import { contestantChecks } from './grade-contestant-checks.js';
import { gradeContestantRoundsRepository } from './grade-contestant-rounds.repository.js';
import { type GradeScope, gradeGroupRepository } from './grade-group.repository.js';

type ListInput = ParsedInputOf<typeof contract.gradeActivity.userList>;
type AddInput = ParsedInputOf<typeof contract.gradeActivity.addUser>;
type EditInput = ParsedInputOf<typeof contract.gradeActivity.editUser>;

/** The contestants of an activity: their details, group and rounds. */
export const gradeContestantService = (deps: Pick<Deps, 'db'>) => {
  const { db } = deps;
  const repo = gradeContestantRepository(db);
  const checks = contestantChecks(db);

  /** The contestants as the contract shows them, with their group's name and their rounds. */
  const shown = async (activity: GradeScope, rows: ContestantRow[]) => {
    const groupIds = [...new Set(rows.flatMap((r) => (r.groupId ? [r.groupId] : [])))];
    const [names, rounds] = await Promise.all([
      gradeGroupRepository(db).names(activity, groupIds),
      gradeContestantRoundsRepository(db).of(
        activity,
        rows.map((r) => r.id),
      ),
    ]);
    return rows.map((r) => toContestant(r, (r.groupId && names.get(r.groupId)) || '', rounds.get(r.id) ?? []));
  };
  const showOne = async (activity: GradeScope, id: number) => {
    const row = await repo.byId(activity, id);
    if (!row) throw new AppError('GRADE_CONTESTANT_NOT_FOUND');
    return (await shown(activity, [row]))[0]!;
  };
  /** The caller's contestant's activity: another organiser's contestant is as missing as one that never was. */
  const ownContestant = async (user: CurrentUser, id: number) => {
    const found = await repo.ofOwner(user, id);
    if (!found) throw new AppError('GRADE_CONTESTANT_NOT_FOUND');
    const activity = await ownGrade(db, user, found.activityId);
    const row = await repo.byId(activity, id);
    if (!row) throw new AppError('GRADE_CONTESTANT_NOT_FOUND');
    return { activity, row };
  };

  return {
    list: async (user: CurrentUser, input: ListInput) => {
      const activity = await ownGrade(db, user, input.activity_id);
      const { page, limit } = input;
      const filter = { roundId: input.round_id, groupId: input.group_id, keyword: input.keyword };
      const found = await repo.page(activity, filter, { offset: (page - 1) * limit, limit });
      return { list: await shown(activity, found.rows), total: found.total, page, limit };
    },

    detail: async (user: CurrentUser, id: number) => {
      const { activity, row } = await ownContestant(user, id);
      return (await shown(activity, [row]))[0]!;
    },

    /** Adds a contestant, last in each of their rounds. */
    add: async (user: CurrentUser, input: AddInput) => {
      const activity = await ownGrade(db, user, input.activity_id);
      const roundIds = await checks.fields(activity, input);
      if ((await repo.count(activity)) >= gradeLimits.contestants) throw new AppError('GRADE_CONTESTANT_LIMIT');
      const id = await db.transaction(async (tx: Db) => {
        const row = await gradeContestantRepository(tx).insert({
          ...activityOwner(activity),
          ...toContestantChanges(input),
        });
        const rounds = gradeContestantRoundsRepository(tx);
        for (const roundId of roundIds) await rounds.addLast(activity, roundId, [row.id]);
        return row.id;
      });
      return showOne(activity, id);
    },

    /**
     * Edits a contestant and makes their rounds exactly `round_ids`: last in a round they join; a round where they
     * have been scored keeps them.
     */
    edit: async (user: CurrentUser, input: EditInput) => {
      const { activity } = await ownContestant(user, input.id);
      const roundIds = await checks.fields(activity, input);
      await db.transaction(async (tx: Db) => {
        const rounds = gradeContestantRoundsRepository(tx);
        const now = ((await rounds.of(activity, [input.id])).get(input.id) ?? []).map((r) => r.round_id);
        const leaving = now.filter((id) => !roundIds.includes(id));
        await checks.notScoredIn(tx, activity, input.id, leaving);
        await gradeContestantRepository(tx).update(activity, input.id, toContestantChanges(input));
        if (leaving.length > 0) await rounds.remove(activity, input.id, leaving);
        for (const roundId of roundIds.filter((id) => !now.includes(id))) {
          await rounds.addLast(activity, roundId, [input.id]);
        }
      });
      return showOne(activity, input.id);
    },

    saveDescription: async (user: CurrentUser, id: number, description: string) => {
      const { activity } = await ownContestant(user, id);
      await repo.update(activity, id, { description });
      return showOne(activity, id);
    },

    /** Deletes a contestant nobody has scored, with their places in the rounds. */
    remove: async (user: CurrentUser, id: number) => {
      const { activity } = await ownContestant(user, id);
      await db.transaction(async (tx: Db) => {
        const rounds = gradeContestantRoundsRepository(tx);
        if ((await rounds.scoredRounds(activity, id)).size > 0) throw new AppError('GRADE_CONTESTANT_SCORED');
        await rounds.remove(activity, id);
        await gradeContestantRepository(tx).delete(activity, [id]);
      });
      return null;
    },
  };
};
