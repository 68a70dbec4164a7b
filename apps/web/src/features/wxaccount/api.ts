import { wxaccountContract } from '@app/contract/wxaccount';
import { useEndpointChange, useEndpointMutation, useEndpointQuery } from '../../app/api-hooks.js';

const c = wxaccountContract;

/** Leaving for WeChat's consent page is a full page load; tests replace `assign`. */
export const consentPage = { assign: (url: string) => window.location.assign(url) };

/** Every account of the organiser, for pickers (the list's largest page). */
export const useAccountOptions = () => useEndpointQuery(c.list, { page: 1, limit: 100 });

export const useSettingInfo = (activityId: number) => useEndpointQuery(c.settingInfo, { activity_id: activityId });

// The consent page's address is made for one visit (WeChat's pre-auth code), never read from the cache.
export const useAuthUrl = () => useEndpointMutation(c.authUrl);
// The page shows a refused consent itself, with a way to try again.
export const useAuthCallback = () => useEndpointChange(c.authCallback, [c.list], { silent: true });
export const useRemoveAccount = () => useEndpointChange(c.remove, [c.list, c.detail]);
export const useSaveSetting = () => useEndpointChange(c.settingSave, [c.settingList, c.settingInfo, c.list]);
