import type { Deps } from '../platform/deps.js';
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
