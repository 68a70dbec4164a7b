import { contract, type Endpoint } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { endpointKey } from '../app/api-hooks.js';

/** What a paid order changes: balances, orders, the services, capacity and traffic bought, the ledger and points. */
const changedByPayment: Endpoint[] = [
  contract.customer.info,
  contract.order.record,
  contract.order.recordDetail,
  contract.order.myServices,
  contract.order.onlineNumConfig,
  contract.order.invoiceableOrders,
  contract.wallet.summary,
  contract.wallet.list,
  contract.wallet.recharge,
  contract.wallet.points,
  contract.traffic.balance,
];

/** After a payment: every page that shows what it changed reads it again. */
export const useAfterPayment = () => {
  const queryClient = useQueryClient();
  return () => {
    for (const e of changedByPayment) void queryClient.invalidateQueries({ queryKey: endpointKey(e) });
  };
};
