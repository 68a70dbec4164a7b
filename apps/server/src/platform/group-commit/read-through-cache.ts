import { batchReader } from './batch-reader.js';

/**
 * Rows a crowd's hot calls read again and again, kept in this instance's memory: for `ttlMs` when the row may
 * change and a little staleness is harmless (an activity's window and settings), for good when it never changes
 * once written (what an attempt drew), or until a write forgets them. Misses are read in batches; a key not found
 * is not kept, so it is read again next time. When full, the oldest kept row goes first. Freshness runs on `now`
 * (ms), the service's clock, so that a test moves it as it moves the rest of the service's time.
 */
export const readThroughCache = <K, V>(
  options: {
    maxEntries: number;
    windowMs: number;
    maxKeys: number;
    read: (keys: K[]) => Promise<Map<K, V>>;
  } & ({ ttlMs: number; now: () => number } | { ttlMs?: never; now?: never }),
) => {
  const now = options.now ?? (() => 0);
  const ttlMs = options.ttlMs ?? Number.POSITIVE_INFINITY;
  const kept = new Map<K, { value: V; until: number }>();
  let forgets = 0;

  const keep = (key: K, value: V, until: number) => {
    kept.delete(key);
    if (kept.size >= options.maxEntries) kept.delete(kept.keys().next().value as K);
    kept.set(key, { value, until });
  };

  const reader = batchReader<K, V>({
    windowMs: options.windowMs,
    maxKeys: options.maxKeys,
    read: async (keys) => {
      // Fresh from when the read began: a change committed while it ran is at most ttlMs old when it shows.
      const until = now() + ttlMs;
      const before = forgets;
      const found = await options.read(keys);
      // A read that a forget overtook serves its own requests but is not kept: it may be from before the write.
      if (forgets === before) for (const [key, value] of found) keep(key, value, until);
      return found;
    },
  });

  return {
    load: (key: K): Promise<V | undefined> | V => {
      const entry = kept.get(key);
      return entry && entry.until > now() ? entry.value : reader.load(key);
    },
    /** A row the caller has just written and committed, so that its first load costs no read. */
    keep: (key: K, value: V) => keep(key, value, now() + ttlMs),
    /** Rows a committed write changed: dropped, so their next load reads them again. */
    forget: (keys: K[]) => {
      forgets += 1;
      for (const key of keys) kept.delete(key);
    },
    /** Rows kept now, fresh or not. */
    size: () => kept.size,
  };
};
