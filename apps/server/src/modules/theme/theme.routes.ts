import type { AppModule } from '../module.js';
import { moreQuestionRoutes } from './more-question.routes.js';
import { videoRoutes } from './video.routes.js';

/** Theme pages of the online quiz: the learning video and the extra questions. */
export const themeModule: AppModule = {
  register: (ctx) => {
    videoRoutes(ctx);
    moreQuestionRoutes(ctx);
  },
};
