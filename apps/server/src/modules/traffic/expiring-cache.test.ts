import { describe, expect, it } from 'vitest';
import { expiringCache } from './expiring-cache.js';

describe('expiring cache', () => {
  const counting = (ttlMs: number, maxEntries?: number) => {
    let now = 0;
    const loads: string[] = [];
    const cache = expiringCache({
      ttlMs,
      maxEntries,
      now: () => now,
      load: async (key) => {
        loads.push(key);
        if (key === 'bad') throw new Error('no database');
        return `${key}@${now}`;
      },
    });
    return { cache, loads, advance: (ms: number) => (now += ms) };
  };

  it('loads a key once while it is fresh, and again once it has expired', async () => {
    const { cache, loads, advance } = counting(1000);
    expect(await Promise.all([cache.get('a'), cache.get('a')])).toEqual(['a@0', 'a@0']);
    advance(999);
    expect(await cache.get('a')).toBe('a@0');
    advance(1);
    expect(await cache.get('a')).toBe('a@1000');
    expect(loads).toEqual(['a', 'a']);
  });

  it('forgets a failed load, so the next caller tries again', async () => {
    const { cache, loads } = counting(1000);
    await expect(cache.get('bad')).rejects.toThrow('no database');
    await expect(cache.get('bad')).rejects.toThrow('no database');
    expect(loads).toEqual(['bad', 'bad']);
  });

  it('answers a value set by hand without loading, and stays within its size', async () => {
    const { cache, loads } = counting(1000, 2);
    cache.set('x', 'known');
    expect(await cache.get('x')).toBe('known');
    await cache.get('a');
    await cache.get('b');
    await cache.get('x');
    expect(loads).toEqual(['a', 'b', 'x']);
  });
});
