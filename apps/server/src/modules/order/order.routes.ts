import { contract, orderTypes } from '@app/contract';
import type { NotifyRoute } from '../../platform/payment/notify-routes.js';
import { platformNotifyPath } from '../../platform/payment/payment-notify-paths.js';
import { requestOrigin } from '../../platform/payment/request-origin.js';
import type { ModuleContext } from '../module.js';
import { invoiceRoutes } from './invoice.routes.js';
import { onlineNumRoutes } from './online-num.routes.js';
import { orderService } from './order.service.js';
import { rechargeService } from './recharge.service.js';
import { valueServiceRoutes } from './value-service.routes.js';
import { seedEveryTenantValueServices } from './value-service.seed.js';

const { order, wallet } = contract;

export const orderModule = {
  register: (ctx: ModuleContext) => {
    const { route, deps } = ctx;
    const orders = orderService(deps);
    const recharges = rechargeService(deps, orders);
    route(wallet.recharge, ({ user, input }) => recharges.list(user, input));
    route(wallet.createRecharge, ({ user, input, req }) => recharges.create(user, input, requestOrigin(req)));
    route(wallet.rechargeStatus, ({ user, input }) => recharges.status(user, input.order_sn));
    route(order.record, ({ user, input }) => orders.record(user, input));
    route(order.recordDetail, ({ user, input }) => orders.detail(user, input.id));
    route(order.payStatus, ({ user, input }) => orders.payStatus(user, input.order_sn));
    route(order.close, ({ user, input }) => orders.close(user, input.order_sn));
    route(order.balancePay, async ({ user, input }) =>
      orders.view(await orders.payWithBalance(user, input.order_sn, orderTypes)),
    );
    route(order.sandboxNotify, ({ tenant, input, req }) =>
      orders.handleNotify(tenant.id, { headers: req.headers, rawBody: '', body: input }),
    );
    valueServiceRoutes(ctx, orders);
    invoiceRoutes(ctx);
    onlineNumRoutes(ctx, orders);
  },
  seed: ({ deps }: ModuleContext) => seedEveryTenantValueServices(deps.db),
  /** The platform's own provider, when it is a real one, posts its notifications here. */
  notifyRoutes: ({ deps }: ModuleContext): NotifyRoute[] => {
    const provider = deps.payment.name;
    if (provider !== 'wechatpay' && provider !== 'alipay') return [];
    const orders = orderService(deps);
    const path = platformNotifyPath(provider);
    return [{ path, provider, handle: ({ tenant, notice }) => orders.handleNotify(tenant.id, notice) }];
  },
};
