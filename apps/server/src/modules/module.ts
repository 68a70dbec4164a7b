import type { Deps } from '../platform/deps.js';
import type { NotifyRoute } from '../platform/payment/notify-routes.js';
import type { Route } from '../platform/route.js';
import type { SessionService } from './auth/session.service.js';
import type { TenantService } from './tenant/tenant.service.js';

/** What every module's routes are registered with. */
export type ModuleContext = {
  route: Route;
  deps: Deps;
  sessions: SessionService;
  tenants: TenantService;
};

/**
 * Every domain module: each registers its contract endpoints, may seed data on start, and may start
 * background work that the returned function stops when the server closes.
 */
export type AppModule = {
  register: (ctx: ModuleContext) => void;
  seed?: (ctx: ModuleContext) => Promise<void>;
  start?: (ctx: ModuleContext) => () => Promise<void>;
  /** Endpoints where payment providers post notifications (raw text, answered in the provider's format). */
  notifyRoutes?: (ctx: ModuleContext) => NotifyRoute[];
};
