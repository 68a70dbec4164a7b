import { describe, expect, it } from 'vitest';
import { readThroughCache } from './read-through-cache.js';

/** A table whose reads are counted, and a clock the test moves. */
const setUp = (ttlMs?: number) => {
  const rows = new Map<number, string>([
    [1, 'a'],
    [2, 'b'],
  ]);
  const reads: number[][] = [];
  let time = 0;
  const freshness = ttlMs === undefined ? {} : { ttlMs, now: () => time };
  const cache = readThroughCache<number, string>({
    maxEntries: 2,
    windowMs: 1,
    maxKeys: 50,
    ...freshness,
    read: async (keys) => {
      reads.push(keys);
      return new Map(keys.flatMap((k) => (rows.has(k) ? [[k, rows.get(k)!] as const] : [])));
    },
  });
  return { rows, reads, cache, advance: (ms: number) => (time += ms) };
};

describe('read-through cache', () => {
  it('reads misses together once and answers later loads from memory; a key not found is read again', async () => {
    const { cache, reads } = setUp();
    expect(await Promise.all([1, 2, 9].map((k) => cache.load(k)))).toEqual(['a', 'b', undefined]);
    expect([await cache.load(1), await cache.load(9)]).toEqual(['a', undefined]);
    expect(reads).toEqual([[1, 2, 9], [9]]);
  });

  it('reads a row again once it is older than its time to live, and keeps rows without one for good', async () => {
    const expiring = setUp(1_000);
    await expiring.cache.load(1);
    expiring.rows.set(1, 'changed');
    expiring.advance(999);
    expect(await expiring.cache.load(1)).toBe('a');
    expiring.advance(1);
    expect(await expiring.cache.load(1)).toBe('changed');

    const lasting = setUp();
    await lasting.cache.load(1);
    lasting.advance(1e9);
    expect(await lasting.cache.load(1)).toBe('a');
    expect(lasting.reads).toEqual([[1]]);
  });

  it('lets the oldest row go when full, and serves a row kept by its writer without a read', async () => {
    const { cache, reads, rows } = setUp();
    rows.set(3, 'c');
    cache.keep(3, 'c');
    expect(await cache.load(3)).toBe('c');
    await cache.load(1);
    await cache.load(2);
    expect(cache.size()).toBe(2);
    expect(await cache.load(3)).toBe('c');
    expect(reads).toEqual([[1], [2], [3]]);
  });

  it('reads a forgotten row again (a read that a forget overtook: forgetting-cache.test.ts)', async () => {
    const { cache, reads, rows } = setUp();
    await cache.load(1);
    rows.set(1, 'changed');
    cache.forget([1]);
    expect(await cache.load(1)).toBe('changed');
    expect(await cache.load(1)).toBe('changed');
    expect(reads).toEqual([[1], [1]]);
  });
});
