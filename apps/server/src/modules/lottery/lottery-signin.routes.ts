import { contract } from '@app/contract';
import type { ModuleContext } from '../module.js';
import { lotteryClaimService } from './lottery-claim.service.js';
import { lotterySigninService } from './lottery-signin.service.js';
import { lotteryStageService } from './lottery-stage.service.js';

const c = contract.lotterySignin;
const phone = contract.lotteryPhone;

/** Sign-in settings and fields (the spec's PrizeTurnWxq), and the phones' page and sign-in. */
export const registerLotterySigninRoutes = ({ route, deps }: ModuleContext) => {
  const stage = lotteryStageService(deps);
  const claims = lotteryClaimService(deps);
  const signin = lotterySigninService(deps, { stage: stage.stage, wins: claims.myWins });
  route(c.getSite, ({ user, input }) => signin.site(user, input.activity_id));
  route(c.saveSite, ({ user, input }) => signin.saveSite(user, input));
  route(c.customerField, ({ user, input }) => signin.saveFields(user, input.activity_id, input.fields));
  route(phone.info, ({ input }) => signin.info(input.ticket));
  route(phone.signIn, ({ input }) => signin.signIn(input));
  route(phone.sendCode, ({ tenant, input, ip }) => signin.sendCode(tenant, input, ip));
};
