import { contract } from '@app/contract';
import type { ModuleContext } from '../module.js';
import { surveyStatisticService } from './survey-statistic.service.js';

const c = contract.statistic;

/** A questionnaire's statistics: numbers per question, typed texts and "other" texts. */
export const surveyStatisticRoutes = ({ route, deps }: ModuleContext) => {
  const stats = surveyStatisticService(deps);
  route(c.quesStatistic, ({ user, input }) => stats.quesStatistic(user, input));
  route(c.quesStatisticTextSearch, ({ user, input }) => stats.textSearch(user, input));
  route(c.questionnaireOptionExtend, ({ user, input }) => stats.optionExtend(user, input));
};
