import { contract } from '@app/contract';
import { requestOrigin } from '../../platform/payment/request-origin.js';
import type { ModuleContext } from '../module.js';
import { orderService } from '../order/index.js';
import { hbBalanceService } from './hb-balance.service.js';
import { hbClaimService } from './hb-claim.service.js';
import { hbRuleService } from './hb-rule.service.js';
import { startPayoutReconciler } from './payout-reconcile.js';

const c = contract.hb;

/** Red packets: the red-packet balance, each activity's rule and payouts, and participants' claims. */
export const hbModule = {
  register: ({ route, deps }: ModuleContext) => {
    const balance = hbBalanceService(deps, orderService(deps));
    route(c.recharge, ({ user, input, req }) => balance.recharge(user, input.amount, requestOrigin(req)));
    route(c.withdraw, ({ user, input }) => balance.withdraw(user, input.amount));
    route(c.record, ({ user, input }) => balance.record(user, input));

    const rules = hbRuleService(deps);
    route(c.rule, ({ user, input }) => rules.get(user, input.activity_id));
    route(c.ruleSave, ({ user, input }) => rules.save(user, input));
    route(c.payouts, ({ user, input }) => rules.payouts(user, input));

    const claims = hbClaimService(deps);
    route(c.h5State, ({ input }) => claims.state(input.ticket));
    route(c.h5Claim, ({ input }) => claims.claim(input.ticket));
  },
  start: ({ deps }: ModuleContext) => startPayoutReconciler(deps),
};
