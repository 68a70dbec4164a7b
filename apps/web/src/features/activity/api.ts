import type { InputOf } from '@app/contract';
import { activityContract } from '@app/contract/activity';
import { orderContract } from '@app/contract/order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../app/api-client.js';
import { endpointKey, useEndpointChange, useEndpointQuery } from '../../app/api-hooks.js';
import { useAfterPayment } from '../../components/use-after-payment.js';

const a = activityContract;
type DaysInput = InputOf<typeof a.publishBalancePay>;
type UnionInput = InputOf<typeof a.unionCreate>;

export const useActivityInfo = (activityId: number) =>
  useEndpointQuery(a.info, { activity_id: activityId }, { enabled: activityId > 0 });
export const usePublishState = (activityId: number) =>
  useEndpointQuery(a.isPublish, { activity_id: activityId }, { enabled: activityId > 0 });
/** The renewal page's reading of the same state (the spec's Order/isPublishOverTime). */
export const useExpiryState = (activityId: number) =>
  useEndpointQuery(a.isPublishOverTime, { activity_id: activityId }, { enabled: activityId > 0 });
export const useTrialLimit = () => useEndpointQuery(a.trialLimit, {});
export const usePeriods = () => useEndpointQuery(a.periods, {}, { staleTime: 60_000 });
export const useTemplateDetail = (tplId: number) =>
  useEndpointQuery(a.templateDetail, { tpl_id: tplId }, { enabled: tplId > 0 });

// What an activity's change shows up in: its detail, its publishing state and the list's row.
const activityViews = [a.info, a.isPublish, a.isPublishOverTime, a.list];

export const useCreateActivity = () => useEndpointChange(a.create, [a.list, a.trialLimit]);
export const useSaveActivity = () => useEndpointChange(a.save, activityViews);
export const useSetPassword = () => useEndpointChange(a.setPassword, activityViews);
export const useUpdateQrcodeStyle = () => useEndpointChange(a.updateQrcodeStyle, activityViews);
export const useSaveNoPublishIcon = () => useEndpointChange(a.saveNoPublishIcon, activityViews);
export const useCopyActivity = () => useEndpointChange(a.copy, [a.list, a.trialLimit]);
export const useDeleteActivity = () => useEndpointChange(a.remove, [a.list, a.trialLimit]);

/** Gives a closed kind's fees back to the balance: the activity's views and every view of money read again. */
export const useRefundClosedKind = () => {
  const refresh = useRefreshActivities();
  const afterPayment = useAfterPayment();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (activityId: number) => callApi(a.refundClosedKind, { activity_id: activityId }),
    onSuccess: () => {
      refresh();
      afterPayment();
      void client.invalidateQueries({ queryKey: endpointKey(a.trialLimit) });
    },
  });
};

/** Makes every view of activities read again: after a payment moved one online or its expiry. */
export const useRefreshActivities = () => {
  const client = useQueryClient();
  return () => {
    for (const e of activityViews) void client.invalidateQueries({ queryKey: endpointKey(e) });
  };
};

/** After a balance payment: the activity's pages and every page showing money read again. */
const useAfterBalancePayment = () => {
  const refresh = useRefreshActivities();
  const afterPayment = useAfterPayment();
  return () => {
    afterPayment();
    refresh();
  };
};

/** Orders with `create`, then pays that order with `pay`: from the balance, or by opening a provider's checkout. */
const orderThen =
  <I, R>(create: (input: I) => Promise<{ order_sn: string }>, pay: (orderSn: string) => Promise<R>) =>
  async (input: I) =>
    pay((await create(input)).order_sn);

const fromBalance = (orderSn: string) => callApi(orderContract.balancePay, { order_sn: orderSn });
const publishOrder = (input: DaysInput) => callApi(a.publishOnlineSave, input);
const unionOrder = (input: UnionInput) => callApi(a.unionCreate, input);
const renewalOrder = (input: DaysInput) => callApi(a.createRenewalOrder, input);

/** Publishes from the general balance in one call; the activity is online when it answers. */
export const usePublishWithBalance = () => {
  const done = useAfterBalancePayment();
  return useMutation({ mutationFn: (input: DaysInput) => callApi(a.publishBalancePay, input), onSuccess: done });
};

/** Orders publishing and opens the provider's checkout for it. */
export const usePublishOnline = () =>
  useMutation({ mutationFn: orderThen(publishOrder, (sn) => callApi(a.publishActPay, { order_sn: sn })) });

/**
 * Publishes with value-added services: one union order, paid from the balance. A refused payment leaves the
 * union unpaid in the order list, where it closes by itself.
 */
export const usePublishUnionWithBalance = () => {
  const done = useAfterBalancePayment();
  return useMutation({ mutationFn: orderThen(unionOrder, fromBalance), onSuccess: done });
};

/** Orders publishing with value-added services as one union order and opens the provider's checkout for it. */
export const usePublishUnionOnline = () =>
  useMutation({ mutationFn: orderThen(unionOrder, (sn) => callApi(a.createActPay, { order_sn: sn })) });

/** Orders a renewal and pays it from the balance; a refused payment leaves the order unpaid in the order list. */
export const useRenewWithBalance = () => {
  const done = useAfterBalancePayment();
  return useMutation({ mutationFn: orderThen(renewalOrder, fromBalance), onSuccess: done });
};

/** Orders a renewal and opens the provider's checkout for it. */
export const useRenewOnline = () =>
  useMutation({ mutationFn: orderThen(renewalOrder, (sn) => callApi(a.renewalActPay, { order_sn: sn })) });
