import type { TimeSample } from '../../app/live-channel.js';

/** One round trip measured: how long it took and how far the server clock is ahead of this one. */
export type ClockReading = { rtt: number; offset: number };

/** Readings kept: the least delayed of the last few wins, so a clock that was set meanwhile is caught up with. */
export const keptReadings = 8;

/** NTP-style: the server read its clock about half-way through the round trip. */
export const readingOf = ({ t, server, at }: TimeSample): ClockReading => ({
  rtt: at - t,
  offset: server - (t + at) / 2,
});

/** Adds a reading to the kept ones; a negative round trip (the local clock jumped back) is not a reading. */
export const keepReading = (kept: readonly ClockReading[], next: ClockReading) =>
  next.rtt < 0 ? kept : [...kept, next].slice(-keptReadings);

/** The offset of the reading with the smallest round trip (0 before any). */
export const bestOffset = (kept: readonly ClockReading[]) => {
  const best = kept.reduce<ClockReading | null>((a, b) => (a && a.rtt <= b.rtt ? a : b), null);
  return best ? Math.round(best.offset) : 0;
};
