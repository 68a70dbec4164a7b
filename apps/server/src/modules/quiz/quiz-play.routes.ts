import { contract } from '@app/contract';
import type { ModuleContext } from '../module.js';
import { quizPlayService } from './quiz-play.service.js';
import { quizStandingService } from './quiz-standing.service.js';

const c = contract.quiz;

/** The participant's quiz: public, each call carries the ticket from h5Enter. */
export const quizPlayRoutes = ({ route, deps }: ModuleContext) => {
  const play = quizPlayService(deps);
  const standing = quizStandingService(deps);
  route(c.h5State, ({ input }) => standing.state(input.ticket));
  route(c.h5Start, ({ input }) => play.start(input.ticket));
  route(c.h5Answer, ({ input }) => play.answer(input));
  route(c.h5Finish, ({ input }) => play.finish(input));
  route(c.h5Leave, ({ input }) => play.leave(input));
  route(c.h5Ranking, ({ input }) => standing.ranking(input.ticket));
};
