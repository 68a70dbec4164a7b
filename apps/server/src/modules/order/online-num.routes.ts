import { contract } from '@app/contract';
import { requestOrigin } from '../../platform/payment/request-origin.js';
import type { ModuleContext } from '../module.js';
import { onlineNumService } from './online-num.service.js';
import type { OrderService } from './order.service.js';

const { order } = contract;

export const onlineNumRoutes = ({ route, deps }: ModuleContext, orders: OrderService) => {
  const capacity = onlineNumService(deps, orders);
  route(order.onlineNumConfig, ({ user }) => capacity.config(user));
  route(order.onlineNumRecharge, ({ user, input }) => capacity.recharge(user, input.num));
  route(order.onlineNumBalPay, ({ user, input }) => capacity.payWithBalance(user, input.num));
  route(order.onlineNumRecPay, ({ user, input, req }) => capacity.checkout(user, input.order_sn, requestOrigin(req)));
};
