import type { DataOf, Endpoint, InputOf } from '@app/contract';
import { type UseQueryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, callApi } from './api-client.js';

/** Query key of an endpoint call: features invalidate by the endpoint's path. */
export const endpointKey = (e: Endpoint, input?: unknown) => (input === undefined ? [e.path] : [e.path, input]);

export const useEndpointQuery = <E extends Endpoint>(
  e: E,
  input: InputOf<E>,
  options: Omit<UseQueryOptions<DataOf<E>>, 'queryKey' | 'queryFn'> & { call?: CallOptions } = {},
) =>
  useQuery<DataOf<E>>({
    queryKey: endpointKey(e, input),
    queryFn: ({ signal }) => callApi(e, input, { ...options.call, signal }),
    ...options,
  });

export const useEndpointMutation = <E extends Endpoint>(e: E, call: CallOptions = {}) =>
  useMutation<DataOf<E>, Error, InputOf<E>>({ mutationFn: (input) => callApi(e, input, call) });

/** A change that makes the listed endpoints' cached answers stale (every input of each). */
export const useEndpointChange = <E extends Endpoint>(e: E, stale: Endpoint[], call: CallOptions = {}) => {
  const client = useQueryClient();
  return useMutation<DataOf<E>, Error, InputOf<E>>({
    mutationFn: (input) => callApi(e, input, call),
    onSuccess: () => Promise.all(stale.map((s) => client.invalidateQueries({ queryKey: endpointKey(s) }))),
  });
};
