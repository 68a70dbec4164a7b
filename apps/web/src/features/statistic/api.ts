import { contract } from '@app/contract';
import { useEndpointChange, useEndpointQuery } from '../../app/api-hooks.js';

const s = contract.statistic;
const input = (activityId: number) => ({ activity_id: activityId });

export const useOverview = (activityId: number) => useEndpointQuery(s.overview, input(activityId));
export const useDaily = (activityId: number, range: { start_time?: string; end_time?: string }) =>
  useEndpointQuery(s.daily, { ...input(activityId), ...range });
export const useUnits = (activityId: number) => useEndpointQuery(s.unit, input(activityId));
export const useQuestionStats = (activityId: number) => useEndpointQuery(s.questions, input(activityId));

/** A redeemed prize shows in the winners list and in the overview's count. */
export const useVerify = () => useEndpointChange(contract.prize.verify, [contract.prize.winList, s.overview]);
