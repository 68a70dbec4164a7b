import { AppError } from '../errors.js';

/**
 * Fixed-window counters. `hit` counts one event under `key` and tells how many were counted in the
 * current window, so callers decide what is too many.
 */
export type RateLimiter = {
  hit: (key: string, windowSeconds: number) => Promise<{ count: number; resetInSeconds: number }>;
  peek: (key: string) => Promise<number>;
  reset: (key: string) => Promise<void>;
  close: () => Promise<void>;
};

/** Counts one event under each key for a minute and refuses once any key is past its ceiling. */
export const withinPerMinute = async (limiter: RateLimiter, ceilings: Record<string, number>) => {
  const entries = Object.entries(ceilings);
  const counts = await Promise.all(entries.map(([key]) => limiter.hit(key, 60)));
  if (entries.some(([, max], i) => (counts[i]?.count ?? 0) > max)) throw new AppError('TOO_MANY_REQUESTS');
};
