import type { AppModule } from '../module.js';
import { antiCheatRoutes } from './anti-cheat.routes.js';
import { lifecycleRoutes } from './lifecycle.routes.js';
import { participantRoutes } from './participant.routes.js';
import { templateRoutes, templateSeed } from './template.routes.js';

/** My activities: the life cycle, the template galleries and the participants' entry. */
export const activityModule: AppModule = {
  register: (ctx) => {
    lifecycleRoutes(ctx);
    templateRoutes(ctx);
    participantRoutes(ctx);
    antiCheatRoutes(ctx);
  },
  seed: templateSeed,
};
