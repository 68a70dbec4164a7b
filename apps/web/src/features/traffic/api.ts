import { contract } from '@app/contract';
import { useEndpointQuery } from '../../app/api-hooks.js';

const c = contract.traffic;

/** Which activity (or all) and which days the page shows; open ends are the server's default range. */
export type TrafficScope = { activity_id?: number; start_time?: string; end_time?: string };

export const useTrafficBalance = () => useEndpointQuery(c.balance, {});
export const useTrafficDaily = (scope: TrafficScope) => useEndpointQuery(c.daily, scope);
