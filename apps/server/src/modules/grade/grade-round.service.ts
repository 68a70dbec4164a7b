import { type contract, defaultGradeRule, gradeLimits, type ParsedInputOf } from '@app/contract';
import type { Db } from '../../db/client.js';
import { pagingOf } from '../../db/list-page.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import type { ActivityRecord } from '../activity/index.js';
import { ownGrade } from './grade-activity.js';
import { ruleOf, toGradeRound, toRoundSettings } from './grade-round.mappers.js';
import { gradeRoundRepository } from './grade-round.repository.js';
import { ownRound } from './grade-round-access.js';

type Rounds = typeof contract.gradeRound;
type ListInput = ParsedInputOf<Rounds['list']>;
type SettingsInput = Omit<ParsedInputOf<Rounds['addSetting']>, 'activity_id'>;
type RuleInput = ParsedInputOf<Rounds['saveRule']>;

/**
 * A round named together with its activity (`activity_id` and `round_id`): the activity is checked first, and a
 * round of another activity answers GRADE_ROUND_NOT_FOUND as a missing one does.
 */
export const ownRoundOf = async (db: Db, user: CurrentUser, activityId: number, roundId: number) => {
  const activity = await ownGrade(db, user, activityId);
  const round = await gradeRoundRepository(db).row(activity, roundId);
  if (!round) throw new AppError('GRADE_ROUND_NOT_FOUND');
  return { activity, round };
};

/** An activity's rounds: their settings, show order and rule (`gradeRound/list`, `GradeRound/*Setting`, `*Rule`). */
export const gradeRoundService = (deps: Pick<Deps, 'db'>) => {
  const { db } = deps;
  const repo = gradeRoundRepository(db);

  const roundOf = async (activity: ActivityRecord, id: number) => {
    const found = await repo.one(activity, id);
    if (!found) throw new AppError('GRADE_ROUND_NOT_FOUND');
    return toGradeRound(found);
  };

  return {
    list: async (user: CurrentUser, input: ListInput) => {
      const activity = await ownGrade(db, user, input.activity_id);
      const [rows, total] = await Promise.all([repo.list(activity, pagingOf(input)), repo.count(activity)]);
      return { list: rows.map(toGradeRound), total, page: input.page, limit: input.limit };
    },

    add: async (user: CurrentUser, activityId: number, { name, ...settings }: SettingsInput) => {
      const activity = await ownGrade(db, user, activityId);
      const id = await db.transaction(async (tx: Db) => {
        const rounds = gradeRoundRepository(tx);
        await rounds.lockActivityRounds(activity);
        if ((await rounds.count(activity)) >= gradeLimits.rounds) throw new AppError('GRADE_ROUND_LIMIT');
        const sort = await rounds.nextSort(activity);
        return rounds.insert(activity, { name, settings: toRoundSettings(settings), rule: defaultGradeRule, sort });
      });
      return roundOf(activity, id);
    },

    save: async (user: CurrentUser, id: number, { name, ...settings }: SettingsInput) => {
      const { activity } = await ownRound(db, user, id);
      await repo.update(activity, id, { name, settings: toRoundSettings(settings) });
      return roundOf(activity, id);
    },

    get: async (user: CurrentUser, id: number) => roundOf((await ownRound(db, user, id)).activity, id),

    /** Scores name the round, its judges and items; a round anyone scored in stays, with all of them. */
    remove: async (user: CurrentUser, id: number) => {
      const { activity } = await ownRound(db, user, id);
      await db.transaction(async (tx: Db) => {
        const rounds = gradeRoundRepository(tx);
        if (!(await rounds.lock(activity, id))) throw new AppError('GRADE_ROUND_NOT_FOUND');
        if (await rounds.scored(activity, id)) throw new AppError('GRADE_ROUND_SCORED');
        await rounds.remove(activity, id);
      });
      return null;
    },

    sort: async (user: CurrentUser, activityId: number, ids: number[]) => {
      const activity = await ownGrade(db, user, activityId);
      await db.transaction(async (tx: Db) => {
        const rounds = gradeRoundRepository(tx);
        await rounds.lockActivityRounds(activity);
        const current = new Set(await rounds.ids(activity));
        const given = new Set(ids);
        const exact = given.size === ids.length && given.size === current.size && ids.every((i) => current.has(i));
        if (!exact) throw new AppError('GRADE_ROUND_SORT_MISMATCH');
        await rounds.setSorts(activity, ids);
      });
      return null;
    },

    rule: async (user: CurrentUser, id: number) => ruleOf((await ownRound(db, user, id)).round),

    /** Results are recomputed from the stored scores on every read, so the rule may change after scoring. */
    saveRule: async (user: CurrentUser, { id, ...rule }: RuleInput) => {
      const { activity } = await ownRound(db, user, id);
      const [saved] = await repo.update(activity, id, { rule });
      if (!saved) throw new AppError('GRADE_ROUND_NOT_FOUND');
      return ruleOf(saved);
    },
  };
};
