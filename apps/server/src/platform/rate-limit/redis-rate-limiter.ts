import { Redis } from 'ioredis';
import type { RateLimiter } from './rate-limiter.js';

/** Counters shared by every server instance. `prefix` keeps sites (and test runs) apart. */
export const redisRateLimiter = (url: string, prefix: string): RateLimiter => {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  const k = (key: string) => `${prefix}:rl:${key}`;
  return {
    hit: async (key, windowSeconds) => {
      const result = await redis.multi().incr(k(key)).expire(k(key), windowSeconds, 'NX').ttl(k(key)).exec();
      const count = Number(result?.[0]?.[1] ?? 0);
      const ttl = Number(result?.[2]?.[1] ?? windowSeconds);
      return { count, resetInSeconds: ttl > 0 ? ttl : windowSeconds };
    },
    peek: async (key) => Number((await redis.get(k(key))) ?? 0),
    reset: async (key) => {
      await redis.del(k(key));
    },
    close: async () => {
      await redis.quit();
    },
  };
};
