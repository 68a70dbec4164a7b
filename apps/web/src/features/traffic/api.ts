import { trafficContract } from '@app/contract/traffic';
import { useEndpointQuery } from '../../app/api-hooks.js';

const c = trafficContract;

/** Which activity (or all) and which days the page shows; open ends are the server's default range. */
export type TrafficScope = { activity_id?: number; start_time?: string; end_time?: string };

export const useTrafficBalance = () => useEndpointQuery(c.balance, {});
export const useTrafficDaily = (scope: TrafficScope) => useEndpointQuery(c.daily, scope);
