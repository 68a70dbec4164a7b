import { prizeContract } from '@app/contract/prize';
import { statisticContract } from '@app/contract/statistic';
import { useEndpointChange, useEndpointQuery } from '../../app/api-hooks.js';

const s = statisticContract;
const input = (activityId: number) => ({ activity_id: activityId });

export const useOverview = (activityId: number) => useEndpointQuery(s.overview, input(activityId));
export const useDaily = (activityId: number, range: { start_time?: string; end_time?: string }) =>
  useEndpointQuery(s.daily, { ...input(activityId), ...range });
export const useUnits = (activityId: number) => useEndpointQuery(s.unit, input(activityId));
export const useQuestionStats = (activityId: number) => useEndpointQuery(s.questions, input(activityId));

/** A redeemed prize shows in the winners list and in the overview's count. */
export const useVerify = () => useEndpointChange(prizeContract.verify, [prizeContract.winList, s.overview]);
