import { contract } from '@app/contract';
import { useEndpointChange, useEndpointQuery } from '../../app/api-hooks.js';

const { mch } = contract;

export const useMerchantDetail = (id: number) => useEndpointQuery(mch.detail, { id }, { enabled: id > 0 });

const merchantViews = [mch.list, mch.detail, mch.activity];
export const useAddMerchant = () => useEndpointChange(mch.add, merchantViews);
export const useEditMerchant = () => useEndpointChange(mch.edit, merchantViews);
export const useDeleteMerchant = () => useEndpointChange(mch.delete, merchantViews);
/** A failed test is saved as the merchant's status too, so the list reads it again either way. */
export const useTestMerchant = () => useEndpointChange(mch.test, merchantViews);

/** The organiser's activities to choose from (the list's largest page). */
export const useActivityOptions = () => useEndpointQuery(contract.activity.list, { page: 1, limit: 100 });

export const useActivityMerchant = (activityId: number | undefined) =>
  useEndpointQuery(mch.activity, { activity_id: activityId ?? 0 }, { enabled: Boolean(activityId) });
export const useSetActivityMerchant = () => useEndpointChange(mch.activitySet, [mch.activity, mch.list]);
export const useRefundPayment = () => useEndpointChange(mch.refund, [mch.payments]);
