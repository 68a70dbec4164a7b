import { useCallback, useMemo, useRef, useState } from 'react';
import type { TimeSample } from '../../app/live-channel.js';
import { bestOffset, type ClockReading, keepReading, readingOf } from './server-clock.js';

export type ServerClock = {
  /** The server's clock now, in epoch ms. */
  now: () => number;
  /** Server clock minus this one, in ms. */
  offset: number;
  /** Takes one round trip: a /ws `time` answer (useLiveChannel's onTime) or a read that carried server_time. */
  onTime: (sample: TimeSample) => void;
};

/**
 * The server's clock as seen from this page (liveClock in live-session.ts): every round trip is a reading, and the
 * offset is that of the least delayed of the recent ones, so countdowns on every screen agree.
 */
export const useServerClock = (): ServerClock => {
  const [offset, setOffset] = useState(0);
  const readings = useRef<readonly ClockReading[]>([]);
  const offsetRef = useRef(0);
  const onTime = useCallback((sample: TimeSample) => {
    readings.current = keepReading(readings.current, readingOf(sample));
    offsetRef.current = bestOffset(readings.current);
    setOffset(offsetRef.current);
  }, []);
  const now = useCallback(() => Date.now() + offsetRef.current, []);
  return useMemo(() => ({ now, offset, onTime }), [now, offset, onTime]);
};
