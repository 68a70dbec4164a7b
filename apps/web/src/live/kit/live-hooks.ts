import type { DataOf, Endpoint, InputOf } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callLive } from './live-api.js';

/** Query key of a participant call; changes make a whole endpoint stale by its path. */
export const liveKey = (e: Endpoint, input?: unknown) =>
  input === undefined ? ['live', e.path] : ['live', e.path, input];

/**
 * A participant read; `silent` for reads whose failure only means the page leaves something out; `enabled` false
 * for a read the activity does not offer; `refetchInterval` for a screen that reads again whatever else happens.
 */
export const useLiveQuery = <E extends Endpoint>(
  e: E,
  input: InputOf<E>,
  {
    silent = false,
    asOrganiser = false,
    enabled = true,
    refetchInterval,
  }: {
    silent?: boolean;
    asOrganiser?: boolean;
    enabled?: boolean;
    /** Milliseconds, or from the last answer: false to stop reading again. */
    refetchInterval?: number | ((data: DataOf<E> | undefined) => number | false);
  } = {},
) =>
  useQuery<DataOf<E>>({
    queryKey: liveKey(e, input),
    queryFn: ({ signal }) => callLive(e, input, { silent, signal, asOrganiser }),
    enabled,
    refetchInterval: typeof refetchInterval === 'function' ? (q) => refetchInterval(q.state.data) : refetchInterval,
    retry: false,
    refetchOnWindowFocus: false,
  });

/** A participant change; `stale` lists the endpoints whose answers it changes. */
export const useLiveMutation = <E extends Endpoint>(e: E, { silent = false, stale = [] as Endpoint[] } = {}) => {
  const client = useQueryClient();
  return useMutation<DataOf<E>, Error, InputOf<E>>({
    mutationFn: (input) => callLive(e, input, { silent }),
    onSuccess: () => Promise.all(stale.map((s) => client.invalidateQueries({ queryKey: liveKey(s) }))),
  });
};
