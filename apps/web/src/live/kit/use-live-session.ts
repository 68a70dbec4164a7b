import { type LivePayload, liveChannels, type SessionSnapshot } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../app/api-client.js';
import { useLiveChannel } from '../../app/live-channel.js';
import { useServerClock } from './use-server-clock.js';

/** How long a read waits for the channel before it goes ahead without it (a network that blocks WebSockets). */
export const subscribeWaitMs = 1500;

type Options<T> = {
  /** The activity whose session this is, when known before the first read; null learns it from the read. */
  activityId: number | null;
  queryKey: readonly unknown[];
  /** Reads the whole state once: the snapshot and whatever the surface needs beside it. */
  read: (signal: AbortSignal) => Promise<T>;
  snapshotOf: (data: T) => SessionSnapshot;
  enabled?: boolean;
  onState?: (snapshot: SessionSnapshot) => void;
  onLobby?: (names: string[]) => void;
  onRemoved?: (removed: LivePayload<'session.removed'>) => void;
};

/** The later of two snapshots by version; on a tie the one given last (a read is as fresh as any event). */
export const newerSnapshot = (kept: SessionSnapshot | null, next: SessionSnapshot) =>
  kept && kept.version > next.version ? kept : next;

/** A refused read is not retried; a lost one is, a few times. */
const retryLost = (count: number, error: Error) => error instanceof ApiError && error.code === 0 && count < 5;

/**
 * One surface's view of a live session (live-session.ts): reads the state through the API, then follows the
 * `game:<activity id>` channel — whole snapshots on transitions, counts and lobby names between them — and reads
 * again whenever the channel is heard (again) after a read, so nothing is ever replayed and no transition is
 * lost in between. Every read and /ws round trip also sets the server clock the countdowns use.
 */
export const useLiveSession = <T>({ activityId, queryKey, read, snapshotOf, enabled = true, ...on }: Options<T>) => {
  const clock = useServerClock();
  const [subscribed, setSubscribed] = useState(false);
  const [waitedOut, setWaitedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaitedOut(true), subscribeWaitMs);
    return () => clearTimeout(timer);
  }, []);

  const query = useQuery<T>({
    queryKey,
    queryFn: async ({ signal }) => {
      const t = Date.now();
      const data = await read(signal);
      clock.onTime({ t, server: Date.parse(snapshotOf(data).server_time), at: Date.now() });
      return data;
    },
    enabled: enabled && (activityId === null || subscribed || waitedOut),
    retry: retryLost,
    retryDelay: (n) => Math.min(8000, 1000 * 2 ** n),
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  const [snapshot, setSnapshot] = useState<SessionSnapshot | null>(null);
  const snapshotRef = useRef(snapshot);
  const keep = useCallback((next: SessionSnapshot) => {
    const kept = newerSnapshot(snapshotRef.current, next);
    snapshotRef.current = kept;
    setSnapshot(kept);
    return kept === next;
  }, []);
  const snapshotOfRef = useRef(snapshotOf);
  snapshotOfRef.current = snapshotOf;
  useEffect(() => {
    if (query.data) keep(snapshotOfRef.current(query.data));
  }, [query.data, keep]);

  const onRef = useRef(on);
  onRef.current = on;
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);

  const onEvent = (event: string, payload: unknown) => {
    const kept = snapshotRef.current;
    if (event === 'session.state') {
      const next = payload as SessionSnapshot;
      if (keep(next)) onRef.current.onState?.(next);
    } else if (event === 'session.counts' && kept) {
      const counts = payload as LivePayload<'session.counts'>;
      if (counts.version > kept.version) reload();
      else if (counts.version === kept.version) keep({ ...kept, joined: counts.joined, answered: counts.answered });
    } else if (event === 'session.lobby') onRef.current.onLobby?.((payload as LivePayload<'session.lobby'>).names);
    else if (event === 'session.removed') onRef.current.onRemoved?.(payload as LivePayload<'session.removed'>);
  };
  const channelId = activityId ?? snapshot?.activity_id ?? null;
  const { connected } = useLiveChannel(enabled && channelId ? liveChannels.game(channelId) : null, onEvent, {
    onTime: clock.onTime,
  });

  const hadRead = useRef(false);
  hadRead.current = hadRead.current || query.fetchStatus === 'fetching' || query.data !== undefined;
  useEffect(() => {
    if (!connected) return;
    setSubscribed(true);
    // A read made before the channel was heard may have missed a transition.
    if (hadRead.current) reload();
  }, [connected, reload]);

  return { data: query.data, snapshot, error: query.error, connected, reload, now: clock.now };
};
