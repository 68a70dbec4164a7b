/**
 * Values loaded once and kept for `ttlMs`; callers asking while a load runs share it, and a failed load is
 * forgotten. Past `maxEntries` everything is dropped at once, so made-up keys cannot grow it without bound.
 */
export const expiringCache = <V>(options: {
  ttlMs: number;
  now: () => number;
  load: (key: string) => Promise<V>;
  maxEntries?: number;
}) => {
  const entries = new Map<string, { at: number; value: Promise<V> }>();
  const maxEntries = options.maxEntries ?? 10_000;
  return {
    get: (key: string): Promise<V> => {
      const now = options.now();
      const found = entries.get(key);
      if (found && now - found.at < options.ttlMs) return found.value;
      if (entries.size >= maxEntries) entries.clear();
      const value = options.load(key);
      entries.set(key, { at: now, value });
      value.catch(() => entries.delete(key));
      return value;
    },
    /** What is known to be true now, without a load. */
    set: (key: string, value: V) => {
      entries.set(key, { at: options.now(), value: Promise.resolve(value) });
    },
  };
};
