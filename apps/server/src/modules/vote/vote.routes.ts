import type { AppModule } from '../module.js';
import { voteCastRoutes } from './vote-cast.routes.js';
import { voteDataRoutes } from './vote-data.routes.js';
import { voteTallies } from './vote-events.js';
import { voteScreenRoutes } from './vote-screen.routes.js';
import { voteSetupRoutes } from './vote-setup.routes.js';

/** Votes: candidates, categories and rules; voting; the organiser's vote records; the live ranking screen. */
export const voteModule: AppModule = {
  register: (ctx) => {
    voteSetupRoutes(ctx);
    voteCastRoutes(ctx);
    voteDataRoutes(ctx);
    voteScreenRoutes(ctx);
  },
  start: (ctx) => async () => voteTallies(ctx.deps).stop(),
};
