import { liveChannels, voteTallyEventSchema } from '@app/contract';
import { voteContract } from '@app/contract/vote';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLiveChannel } from '../../app/live-channel.js';
import { liveKey } from '../kit/live-hooks.js';
import { applyTally, refreshTallies } from './vote-cache.js';

/** While the live channel is not heard, the counts are read again on this beat. */
export const votePollMs = 10_000;
/** However many votes arrive, a phone reads the ranking again at most once in this time. */
export const voteRefreshMs = 1000;

/** Runs `run` at most once per `ms`; a call inside the window runs once at its end, so the last change shows. */
const useThrottle = (ms: number) => {
  const last = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<() => void>(() => {});
  useEffect(() => () => clearTimeout(timer.current), []);
  return (run: () => void) => {
    pending.current = run;
    if (timer.current !== undefined) return;
    const wait = Math.max(0, last.current + ms - Date.now());
    timer.current = setTimeout(() => {
      timer.current = undefined;
      last.current = Date.now();
      pending.current();
    }, wait);
  };
};

/**
 * Keeps the counts and the ranking current while the vote page is open. A tally event carries the new counts, shown
 * at once; the ranking (whose order may have changed) and, after a reset, everything are read again, throttled.
 * Without the channel (no socket, a proxy that drops it) the page falls back to polling.
 */
export const useVoteLive = (activityId: number) => {
  const client = useQueryClient();
  const throttle = useThrottle(voteRefreshMs);
  const { connected } = useLiveChannel(
    liveChannels.vote(activityId),
    (event, payload) => {
      const tally = event === 'vote.tally' ? voteTallyEventSchema.safeParse(payload) : null;
      if (!tally?.success) return;
      if (tally.data.refresh) return throttle(() => void refreshTallies(client));
      applyTally(client, tally.data);
      throttle(() => void client.invalidateQueries({ queryKey: liveKey(voteContract.h5Ranking) }));
    },
    { onResubscribed: () => throttle(() => void refreshTallies(client)) },
  );
  useEffect(() => {
    if (connected) return;
    const timer = setInterval(() => void refreshTallies(client), votePollMs);
    return () => clearInterval(timer);
  }, [client, connected]);
};
