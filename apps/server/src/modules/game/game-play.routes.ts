import { contract } from '@app/contract';
import type { CurrentUser, Tenant } from '../../platform/request-context.js';
import type { HostInput } from '../live-session/index.js';
import { sessionConsole, sessionPhone } from '../live-session/index.js';
import type { ModuleContext } from '../module.js';
import { gameEngineOf } from './game-engine.js';
import { gamePlayService } from './game-play.service.js';

const c = contract.game;
type Caller = { tenant: Tenant; user: CurrentUser | null; input: HostInput };

/** Hosting (organiser or host link), the big screen and the phones of an on-site quiz. */
export const registerPlay = ({ route, deps }: ModuleContext) => {
  const engine = gameEngineOf(deps);
  const host = sessionConsole(engine);
  const phone = sessionPhone(engine);
  const play = gamePlayService(deps, phone);
  const hosted = ({ tenant, user, input }: Caller) => host.host(tenant, user, input);

  route(c.init, async (ctx) => host.open(await hosted(ctx)));
  route(c.switch, async (ctx) => host.command(await hosted(ctx), ctx.input.command, ctx.input.from_version));
  route(c.resetRound, async (ctx) => host.reset(await hosted(ctx), ctx.input.from_version));
  route(c.joinUser, async (ctx) => host.players(await hosted(ctx), ctx.input));
  route(c.joinUserDel, async (ctx) => host.remove(await hosted(ctx), ctx.input.player_ids, ctx.input.mode));
  route(c.hostLink, async (ctx) => host.hostLink(await hosted(ctx), ctx.input.revoke));
  route(contract.gameUserData.interactionExtraScore, async (ctx) =>
    host.extraScore(await hosted(ctx), {
      playerId: ctx.input.player_id,
      points: ctx.input.score,
      reason: ctx.input.reason,
      givenBy: ctx.user.id,
    }),
  );

  route(c.screen, ({ tenant, input }) => play.screen(tenant, input.code));
  route(c.join, ({ input }) => play.join(input.ticket, input.nickname));
  route(c.me, ({ input }) => play.me(input.ticket));
  route(c.answer, ({ input }) => phone.answer(input.ticket, input.step_index, input.answer));
};
