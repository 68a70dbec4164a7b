import { contract } from '@app/contract';
import type { AppModule } from '../module.js';
import { statisticService } from './statistic.service.js';
import { surveyStatisticRoutes } from './survey-statistic.routes.js';

const c = contract.statistic;

export const statisticModule: AppModule = {
  register: (ctx) => {
    const { route, deps } = ctx;
    const stats = statisticService(deps);
    route(c.overview, ({ user, input }) => stats.overview(user, input.activity_id));
    route(c.daily, ({ user, input }) => stats.daily(user, input));
    route(c.unit, ({ user, input }) => stats.unit(user, input.activity_id));
    route(c.questions, ({ user, input }) => stats.questions(user, input.activity_id));
    surveyStatisticRoutes(ctx);
  },
};
