import { activityKind, type contract, type ParsedInputOf } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { ownActivity } from '../activity/index.js';
import { moreAnswerRepository } from './more-answer.repository.js';
import { answersByQuestion } from './more-question.mappers.js';

type Input<E extends keyof typeof contract.theme> = ParsedInputOf<(typeof contract.theme)[E]>;

/** What participants answered to an online quiz's extra questions, as the organiser reads and clears it. */
export const moreDataService = (deps: Pick<Deps, 'db'>) => {
  const { db } = deps;
  const repo = moreAnswerRepository(db);
  const own = (user: CurrentUser, activityId: number) => ownActivity(db, user, activityId, activityKind.onlineQuiz);
  return {
    answers: async (user: CurrentUser, input: Input<'moreAnswers'>) => {
      await own(user, input.activity_id);
      const { rows, total } = await repo.page(input.activity_id, input.question_id || undefined, input);
      const list = rows.map((r) => ({
        participant_id: r.answer.participantId,
        name: r.name,
        phone: r.phone,
        question_id: r.answer.questionId,
        stem: r.stem,
        answer: r.answer.answer,
        created_at: r.answer.createdAt.toISOString(),
      }));
      return { list, total, page: input.page, limit: input.limit };
    },
    users: async (user: CurrentUser, input: Input<'moreUsers'>) => {
      await own(user, input.activity_id);
      const { rows, total } = await repo.users(input.activity_id, input.keywords, input);
      const answers = await repo.answersOf(
        input.activity_id,
        rows.map((r) => r.participantId),
      );
      const list = rows.map((r) => ({
        participant_id: r.participantId,
        name: r.name,
        phone: r.phone,
        unit: r.unit,
        answers: answersByQuestion(answers.filter((a) => a.participantId === r.participantId)),
        created_at: (r.answeredAt ?? new Date(0)).toISOString(),
      }));
      return { list, total, page: input.page, limit: input.limit };
    },
    /** The participants may answer again afterwards; a gate before the quiz asks them to. */
    batchDelete: async (user: CurrentUser, input: Input<'moreBatchDelete'>) => {
      await own(user, input.activity_id);
      return { deleted: await repo.removeOf(input.activity_id, input.participant_ids) };
    },
  };
};
