import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventCoalescer } from './event-coalescer.js';

describe('event coalescer', () => {
  let sent: [string, number[]][];
  let events: ReturnType<typeof eventCoalescer<string, number[]>>;

  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    events = eventCoalescer<string, number[]>({
      everyMs: 100,
      merge: (waiting, newer) => [...waiting, ...newer],
      send: async (key, value) => void sent.push([key, value]),
      onError: (err) => {
        throw err;
      },
    });
  });
  afterEach(() => {
    events.stop();
    vi.useRealTimers();
  });

  it('sends a lone change at once and merges what comes while the key is hot into one event', () => {
    events.push('a', [1]);
    expect(sent).toEqual([['a', [1]]]);
    events.push('a', [2]);
    events.push('a', [3]);
    events.push('b', [9]);
    expect(sent).toEqual([
      ['a', [1]],
      ['b', [9]],
    ]);
    vi.advanceTimersByTime(100);
    expect(sent.slice(2)).toEqual([['a', [2, 3]]]);
    // Still hot after that send: the next change waits its turn.
    events.push('a', [4]);
    vi.advanceTimersByTime(99);
    expect(sent).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(sent.at(-1)).toEqual(['a', [4]]);
    // A quiet period cools the key down again.
    vi.advanceTimersByTime(100);
    events.push('a', [5]);
    expect(sent.at(-1)).toEqual(['a', [5]]);
  });

  it('forgets what waits when it is superseded, and sends nothing after stopping', () => {
    events.push('a', [1]);
    events.push('a', [2]);
    events.drop('a');
    vi.advanceTimersByTime(100);
    expect(sent).toEqual([['a', [1]]]);
    events.push('a', [3]);
    events.push('a', [4]);
    events.stop();
    vi.advanceTimersByTime(500);
    expect(sent).toEqual([
      ['a', [1]],
      ['a', [3]],
    ]);
  });
});
