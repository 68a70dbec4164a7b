import type { BalanceKind, DataOf, Endpoint } from '@app/contract';
import { customerContract } from '@app/contract/customer';
import { useQueryClient } from '@tanstack/react-query';
import { endpointKey, useEndpointQuery } from '../../app/api-hooks.js';

type Account = DataOf<typeof customerContract.info>;

/** The account with its three balances; shares the cache of every reader of customer/info. */
export const useAccount = () => useEndpointQuery(customerContract.info, {});

export const balanceOf = (account: Account | undefined, kind: BalanceKind) => account?.[kind] ?? 0;

/** Every page showing one of these endpoints reads it again. */
export const useRefresh = () => {
  const queryClient = useQueryClient();
  return (endpoints: Endpoint[]) => {
    for (const e of endpoints) void queryClient.invalidateQueries({ queryKey: endpointKey(e) });
  };
};
