import type { AppModule } from '../registry.js';
import { answerRecordRoutes } from './answer-record.routes.js';
import { quizPlayRoutes } from './quiz-play.routes.js';
import { quizSettingsRoutes } from './quiz-settings.routes.js';

/** The online quiz: its settings, the participants' attempts, and the organiser's answer records. */
export const quizModule: AppModule = {
  register: (ctx) => {
    quizSettingsRoutes(ctx);
    quizPlayRoutes(ctx);
    answerRecordRoutes(ctx);
  },
};
