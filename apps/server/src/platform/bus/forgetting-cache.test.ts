import { describe, expect, it } from 'vitest';
import { forgetCached, forgettingCache } from './forgetting-cache.js';
import { memoryBus } from './memory-bus.js';
import { redisBus } from './redis-bus.js';

/** A store whose reads are counted, and one of them held open until released. */
const store = (rows: Record<string, number>) => {
  const reads: string[][] = [];
  let hold: Promise<void> | undefined;
  return {
    rows,
    reads,
    holdNextRead: () => {
      let release = () => {};
      hold = new Promise((resolve) => {
        release = resolve;
      });
      return release;
    },
    read: async (keys: string[]) => {
      reads.push(keys);
      const snapshot = new Map(keys.filter((k) => k in rows).map((k) => [k, rows[k]!]));
      const held = hold;
      hold = undefined;
      if (held) await held;
      return snapshot;
    },
  };
};

const options = { name: 'seats', maxEntries: 100, windowMs: 1, maxKeys: 50 };

describe('forgetting cache', () => {
  it('reads misses together once and answers later loads from memory; a key not found is read again', async () => {
    const db = store({ a: 1, b: 2 });
    const cache = forgettingCache({ ...options, bus: memoryBus(), read: db.read });
    expect(await Promise.all(['a', 'b', 'x'].map((k) => cache.load(k)))).toEqual([1, 2, undefined]);
    expect(await cache.load('a')).toBe(1);
    expect(await cache.load('x')).toBeUndefined();
    expect(db.reads).toEqual([['a', 'b', 'x'], ['x']]);
  });

  it('forgets a key in every cache of its name on the bus, not in caches of another name', async () => {
    const bus = memoryBus();
    const db = store({ a: 1 });
    const here = forgettingCache({ ...options, bus, read: db.read });
    const there = forgettingCache({ ...options, bus, read: db.read });
    const unrelated = forgettingCache({ ...options, name: 'other', bus, read: db.read });
    await Promise.all([here.load('a'), there.load('a'), unrelated.load('a')]);
    db.rows.a = 2;
    await forgetCached(bus, 'seats', ['a']);
    expect([await here.load('a'), await there.load('a'), await unrelated.load('a')]).toEqual([2, 2, 1]);
  });

  it('does not keep a read that a forget overtook, so the cache never holds what was true before a write', async () => {
    const bus = memoryBus();
    const db = store({ a: 1 });
    const cache = forgettingCache({ ...options, bus, read: db.read });
    const release = db.holdNextRead();
    const stale = cache.load('a');
    await new Promise((resolve) => setTimeout(resolve, 5));
    db.rows.a = 2;
    await forgetCached(bus, 'seats', ['a']);
    release();
    expect(await stale).toBe(1);
    expect(await cache.load('a')).toBe(2);
  });

  it('lets the oldest go when full', async () => {
    const db = store({ a: 1, b: 2, c: 3 });
    const cache = forgettingCache({ ...options, maxEntries: 2, bus: memoryBus(), read: db.read });
    for (const key of ['a', 'b', 'c']) await cache.load(key);
    expect(cache.size()).toBe(2);
    await cache.load('a');
    expect(db.reads.at(-1)).toEqual(['a']);
  });
});

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('forgetting cache across instances (Redis)', () => {
  it('forgets in another instance what one instance wrote', async () => {
    const prefix = `forget-${process.pid}-${Date.now()}`;
    const writer = redisBus(redisUrl ?? '', prefix);
    const reader = redisBus(redisUrl ?? '', prefix);
    try {
      const db = store({ a: 1 });
      const cache = forgettingCache({ ...options, bus: reader, read: db.read });
      expect(await cache.load('a')).toBe(1);
      await reader.ready('cache-seats');
      db.rows.a = 2;
      await forgetCached(writer, 'seats', ['a']);
      await expect.poll(() => cache.load('a'), { timeout: 2000 }).toBe(2);
    } finally {
      await Promise.all([writer.close(), reader.close()]);
    }
  });
});
