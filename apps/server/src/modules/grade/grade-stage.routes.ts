import { contract } from '@app/contract';
import type { CurrentUser, Tenant } from '../../platform/request-context.js';
import type { HostInput } from '../live-session/index.js';
import type { ModuleContext } from '../module.js';
import { gradeStageService } from './grade-stage.service.js';

const s = contract.gradeStage;
type Caller = { tenant: Tenant; user: CurrentUser | null; input: HostInput };

/** The stage: the host's console and commands (organiser, staff or the host link), the host link and the screen. */
export const registerGradeStageRoutes = ({ route, deps }: ModuleContext) => {
  const stage = gradeStageService(deps);
  const hosted = ({ tenant, user, input }: Caller) => stage.host(tenant, user, input);

  route(s.stage, async (ctx) => stage.console(await hosted(ctx)));
  route(s.command, async (ctx) => stage.command(await hosted(ctx), ctx.input.from_version, ctx.input));
  route(s.hostLink, async (ctx) => stage.hostLink(await hosted(ctx), ctx.input.revoke));
  route(s.screen, ({ tenant, input }) => stage.screen(tenant, input.code));
};
