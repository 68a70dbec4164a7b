import { antiCheatContract } from '@app/contract/anti-cheat';
import { useEndpointChange, useEndpointQuery } from '../../app/api-hooks.js';

const ac = antiCheatContract;

export const useAntiCheat = (activityId: number) =>
  useEndpointQuery(ac.info, { activity_id: activityId }, { enabled: activityId > 0 });
export const useSaveAntiCheat = () => useEndpointChange(ac.setting, [ac.info]);
export const useUnban = () => useEndpointChange(ac.unban, [ac.info]);
