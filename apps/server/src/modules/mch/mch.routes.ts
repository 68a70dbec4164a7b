import { contract } from '@app/contract';
import type { NotifyRoute } from '../../platform/payment/notify-routes.js';
import { merchantNotifyRoute } from '../../platform/payment/payment-notify-paths.js';
import { requestOrigin } from '../../platform/payment/request-origin.js';
import type { ModuleContext } from '../module.js';
import { activityMerchantService } from './activity-merchant.service.js';
import { merchantService } from './merchant.service.js';
import { participantPaymentService } from './participant-payment.service.js';

const { mch } = contract;

export const mchModule = {
  register: ({ route, deps }: ModuleContext) => {
    const merchants = merchantService(deps);
    route(mch.list, ({ user, input }) => merchants.list(user, input));
    route(mch.detail, ({ user, input }) => merchants.detail(user, input.id));
    route(mch.add, ({ user, input }) => merchants.add(user, input));
    route(mch.edit, ({ user, input }) => merchants.edit(user, input));
    route(mch.delete, ({ user, input }) => merchants.delete(user, input.id));
    route(mch.test, ({ user, input }) => merchants.test(user, input.id));

    const choices = activityMerchantService(deps);
    route(mch.activity, ({ user, input }) => choices.get(user, input.activity_id));
    route(mch.activitySet, ({ user, input }) => choices.set(user, input));

    const payments = participantPaymentService(deps);
    route(mch.payments, ({ user, input }) => payments.list(user, input));
    route(mch.refund, ({ user, input }) => payments.refund(user, input.id));
    route(mch.h5Pay, ({ input, req, ip }) => payments.pay(input.ticket, input.channel, requestOrigin(req), ip));
    route(mch.h5PayStatus, ({ input }) => payments.status(input.ticket));
  },

  /** Each organiser merchant's notifications arrive with its id, so its own keys check them. */
  notifyRoutes: ({ deps }: ModuleContext): NotifyRoute[] => {
    const payments = participantPaymentService(deps);
    return (['wechatpay', 'alipay'] as const).map((provider) => ({
      path: merchantNotifyRoute(provider),
      provider,
      handle: ({ tenant, params, notice }) =>
        payments.handleNotify(tenant.id, provider, Number(params.merchantId), notice),
    }));
  },
};
