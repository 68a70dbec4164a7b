import type { RateLimiter } from './rate-limiter.js';

/** One process's counters: the default on a single machine. */
export const memoryRateLimiter = (now: () => number = Date.now): RateLimiter => {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const w = windows.get(key);
    if (w && w.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return w;
  };
  return {
    hit: async (key, windowSeconds) => {
      const w = live(key) ?? { count: 0, resetAt: now() + windowSeconds * 1000 };
      w.count += 1;
      windows.set(key, w);
      return { count: w.count, resetInSeconds: Math.ceil((w.resetAt - now()) / 1000) };
    },
    peek: async (key) => live(key)?.count ?? 0,
    reset: async (key) => {
      windows.delete(key);
    },
    close: async () => windows.clear(),
  };
};
