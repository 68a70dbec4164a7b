import type { ModuleContext } from '../module.js';

export const voteCastRoutes = (_ctx: ModuleContext) => {};
