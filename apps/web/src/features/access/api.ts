import { contract } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../app/api-client.js';
import { allowedPageNames } from '../../app/guard-rules.js';
import { useSession } from '../../app/session.js';

const { list, customerList, auth } = contract.access;

/** The sidebar menu: the user's own menu when logged in, the visitors' menu otherwise. Keyed by token so a login reloads it. */
export const useMenu = () => {
  const token = useSession()?.token ?? '';
  const e = token ? list : customerList;
  return useQuery({ queryKey: [e.path, token], queryFn: () => callApi(e, {}), staleTime: 60_000 });
};

/** Route names the logged-in user may open; undefined while loading or when not enabled. */
export const useAllowedPages = (enabled: boolean) => {
  const token = useSession()?.token ?? '';
  const active = enabled && token !== '';
  const grants = useQuery({
    queryKey: [auth.path, token],
    queryFn: () => callApi(auth, {}),
    enabled: active,
    staleTime: 60_000,
  });
  const menu = useQuery({
    queryKey: [list.path, token],
    queryFn: () => callApi(list, {}),
    enabled: active,
    staleTime: 60_000,
  });
  if (!active || grants.isPending || menu.isPending) return undefined;
  return allowedPageNames(grants.data?.pages ?? [], menu.data ?? []);
};
