import { type LivePayload, liveChannels } from '@app/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLiveChannel } from '../../app/live-channel.js';
import { applyTally, type ScreenData } from './ranking-tally.js';

/** Events can come by the hundred a second; a page reads the ranking at most once a second. */
const refetchGapMs = 1000;
/** Events carry counts, not voters: the voters catch up with a slower read. */
const votersCatchUpMs = 5000;

/** Reads again at most once per `gap`; an urgent read replaces a later one already planned. */
const useRefetchSoon = (refetch: () => unknown) => {
  const lastRefetch = useRef(0);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; at: number } | undefined>(undefined);
  useEffect(() => () => clearTimeout(pending.current?.timer), []);
  return useCallback(
    (gap = refetchGapMs) => {
      const at = Math.max(Date.now(), lastRefetch.current + gap);
      if (pending.current && pending.current.at <= at) return;
      clearTimeout(pending.current?.timer);
      pending.current = {
        at,
        timer: setTimeout(() => {
          pending.current = undefined;
          lastRefetch.current = Date.now();
          void refetch();
        }, at - Date.now()),
      };
    },
    [refetch],
  );
};

/**
 * The vote's totals and ranking as read from the server, kept current by the vote channel: counts move at
 * once with each tally event, voters and whatever the event cannot tell come with a read soon after. The big
 * screen and the organiser's ranking both show it, so they never disagree for longer than that read.
 */
export const useLiveRanking = (
  activityId: number,
  query: { data: ScreenData | undefined; refetch: () => unknown },
  top: number,
) => {
  const [shown, setShown] = useState<ScreenData | undefined>(query.data);
  useEffect(() => setShown(query.data), [query.data]);
  const shownRef = useRef(shown);
  shownRef.current = shown;
  const refetchSoon = useRefetchSoon(query.refetch);

  const onEvent = (event: string, payload: unknown) => {
    if (event !== 'vote.tally' || !shownRef.current) return;
    const next = applyTally(shownRef.current, payload as LivePayload<'vote.tally'>, top);
    shownRef.current = next.data;
    setShown(next.data);
    refetchSoon(next.refetch ? refetchGapMs : votersCatchUpMs);
  };
  const channel = activityId > 0 ? liveChannels.vote(activityId) : null;
  const { connected } = useLiveChannel(channel, onEvent, { onResubscribed: () => refetchSoon() });
  return { shown, connected };
};
