import { contract } from '@app/contract';
import type { ModuleContext } from '../module.js';
import { antiCheatService } from './anti-cheat.service.js';

const c = contract.antiCheat;

/** noBanned: the organiser's anti-cheat settings and bans, and the participant's signed device string. */
export const antiCheatRoutes = ({ route, deps }: ModuleContext) => {
  const antiCheat = antiCheatService(deps);
  route(c.info, ({ user, input }) => antiCheat.info(user, input.activity_id));
  route(c.setting, ({ user, input }) => antiCheat.setting(user, input));
  route(c.ban, ({ user, input }) => antiCheat.ban(user, input));
  route(c.unban, ({ user, input }) => antiCheat.unban(user, input));
  route(c.uniqStr, ({ tenant, input, ip }) => antiCheat.uniqStr(tenant, input.code, ip));
};
