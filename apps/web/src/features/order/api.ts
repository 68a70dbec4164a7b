import { contract, type InputOf } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../app/api-client.js';
import { endpointKey, useEndpointMutation, useEndpointQuery } from '../../app/api-hooks.js';
import { useAfterPayment } from '../../components/use-after-payment.js';

type ServiceOrderInput = InputOf<typeof contract.order.services>;

export const useServiceCatalogue = () => useEndpointQuery(contract.order.serviceList, {});
export const useMyServices = () => useEndpointQuery(contract.order.myServices, {});
export const useOrderDetail = (id: number) =>
  useEndpointQuery(contract.order.recordDetail, { id }, { enabled: Number.isInteger(id) && id > 0 });

/** Orders a service and pays it from the balance in one go; a short balance leaves the order unpaid. */
export const useBuyServiceWithBalance = () => {
  const afterPayment = useAfterPayment();
  return useMutation({
    mutationFn: async (input: ServiceOrderInput) => {
      const order = await callApi(contract.order.services, input);
      return callApi(contract.order.servicesBalancePay, { order_sn: order.order_sn });
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
      const order = await callApi(contract.order.services, input);
      const checkout = await callApi(contract.order.addServerPay, { order_sn: order.order_sn });
      return { order, checkout };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: endpointKey(contract.order.record) }),
  });
};

/** Pays an unpaid order of the list from the balance. */
export const usePayOrderWithBalance = () => {
  const afterPayment = useAfterPayment();
  const pay = useEndpointMutation(contract.order.balancePay);
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
  const close = useEndpointMutation(contract.order.close);
  return (order_sn: string, onClosed: () => void) =>
    close.mutate(
      { order_sn },
      {
        onSuccess: () => {
          onClosed();
          void queryClient.invalidateQueries({ queryKey: endpointKey(contract.order.record) });
        },
      },
    );
};

export const useApplyInvoice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof contract.order.invoiceApply>) => callApi(contract.order.invoiceApply, input),
    onSuccess: () => {
      for (const e of [contract.order.invoiceableOrders, contract.order.invoiceList, contract.order.record]) {
        void queryClient.invalidateQueries({ queryKey: endpointKey(e) });
      }
    },
  });
};
