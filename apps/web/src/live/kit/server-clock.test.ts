import { describe, expect, it } from 'vitest';
import { bestOffset, keepReading, keptReadings, readingOf } from './server-clock.js';

describe('the server clock', () => {
  it('reads the offset half-way through the round trip', () => {
    expect(readingOf({ t: 1000, server: 6050, at: 1100 })).toEqual({ rtt: 100, offset: 5000 });
  });

  it('trusts the reading with the smallest round trip', () => {
    let kept = keepReading([], readingOf({ t: 0, server: 5400, at: 800 }));
    kept = keepReading(kept, readingOf({ t: 2000, server: 7010, at: 2020 }));
    kept = keepReading(kept, readingOf({ t: 4000, server: 9300, at: 4400 }));
    expect(bestOffset(kept)).toBe(5000);
  });

  it('forgets old readings, so a clock set meanwhile is caught up with', () => {
    let kept = keepReading([], { rtt: 1, offset: 100 });
    for (let i = 0; i < keptReadings; i += 1) kept = keepReading(kept, { rtt: 50, offset: 900 });
    expect(bestOffset(kept)).toBe(900);
  });

  it('ignores a round trip that ran backwards and starts at 0', () => {
    expect(keepReading([], { rtt: -5, offset: 1 })).toEqual([]);
    expect(bestOffset([])).toBe(0);
  });
});
