import type { Endpoint } from '@app/contract';
import { customerContract } from '@app/contract/customer';
import { orderContract } from '@app/contract/order';
import { trafficContract } from '@app/contract/traffic';
import { walletContract } from '@app/contract/wallet';
import { useQueryClient } from '@tanstack/react-query';
import { endpointKey } from '../app/api-hooks.js';

/** What a paid order changes: balances, orders, the services, capacity and traffic bought, the ledger and points. */
const changedByPayment: Endpoint[] = [
  customerContract.info,
  orderContract.record,
  orderContract.recordDetail,
  orderContract.myServices,
  orderContract.onlineNumConfig,
  orderContract.invoiceableOrders,
  walletContract.summary,
  walletContract.list,
  walletContract.recharge,
  walletContract.points,
  trafficContract.balance,
];

/** After a payment: every page that shows what it changed reads it again. */
export const useAfterPayment = () => {
  const queryClient = useQueryClient();
  return () => {
    for (const e of changedByPayment) void queryClient.invalidateQueries({ queryKey: endpointKey(e) });
  };
};
