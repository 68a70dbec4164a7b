import type { contract, ParsedInputOf } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { quizOfTicket } from '../quiz/index.js';
import { moreAnswerRepository } from './more-answer.repository.js';
import { checkMoreAnswers } from './more-answer-check.js';
import { answersByQuestion, toH5MoreQuestion, toMorePage } from './more-question.mappers.js';
import { moreQuestionRepository } from './more-question.repository.js';

type Input<E extends keyof typeof contract.theme> = ParsedInputOf<(typeof contract.theme)[E]>;

/** The participant's side of the extra questions: the page with their answers, and handing answers in. */
export const moreH5Service = (deps: Pick<Deps, 'db' | 'clock'>) => {
  const { db } = deps;
  const questionsRepo = moreQuestionRepository(db);
  return {
    page: async (ticket: string) => {
      const { participant, activity } = await quizOfTicket(db, ticket, deps.clock());
      const [page, questions, answers] = await Promise.all([
        questionsRepo.pageOf(activity.id),
        questionsRepo.questionsOf(activity.id),
        moreAnswerRepository(db).liveAnswersOf(activity.id, participant.id),
      ]);
      return {
        ...toMorePage(page),
        questions: questions.map(toH5MoreQuestion),
        answers: answersByQuestion(answers),
        submitted: answers.length > 0,
      };
    },
    submit: async (input: Input<'h5MoreSubmit'>) => {
      const { participant, activity } = await quizOfTicket(db, input.ticket, deps.clock());
      const checked = checkMoreAnswers(await questionsRepo.questionsOf(activity.id), input.answers);
      await db.transaction((tx: Db) => moreAnswerRepository(tx).replace(activity.id, participant.id, checked));
      return { submitted: true };
    },
  };
};
