import type { AppModule } from '../module.js';
import { registerGradeContestantRoutes } from './grade-contestant.routes.js';
import { registerGradeRoundRoutes } from './grade-round.routes.js';
import { registerGradeScoreRoutes } from './grade-score.routes.js';
import { registerGradeStageRoutes } from './grade-stage.routes.js';
import { gradeEngineStop } from './grade-stage.service.js';

/**
 * On-site judge scoring (kind 6): rounds with their items and rule, contestants, judges and their links, the
 * judges' and the audience's scores and each round's result, recomputed from the stored scores; the stage the host
 * runs from the console, which the big screen and the phones follow.
 */
export const gradeModule: AppModule = {
  register: (ctx) => {
    registerGradeRoundRoutes(ctx);
    registerGradeContestantRoutes(ctx);
    registerGradeScoreRoutes(ctx);
    registerGradeStageRoutes(ctx);
  },
  start: (ctx) => async () => gradeEngineStop(ctx.deps),
};
