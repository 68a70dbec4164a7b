import { activityKind, type contract, type ParsedInputOf } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { ownActivity } from '../activity/index.js';
import { ownerOf } from '../wallet/index.js';
import { toPkLevel } from './pk.mappers.js';
import { type PkLevelFields, pkRepository } from './pk.repository.js';

type Input<E extends keyof typeof contract.pk> = ParsedInputOf<(typeof contract.pk)[E]>;

const fieldsOf = (input: Input<'levelAdd'> | Input<'levelEdit'>): PkLevelFields => ({
  name: input.name,
  questionCount: input.question_count,
  winCorrect: input.win_correct,
  timeLimit: input.time_limit,
});

/** A live level of the caller's organiser's; another organiser's reads as not found. */
export const ownLevel = async (db: Db, user: CurrentUser, id: number) => {
  const level = await pkRepository(db).levelById(ownerOf(user), id);
  if (!level) throw new AppError('PK_LEVEL_NOT_FOUND');
  return level;
};

/** The PK levels of an online quiz, taken in their order. */
export const pkLevelService = (deps: Pick<Deps, 'db' | 'clock'>) => {
  const { db } = deps;
  const repo = pkRepository(db);
  return {
    list: async (user: CurrentUser, activityId: number) => {
      await ownActivity(db, user, activityId, activityKind.onlineQuiz);
      return (await repo.levelsOf(activityId)).map(toPkLevel);
    },
    detail: async (user: CurrentUser, id: number) => toPkLevel(await ownLevel(db, user, id)),
    /** A new level goes last, so adding one never changes which levels a participant has open. */
    add: async (user: CurrentUser, input: Input<'levelAdd'>) => {
      await ownActivity(db, user, input.activity_id, activityKind.onlineQuiz);
      const sort = await repo.nextSort(input.activity_id);
      return toPkLevel(await repo.insertLevel(ownerOf(user), input.activity_id, sort, fieldsOf(input)));
    },
    edit: async (user: CurrentUser, input: Input<'levelEdit'>) => {
      await ownLevel(db, user, input.id);
      return toPkLevel(await repo.updateLevel(ownerOf(user), input.id, fieldsOf(input)));
    },
    /** Soft: matches played at the level keep its name and rules. */
    remove: async (user: CurrentUser, id: number) => {
      await ownLevel(db, user, id);
      await repo.deleteLevel(ownerOf(user), id, deps.clock());
      return null;
    },
  };
};
