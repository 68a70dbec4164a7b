import { activityKind, type Challenge, type contract, type List, type ParsedInputOf } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { ownActivity } from '../activity/index.js';
import { ownerOf } from '../wallet/index.js';
import { challengeRepository, type HouseFields } from './challenge.repository.js';
import { toChallenge, toChallengeDetail } from './pk.mappers.js';
import { pkRepository } from './pk.repository.js';

type Input<E extends keyof typeof contract.pk> = ParsedInputOf<(typeof contract.pk)[E]>;

const houseOf = (input: Input<'challengeAdd'> | Input<'challengeEdit'>): HouseFields => ({
  name: input.name,
  correctCount: input.correct_count,
  durationMs: input.duration_ms,
});

/** A house challenger answering more than the level asks could never be beaten. */
const checkMark = (correct: number, questionCount: number) => {
  if (correct > questionCount) throw new AppError('VALIDATION_FAILED', '擂主答对数不能超过关卡题目数');
};

const ownChallenge = async (db: Db, user: CurrentUser, id: number) => {
  const found = await challengeRepository(db).byId(ownerOf(user), id);
  if (!found) throw new AppError('PK_CHALLENGE_NOT_FOUND');
  return found;
};

/** The organiser's view of PK: house challengers they set, and participants' matches they can void. */
export const challengeService = (deps: Pick<Deps, 'db' | 'clock'>) => {
  const { db } = deps;
  const repo = challengeRepository(db);
  return {
    list: async (user: CurrentUser, input: Input<'challengeList'>): Promise<List<Challenge>> => {
      await ownActivity(db, user, input.activity_id, activityKind.onlineQuiz);
      const filter = { levelId: input.level_id || undefined, kind: input.kind || undefined };
      const { rows, total } = await repo.page(ownerOf(user), input.activity_id, filter, input);
      return { list: rows.map(toChallenge), total, page: input.page, limit: input.limit };
    },
    detail: async (user: CurrentUser, id: number) => {
      const found = await ownChallenge(db, user, id);
      return toChallengeDetail(found, await repo.answersOf(id));
    },
    /** A house challenger is a finished, winning run: the mark the first participants must beat. */
    add: async (user: CurrentUser, input: Input<'challengeAdd'>) => {
      await ownActivity(db, user, input.activity_id, activityKind.onlineQuiz);
      const level = await pkRepository(db).levelOfActivity(input.activity_id, input.level_id);
      if (!level) throw new AppError('PK_LEVEL_NOT_FOUND');
      checkMark(input.correct_count, level.questionCount);
      const now = deps.clock();
      const row = await repo.insert({
        ...ownerOf(user),
        activityId: input.activity_id,
        levelId: level.id,
        kind: 'house',
        ...houseOf(input),
        status: 'won',
        total: level.questionCount,
        startedAt: now,
        finishedAt: now,
      });
      return toChallenge({ challenge: row, levelName: level.name, name: null, phone: null });
    },
    edit: async (user: CurrentUser, input: Input<'challengeEdit'>) => {
      const found = await ownChallenge(db, user, input.id);
      if (found.challenge.kind !== 'house') throw new AppError('PK_MATCH_READ_ONLY');
      checkMark(input.correct_count, found.challenge.total);
      await repo.updateHouse(ownerOf(user), input.id, houseOf(input));
      return toChallenge(await ownChallenge(db, user, input.id));
    },
    /** A house challenger goes; a participant's match stays on record, voided. */
    remove: async (user: CurrentUser, id: number) => {
      const found = await ownChallenge(db, user, id);
      if (found.challenge.kind === 'house') await repo.removeHouse(ownerOf(user), id);
      else await repo.voidMatch(ownerOf(user), id);
      return null;
    },
  };
};
