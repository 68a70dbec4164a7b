import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useQueryParams } from '../../app/page-address.js';
import { session } from '../../app/session.js';
import type { Host } from '../kit/host-call.js';
import { lotteryConsoleKey, readLotteryConsole } from './lottery-console-read.js';

/**
 * Whether this big screen may be driven from its keyboard: opened with `?host_key=` (the host link's key), or in
 * the browser of an organiser (or staff with the grant) logged in. Either is checked by reading the console once;
 * a screen the server does not take as host only displays.
 */
export const useScreenHost = (activityId: number | null) => {
  const [params] = useQueryParams();
  const key = params.get('host_key') ?? '';
  const host: Host | null = key
    ? { host_key: key }
    : activityId && session.token()
      ? { activity_id: activityId }
      : null;
  const console = useQuery({
    queryKey: host ? lotteryConsoleKey(host) : ['live', 'no-host'],
    queryFn: ({ signal }) => readLotteryConsole(host as Host, signal),
    enabled: host !== null,
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const hosting = console.data ? host : null;
  const { refetch } = console;
  // Read again as the stage moves, so the tiers the arrow keys choose from stay current; only a host reads it.
  const reload = useCallback(() => {
    if (hosting) void refetch();
  }, [hosting, refetch]);
  return { host: hosting, console: console.data ?? null, reload };
};
