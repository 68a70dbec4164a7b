import { contract } from '@app/contract';
import type { ModuleContext } from '../module.js';
import { moreDataService } from './more-data.service.js';
import { moreH5Service } from './more-h5.service.js';
import { moreQuestionService } from './more-question.service.js';

const c = contract.theme;

/** Extra questions: the organiser's page and questions, the answers collected, and the participant's page (by ticket). */
export const moreQuestionRoutes = ({ route, deps }: ModuleContext) => {
  const questions = moreQuestionService(deps);
  const data = moreDataService(deps);
  const h5 = moreH5Service(deps);
  route(c.moreSave, ({ user, input }) => questions.savePage(user, input));
  route(c.morePage, ({ user, input }) => questions.page(user, input.activity_id));
  route(c.moreList, ({ user, input }) => questions.list(user, input.activity_id));
  route(c.moreAdd, ({ user, input }) => questions.add(user, input));
  route(c.moreDelete, ({ user, input }) => questions.remove(user, input.id));
  route(c.moreDetail, ({ user, input }) => questions.detail(user, input.id));
  route(c.moreSort, ({ user, input }) => questions.sort(user, input));
  route(c.moreAnswers, ({ user, input }) => data.answers(user, input));
  route(c.moreUsers, ({ user, input }) => data.users(user, input));
  route(c.moreBatchDelete, ({ user, input }) => data.batchDelete(user, input));
  route(c.h5More, ({ input }) => h5.page(input.ticket));
  route(c.h5MoreSubmit, ({ input }) => h5.submit(input));
};
