import { afterAll, describe, expect, it } from 'vitest';
import { memoryRateLimiter } from './memory-rate-limiter.js';
import type { RateLimiter } from './rate-limiter.js';
import { redisRateLimiter } from './redis-rate-limiter.js';

const limiters: [string, () => RateLimiter][] = [['memory', () => memoryRateLimiter()]];
const redisUrl = process.env.REDIS_URL;
if (redisUrl) limiters.push(['redis', () => redisRateLimiter(redisUrl, `test-${process.pid}-${Date.now()}`)]);

describe.each(limiters)('%s rate limiter', (_name, make) => {
  const limiter = make();
  afterAll(() => limiter.close());

  it('counts hits within a window and resets on demand', async () => {
    expect((await limiter.hit('a', 60)).count).toBe(1);
    expect((await limiter.hit('a', 60)).count).toBe(2);
    expect(await limiter.peek('a')).toBe(2);
    await limiter.reset('a');
    expect(await limiter.peek('a')).toBe(0);
  });

  it('keeps keys apart and reports when the window resets', async () => {
    await limiter.hit('b', 60);
    const c = await limiter.hit('c', 30);
    expect(c.count).toBe(1);
    expect(c.resetInSeconds).toBeGreaterThan(0);
    expect(c.resetInSeconds).toBeLessThanOrEqual(30);
  });
});

describe('memory rate limiter window', () => {
  it('starts a new window once the old one has passed', async () => {
    let now = 0;
    const limiter = memoryRateLimiter(() => now);
    await limiter.hit('k', 10);
    await limiter.hit('k', 10);
    now = 10_001;
    expect((await limiter.hit('k', 10)).count).toBe(1);
  });
});
