import { contract } from '@app/contract';
import { requestOrigin } from '../../platform/payment/request-origin.js';
import type { ModuleContext } from '../module.js';
import type { OrderService } from './order.service.js';
import { valueServiceService } from './value-service.service.js';

const { order } = contract;

export const valueServiceRoutes = ({ route, deps }: ModuleContext, orders: OrderService) => {
  const services = valueServiceService(deps, orders);
  route(order.serviceList, ({ user }) => services.list(user));
  route(order.myServices, ({ user }) => services.mine(user));
  route(order.services, ({ user, input }) => services.order(user, input));
  route(order.servicesBalancePay, ({ user, input }) => services.payWithBalance(user, input.order_sn));
  route(order.addServerPay, ({ user, input, req }) => services.checkout(user, input.order_sn, requestOrigin(req)));
};
