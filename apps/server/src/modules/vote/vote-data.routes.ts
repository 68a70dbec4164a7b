import type { ModuleContext } from '../module.js';

export const voteDataRoutes = (_ctx: ModuleContext) => {};
