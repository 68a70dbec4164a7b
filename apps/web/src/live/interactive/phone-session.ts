import type { DataOf, H5Activity, LivePayload } from '@app/contract';
import { gameContract } from '@app/contract/game';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { callLive } from '../kit/live-api.js';
import { liveKey } from '../kit/live-hooks.js';
import { useLiveSession } from '../kit/use-live-session.js';

export type PhoneData = DataOf<typeof gameContract.me>;

/** A hall of phones should not ask for their results in the same millisecond after a reveal. */
const spreadMs = 1200;

/** Phases after which a phone reads itself again: its result, its rank, or a reset score. */
const rereadOn = new Set(['lobby', 'reveal', 'leaderboard', 'finished']);

export const phoneKey = (ticket: string) => liveKey(gameContract.me, { ticket });

/** Seeds the phone's state with what joining answered, so the page shows it without another read. */
export const useSeedPhone = () => {
  const client = useQueryClient();
  return (ticket: string, data: PhoneData) => client.setQueryData(phoneKey(ticket), data);
};

/**
 * One phone's session: the snapshot followed live, and the player itself (me) read again, spread over a moment,
 * after each reveal, leaderboard, end or reset. `onRemoved` hears when the host removed this player.
 */
export const usePhoneSession = (
  info: H5Activity,
  ticket: string,
  onRemoved: (banned: boolean) => void,
  enabled = true,
) => {
  const mine = useRef<number | null>(null);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const session = useLiveSession<PhoneData>({
    activityId: info.id,
    queryKey: phoneKey(ticket),
    read: (signal) => callLive(gameContract.me, { ticket }, { signal, silent: true }),
    snapshotOf: (d) => d.snapshot,
    enabled: enabled && ticket !== '',
    onState: (s) => {
      if (!rereadOn.has(s.phase)) return;
      clearTimeout(pending.current);
      pending.current = setTimeout(() => session.reload(), Math.random() * spreadMs);
    },
    onRemoved: (e: LivePayload<'session.removed'>) => {
      if (mine.current !== null && e.player_ids.includes(mine.current)) onRemoved(e.banned);
    },
  });
  mine.current = session.data?.me.player_id ?? null;
  return session;
};
