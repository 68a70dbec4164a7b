import type { ModuleContext } from '../module.js';

export const voteSetupRoutes = (_ctx: ModuleContext) => {};
