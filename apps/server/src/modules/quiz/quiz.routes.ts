import type { AppModule } from '../module.js';
import { answerRecordRoutes } from './answer-record.routes.js';
import { pkRoutes } from './pk.routes.js';
import { quizPlayRoutes } from './quiz-play.routes.js';
import { quizSettingsRoutes } from './quiz-settings.routes.js';

/** The online quiz: its settings, the participants' attempts, the organiser's answer records, and PK mode. */
export const quizModule: AppModule = {
  register: (ctx) => {
    quizSettingsRoutes(ctx);
    quizPlayRoutes(ctx);
    answerRecordRoutes(ctx);
    pkRoutes(ctx);
  },
};
