import type { ModuleContext } from '../module.js';

export const voteScreenRoutes = (_ctx: ModuleContext) => {};
