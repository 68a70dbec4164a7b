import type { ActionKey } from '@app/contract';
import { accessContract } from '@app/contract/access';
import { useQuery } from '@tanstack/react-query';
import { callApi } from './api-client.js';
import { useSession } from './session.js';

const { auth } = accessContract;

/** What the logged-in account may open and do. Keyed by token so a login reloads it. */
export const useGrants = (enabled = true) => {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: [auth.path, token],
    queryFn: () => callApi(auth, {}),
    enabled: enabled && token !== '',
    staleTime: 60_000,
  });
};

/**
 * Whether the logged-in account may take an action. Organisers hold every grant; staff hold what their role
 * grants. It lives here, not in the access feature, because the pages that own the actions are other features.
 */
export const useCan = (action: ActionKey) => {
  const user = useSession();
  const staff = user?.is_staff === true;
  const grants = useGrants(staff);
  if (!user) return false;
  if (!staff) return true;
  return grants.data?.actions.includes(action) ?? false;
};
