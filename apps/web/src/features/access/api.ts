import type { DataOf, Endpoint, InputOf } from '@app/contract';
import { accessContract, roleContract } from '@app/contract/access';
import { customerContract } from '@app/contract/customer';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../app/api-client.js';
import { useEndpointQuery } from '../../app/api-hooks.js';
import { useGrants } from '../../app/grants.js';
import { allowedPageNames } from '../../app/guard-rules.js';
import { useSession } from '../../app/session.js';

export { useCan } from '../../app/grants.js';

const { list, customerList } = accessContract;
const { staffList, staffAdd, staffEdit, staffDelete } = customerContract;

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
  const grants = useGrants(active);
  const menu = useQuery({
    queryKey: [list.path, token],
    queryFn: () => callApi(list, {}),
    enabled: active,
    staleTime: 60_000,
  });
  if (!active || grants.isPending || menu.isPending) return undefined;
  return allowedPageNames(grants.data?.pages ?? [], menu.data ?? []);
};

/** A change that makes the listed endpoints' cached answers stale. */
const useChange = <E extends Endpoint>(e: E, stale: Endpoint[]) => {
  const client = useQueryClient();
  return useMutation<DataOf<E>, Error, InputOf<E>>({
    mutationFn: (input) => callApi(e, input),
    onSuccess: () => Promise.all(stale.map((s) => client.invalidateQueries({ queryKey: [s.path] }))),
  });
};

/** Every role, for pickers (the list's largest page). */
export const useRoleOptions = () => useEndpointQuery(roleContract.list, { page: 1, limit: 100 });

export const useRoleDetail = (id: number) => useEndpointQuery(roleContract.detail, { id }, { enabled: id > 0 });

export const useRoleCatalogue = () => useEndpointQuery(roleContract.catalogue, {}, { staleTime: 60_000 });

const roleViews = [roleContract.list, roleContract.detail];
export const useAddRole = () => useChange(roleContract.add, roleViews);
export const useEditRole = () => useChange(roleContract.edit, roleViews);
export const useDeleteRole = () => useChange(roleContract.delete, roleViews);
export const useSaveRoleGrants = () => useChange(roleContract.auth, roleViews);

// A staff change moves the roles' staff counts too.
const staffViews = [staffList, roleContract.list];
export const useAddStaff = () => useChange(staffAdd, staffViews);
export const useEditStaff = () => useChange(staffEdit, staffViews);
export const useDeleteStaff = () => useChange(staffDelete, staffViews);
