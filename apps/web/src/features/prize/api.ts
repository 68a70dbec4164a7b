import { prizeContract } from '@app/contract/prize';
import { useEndpointChange, useEndpointMutation, useEndpointQuery } from '../../app/api-hooks.js';

const p = prizeContract;

export const useTurns = (activityId: number) =>
  useEndpointQuery(p.turnList, { activity_id: activityId }, { enabled: activityId > 0 });

// Every turn change shows in the list, which carries each turn's goods.
const turnViews = [p.turnList, p.goods];

export const useAddTurn = () => useEndpointChange(p.turnAdd, turnViews);
export const useConfigTurn = () => useEndpointChange(p.turnConfig, turnViews);
export const useDeleteTurn = () => useEndpointChange(p.turnDelete, turnViews);
export const useSaveGoods = () => useEndpointChange(p.goodsSave, turnViews);
export const useDeleteGoods = () => useEndpointChange(p.goodsDelete, turnViews);
export const useSortGoods = () => useEndpointChange(p.sort, turnViews);

/** Looking a code up is asked for by a click, so it is a mutation rather than a cached query. */
export const useCodeCheck = () => useEndpointMutation(p.codeCheck);
export const useVerify = () => useEndpointChange(p.verify, [p.winList]);
