import { activityContract } from '@app/contract/activity';
import { mchContract } from '@app/contract/mch';
import { useEndpointChange, useEndpointQuery } from '../../app/api-hooks.js';

export const useMerchantDetail = (id: number) => useEndpointQuery(mchContract.detail, { id }, { enabled: id > 0 });

const merchantViews = [mchContract.list, mchContract.detail, mchContract.activity];
export const useAddMerchant = () => useEndpointChange(mchContract.add, merchantViews);
export const useEditMerchant = () => useEndpointChange(mchContract.edit, merchantViews);
export const useDeleteMerchant = () => useEndpointChange(mchContract.delete, merchantViews);
/** A failed test is saved as the merchant's status too, so the list reads it again either way. */
export const useTestMerchant = () => useEndpointChange(mchContract.test, merchantViews);

/** The organiser's activities to choose from (the list's largest page). */
export const useActivityOptions = () => useEndpointQuery(activityContract.list, { page: 1, limit: 100 });

export const useActivityMerchant = (activityId: number | undefined) =>
  useEndpointQuery(mchContract.activity, { activity_id: activityId ?? 0 }, { enabled: Boolean(activityId) });
export const useSetActivityMerchant = () =>
  useEndpointChange(mchContract.activitySet, [mchContract.activity, mchContract.list]);
export const useRefundPayment = () => useEndpointChange(mchContract.refund, [mchContract.payments]);
