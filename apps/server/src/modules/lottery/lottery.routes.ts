import { contract } from '@app/contract';
import type { CurrentUser, Tenant } from '../../platform/request-context.js';
import type { HostInput } from '../live-session/index.js';
import type { AppModule } from '../module.js';
import { lotteryAuditService } from './lottery-audit.service.js';
import { registerLotteryBarrageRoutes } from './lottery-barrage.routes.js';
import { lotteryClaimService } from './lottery-claim.service.js';
import { lotteryEngineOf } from './lottery-engine.js';
import { lotteryLookService } from './lottery-look.service.js';
import { lotteryOverviewService } from './lottery-overview.service.js';
import { registerLotteryPeopleRoutes } from './lottery-people.routes.js';
import { registerLotterySigninRoutes } from './lottery-signin.routes.js';
import { lotteryStageService } from './lottery-stage.service.js';
import { lotteryTierService } from './lottery-tier.service.js';

const nd = contract.lotteryNd;
const c = contract.lottery;
type Caller = { tenant: Tenant; user: CurrentUser | null; input: HostInput };

/**
 * The big-screen lottery (kind 5) on the live-session engine: set-up (look, draw options, tiers), the stage and
 * its host commands, the public screen, the audit and the claims; people, sign-in and barrage register their own.
 */
export const lotteryModule: AppModule = {
  register: (ctx) => {
    const { route, deps } = ctx;
    const look = lotteryLookService(deps);
    const tiers = lotteryTierService(deps);
    const stage = lotteryStageService(deps);
    const audit = lotteryAuditService(deps);
    const claims = lotteryClaimService(deps);
    const overview = lotteryOverviewService(deps);

    route(nd.site, ({ user, input: { activity_id, ...value } }) => look.site(user, activity_id, value));
    route(nd.config, ({ user, input: { activity_id, ...value } }) => look.drawOptions(user, activity_id, value));
    route(nd.list, ({ user, input }) => tiers.list(user, input.activity_id));
    route(nd.add, ({ user, input }) => tiers.save(user, input));
    route(nd.delete, ({ user, input }) => tiers.delete(user, input.activity_id, input.id));
    route(c.settings, ({ user, input }) => look.settings(user, input.activity_id));
    route(c.overview, ({ user, input }) => overview.overview(user, input.activity_ids));

    const hosted = ({ tenant, user, input }: Caller) => stage.host(tenant, user, input);
    route(c.stage, async (ctx) => stage.console(await hosted(ctx)));
    route(c.command, async (ctx) => stage.command(await hosted(ctx), ctx.input.from_version, ctx.input));
    route(c.hostLink, async (ctx) => stage.hostLink(await hosted(ctx), ctx.input.revoke));
    route(c.exclude, async (ctx) => stage.exclude(await hosted(ctx), ctx.input.person_ids));
    route(c.takeover, async (ctx) => stage.takeover(await hosted(ctx), ctx.input.takeover_id, ctx.input.approve));
    route(c.screen, ({ tenant, input }) => stage.screen(tenant, input.code));

    route(c.audit, ({ user, input }) => audit.page(user, input));
    route(c.claims, ({ user, input }) => claims.claims(user, input));
    route(c.claimVerify, ({ user, input }) => claims.redeem(user, input.activity_id, input.winner_id));
    route(contract.lotteryPhone.claim, ({ input: { ticket, winner_id, ...form } }) =>
      claims.claim(ticket, winner_id, form),
    );

    registerLotteryPeopleRoutes(ctx);
    registerLotterySigninRoutes(ctx);
    registerLotteryBarrageRoutes(ctx);
  },
  start: (ctx) => async () => lotteryEngineOf(ctx.deps).stop(),
};
