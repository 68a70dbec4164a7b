import { liveChannels } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../app/api-error.js';
import { type LiveChannelOptions, useLiveChannel } from '../../app/live-channel.js';

/** How long a read waits for the channel before it goes ahead without it (a network that blocks WebSockets). */
export const subscribeWaitMs = 1500;

/** What a surface's live state carries for the engine to order and route it. */
export type VersionedSnapshot = { version: number; activity_id: number };

/** The later of two snapshots by version; on a tie the one given last (a read is as fresh as any event). */
export const newerSnapshot = <S extends VersionedSnapshot>(kept: S | null, next: S) =>
  kept && kept.version > next.version ? kept : next;

/** A refused read is not retried; a lost one is, a few times. */
const retryLost = (count: number, error: Error) => error instanceof ApiError && error.code === 0 && count < 5;

/** What an event handler may do: look at the snapshot kept, keep a newer one (true when it was newer), read again. */
export type SnapshotTools<S> = { kept: S | null; keep: (next: S) => boolean; reload: () => void };

export type LiveSnapshotOptions<T, S> = {
  /** The activity, when known before the first read; null learns it from the read (the big screen). */
  activityId: number | null;
  queryKey: readonly unknown[];
  /** Reads the whole state once: the snapshot and whatever the surface needs beside it. */
  read: (signal: AbortSignal) => Promise<T>;
  snapshotOf: (data: T) => S;
  enabled?: boolean;
  /** The big screen and the console also follow `stage:<id>`, what phones never show. */
  stage?: boolean;
  onEvent: (event: string, payload: unknown, tools: SnapshotTools<S>) => void;
  onTime?: LiveChannelOptions['onTime'];
};

/**
 * The engine under every live surface (the quiz session, the lottery): reads the state through the API, then
 * follows `game:<activity id>` and, with `stage`, `stage:<activity id>` on the same socket, keeping the newest
 * snapshot by version and reading again whenever the channels are heard (again) after a read, so a reconnect never
 * replays events and no transition is lost in between.
 */
export const useLiveSnapshot = <T, S extends VersionedSnapshot>({
  activityId,
  queryKey,
  read,
  snapshotOf,
  enabled = true,
  stage = false,
  onEvent,
  onTime,
}: LiveSnapshotOptions<T, S>) => {
  const [subscribed, setSubscribed] = useState(false);
  const [waitedOut, setWaitedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaitedOut(true), subscribeWaitMs);
    return () => clearTimeout(timer);
  }, []);

  const query = useQuery<T>({
    queryKey,
    queryFn: ({ signal }) => read(signal),
    enabled: enabled && (activityId === null || subscribed || waitedOut),
    retry: retryLost,
    retryDelay: (n) => Math.min(8000, 1000 * 2 ** n),
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  const [snapshot, setSnapshot] = useState<S | null>(null);
  const snapshotRef = useRef(snapshot);
  const keep = useCallback((next: S) => {
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

  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);

  const channelId = activityId ?? snapshot?.activity_id ?? null;
  const channels =
    enabled && channelId ? [liveChannels.game(channelId), ...(stage ? [liveChannels.stage(channelId)] : [])] : null;
  const { connected } = useLiveChannel(
    channels,
    (event, payload) => onEvent(event, payload, { kept: snapshotRef.current, keep, reload }),
    { onTime },
  );

  const hadRead = useRef(false);
  hadRead.current = hadRead.current || query.fetchStatus === 'fetching' || query.data !== undefined;
  useEffect(() => {
    if (!connected) return;
    setSubscribed(true);
    // A read made before the channels were heard may have missed a transition.
    if (hadRead.current) reload();
  }, [connected, reload]);

  return { data: query.data, snapshot, keep, error: query.error, connected, reload };
};
