import { contract } from '@app/contract';
import type { ModuleContext } from '../module.js';
import { ledgerService } from './ledger.service.js';
import { pointsService } from './points.service.js';
import { smsService } from './sms.service.js';

export const walletModule = {
  register: ({ route, deps }: ModuleContext) => {
    const ledger = ledgerService(deps);
    const points = pointsService(deps);
    const sms = smsService(deps);
    route(contract.wallet.summary, ({ user, input }) => ledger.summary(user, input));
    route(contract.wallet.list, ({ user, input }) => ledger.list(user, input));
    route(contract.wallet.detail, ({ user, input }) => ledger.detail(user, input));
    route(contract.wallet.points, ({ user, input }) => points.list(user, input));
    route(contract.wallet.pointsRecharge, ({ user, input }) => points.exchange(user, input.points));
    route(contract.wallet.smsRecord, ({ user, input }) => sms.list(user, input));
    route(contract.wallet.smsTest, ({ user, tenant, input }) => sms.sendTest(user, tenant, input));
  },
};
