import type { AppModule } from '../module.js';
import { gameEngineOf } from './game-engine.js';
import { registerPlay } from './game-play.routes.js';
import { registerSetup } from './game-setup.routes.js';

/** The on-site quiz (kinds 3 and 2): the organiser's set-up, and its play on the live-session engine. */
export const gameModule: AppModule = {
  register: (ctx) => {
    registerSetup(ctx);
    registerPlay(ctx);
  },
  start: (ctx) => async () => gameEngineOf(ctx.deps).stop(),
};
