import { contract } from '@app/contract';
import type { ModuleContext } from '../module.js';
import { invoiceService } from './invoice.service.js';

export const invoiceRoutes = ({ route, deps }: ModuleContext) => {
  const invoices = invoiceService(deps);
  route(contract.order.invoiceableOrders, ({ user, input }) => invoices.invoiceableOrders(user, input));
  route(contract.order.invoiceList, ({ user, input }) => invoices.list(user, input));
  route(contract.order.invoiceApply, ({ user, input }) => invoices.apply(user, input));
};
