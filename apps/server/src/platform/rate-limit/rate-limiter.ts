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
