import { activityKind, type contract, type ParsedInputOf } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { ownActivity } from '../activity/index.js';
import { ownerOf } from '../wallet/index.js';
import { toMorePage, toMoreQuestion } from './more-question.mappers.js';
import { type MoreQuestionFields, moreQuestionRepository } from './more-question.repository.js';

type Input<E extends keyof typeof contract.theme> = ParsedInputOf<(typeof contract.theme)[E]>;

const fieldsOf = (input: Input<'moreAdd'>): MoreQuestionFields => ({
  type: input.type,
  stem: input.stem,
  // A text question has no options, whatever the form still held.
  options: input.type === 'text' ? [] : input.options,
  required: input.required,
});

/** A live question of the caller's organiser's; another organiser's reads as not found. */
const ownQuestion = async (db: Db, user: CurrentUser, id: number) => {
  const question = await moreQuestionRepository(db).byId(ownerOf(user), id);
  if (!question) throw new AppError('QUIZ_MORE_NOT_FOUND');
  return question;
};

/** The organiser's extra questions of an online quiz: the page they sit on and the questions in order. */
export const moreQuestionService = (deps: Pick<Deps, 'db' | 'clock'>) => {
  const { db } = deps;
  const repo = moreQuestionRepository(db);
  const own = (user: CurrentUser, activityId: number) => ownActivity(db, user, activityId, activityKind.onlineQuiz);
  return {
    page: async (user: CurrentUser, activityId: number) => {
      await own(user, activityId);
      return toMorePage(await repo.pageOf(activityId));
    },
    savePage: async (user: CurrentUser, input: Input<'moreSave'>) => {
      const { activity_id: activityId, ...fields } = input;
      await own(user, activityId);
      await repo.savePage(ownerOf(user), activityId, fields);
      return toMorePage(await repo.pageOf(activityId));
    },
    list: async (user: CurrentUser, activityId: number) => {
      await own(user, activityId);
      return (await repo.questionsOf(activityId)).map(toMoreQuestion);
    },
    detail: async (user: CurrentUser, id: number) => toMoreQuestion(await ownQuestion(db, user, id)),
    /** A new question goes last; with `id`, the question must be one of this activity's. */
    add: async (user: CurrentUser, input: Input<'moreAdd'>) => {
      await own(user, input.activity_id);
      if (input.id) {
        const question = await ownQuestion(db, user, input.id);
        if (question.activityId !== input.activity_id) throw new AppError('QUIZ_MORE_NOT_FOUND');
        return toMoreQuestion(await repo.update(ownerOf(user), input.id, fieldsOf(input)));
      }
      const sort = await repo.nextSort(input.activity_id);
      return toMoreQuestion(await repo.insert(ownerOf(user), input.activity_id, sort, fieldsOf(input)));
    },
    /** Soft: answers already given stay in the data. */
    remove: async (user: CurrentUser, id: number) => {
      await ownQuestion(db, user, id);
      await repo.remove(ownerOf(user), id, deps.clock());
      return null;
    },
    /** The new order names every live question once, so none is left with a stale place. */
    sort: async (user: CurrentUser, input: Input<'moreSort'>) => {
      await own(user, input.activity_id);
      const live = (await repo.questionsOf(input.activity_id)).map((q) => q.id);
      const given = new Set(input.ids);
      if (given.size !== input.ids.length || given.size !== live.length || live.some((id) => !given.has(id))) {
        throw new AppError('VALIDATION_FAILED', '排序须包含全部问题');
      }
      await db.transaction(async (tx: Db) => {
        const inTx = moreQuestionRepository(tx);
        for (const [index, id] of input.ids.entries()) await inTx.setSort(input.activity_id, id, index + 1);
      });
      return (await repo.questionsOf(input.activity_id)).map(toMoreQuestion);
    },
  };
};
