import type { LivePayload, SessionSnapshot } from '@app/contract';
import { useRef } from 'react';
import { type LiveSnapshotOptions, useLiveSnapshot } from './use-live-snapshot.js';
import { useServerClock } from './use-server-clock.js';

type Options<T> = Pick<
  LiveSnapshotOptions<T, SessionSnapshot>,
  'activityId' | 'queryKey' | 'read' | 'snapshotOf' | 'enabled' | 'stage'
> & {
  onState?: (snapshot: SessionSnapshot) => void;
  onLobby?: (names: string[]) => void;
  onRemoved?: (removed: LivePayload<'session.removed'>) => void;
};

/**
 * One surface's view of a live session (live-session.ts) on the live engine (use-live-snapshot.ts): whole snapshots
 * on `game:<activity id>` at transitions and, for a screen or console, counts and lobby names on
 * `stage:<activity id>` between them. Every read and /ws round trip also sets the server clock the countdowns use.
 */
export const useLiveSession = <T>({ onState, onLobby, onRemoved, ...options }: Options<T>) => {
  const clock = useServerClock();
  const onRef = useRef({ onState, onLobby, onRemoved });
  onRef.current = { onState, onLobby, onRemoved };

  const live = useLiveSnapshot<T, SessionSnapshot>({
    ...options,
    read: async (signal) => {
      const t = Date.now();
      const data = await options.read(signal);
      clock.onTime({ t, server: Date.parse(options.snapshotOf(data).server_time), at: Date.now() });
      return data;
    },
    onTime: clock.onTime,
    onEvent: (event, payload, { kept, keep, reload }) => {
      if (event === 'session.state') {
        const next = payload as SessionSnapshot;
        if (keep(next)) onRef.current.onState?.(next);
      } else if (event === 'session.counts' && kept) {
        const counts = payload as LivePayload<'session.counts'>;
        if (counts.version > kept.version) reload();
        else if (counts.version === kept.version) keep({ ...kept, joined: counts.joined, answered: counts.answered });
      } else if (event === 'session.lobby') onRef.current.onLobby?.((payload as LivePayload<'session.lobby'>).names);
      else if (event === 'session.removed') onRef.current.onRemoved?.(payload as LivePayload<'session.removed'>);
    },
  });

  const { data, snapshot, error, connected, reload } = live;
  return { data, snapshot, error, connected, reload, now: clock.now };
};
