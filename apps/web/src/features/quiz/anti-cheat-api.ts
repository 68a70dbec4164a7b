import { contract } from '@app/contract';
import { useEndpointChange, useEndpointQuery } from '../../app/api-hooks.js';

const ac = contract.antiCheat;

export const useAntiCheat = (activityId: number) =>
  useEndpointQuery(ac.info, { activity_id: activityId }, { enabled: activityId > 0 });
export const useSaveAntiCheat = () => useEndpointChange(ac.setting, [ac.info]);
export const useUnban = () => useEndpointChange(ac.unban, [ac.info]);
