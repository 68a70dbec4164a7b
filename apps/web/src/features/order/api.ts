import type { InputOf } from '@app/contract';
import { orderContract } from '@app/contract/order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../app/api-client.js';
import { endpointKey, useEndpointMutation, useEndpointQuery } from '../../app/api-hooks.js';
import { useAfterPayment } from '../../components/use-after-payment.js';

type ServiceOrderInput = InputOf<typeof orderContract.services>;

export const useMyServices = () => useEndpointQuery(orderContract.myServices, {});
export const useOrderDetail = (id: number) =>
  useEndpointQuery(orderContract.recordDetail, { id }, { enabled: Number.isInteger(id) && id > 0 });

/** Orders a service and pays it from the balance in one go; a short balance leaves the order unpaid. */
export const useBuyServiceWithBalance = () => {
  const afterPayment = useAfterPayment();
  return useMutation({
    mutationFn: async (input: ServiceOrderInput) => {
      const order = await callApi(orderContract.services, input);
      return callApi(orderContract.servicesBalancePay, { order_sn: order.order_sn });
    },
    // The order exists even when paying failed, so the order list changes either way.
    onSettled: afterPayment,
  });
};

/** Orders a service and opens its online checkout. */
export const useBuyServiceOnline = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ServiceOrderInput) => {
      const order = await callApi(orderContract.services, input);
      const checkout = await callApi(orderContract.addServerPay, { order_sn: order.order_sn });
      return { order, checkout };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: endpointKey(orderContract.record) }),
  });
};

/** Pays an unpaid order of the list from the balance. */
export const usePayOrderWithBalance = () => {
  const afterPayment = useAfterPayment();
  const pay = useEndpointMutation(orderContract.balancePay);
  return (order_sn: string, onPaid: () => void) =>
    pay.mutate(
      { order_sn },
      {
        onSuccess: () => {
          afterPayment();
          onPaid();
        },
      },
    );
};

export const useCloseOrder = () => {
  const queryClient = useQueryClient();
  const close = useEndpointMutation(orderContract.close);
  return (order_sn: string, onClosed: () => void) =>
    close.mutate(
      { order_sn },
      {
        onSuccess: () => {
          onClosed();
          void queryClient.invalidateQueries({ queryKey: endpointKey(orderContract.record) });
        },
      },
    );
};

export const useApplyInvoice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof orderContract.invoiceApply>) => callApi(orderContract.invoiceApply, input),
    onSuccess: () => {
      for (const e of [orderContract.invoiceableOrders, orderContract.invoiceList, orderContract.record]) {
        void queryClient.invalidateQueries({ queryKey: endpointKey(e) });
      }
    },
  });
};
