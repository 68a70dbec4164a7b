import { afterAll, describe, expect, it } from 'vitest';
import type { BusMessage } from './bus.js';
import { type RedisBus, redisBus } from './redis-bus.js';

const redisUrl = process.env.REDIS_URL;
const tally = (activityId: number, votes: number) => ({
  activity_id: activityId,
  total_votes: votes,
  candidates: [{ id: 1, votes }],
  refresh: false,
});

/** Resolves with the next `count` messages a listener hears, or what it heard once `ms` have passed. */
const hear = (bus: RedisBus, channel: string, count: number, ms = 1000) => {
  const heard: BusMessage[] = [];
  let stop = () => {};
  const done = new Promise<BusMessage[]>((resolve) => {
    const timer = setTimeout(() => resolve(heard), ms);
    stop = bus.subscribe(channel, (m) => {
      heard.push(m);
      if (heard.length === count) {
        clearTimeout(timer);
        resolve(heard);
      }
    });
  });
  return { done: done.finally(() => stop()), ready: bus.ready(channel) };
};

describe.skipIf(!redisUrl)('redis bus', () => {
  const prefix = `test-${process.pid}-${Date.now()}`;
  const a = redisBus(redisUrl ?? '', prefix);
  const b = redisBus(redisUrl ?? '', prefix);
  const otherSite = redisBus(redisUrl ?? '', `${prefix}-other`);
  afterAll(() => Promise.all([a.close(), b.close(), otherSite.close()]));

  it('delivers what one instance publishes to the listeners of another', async () => {
    const first = hear(b, 'vote:1', 2);
    const second = hear(b, 'vote:1', 2);
    await first.ready;
    await a.publish('vote:1', 'vote.tally', tally(1, 5));
    await a.publish('vote:1', 'vote.tally', tally(1, 6));
    for (const heard of [await first.done, await second.done]) {
      expect(heard).toEqual([
        { channel: 'vote:1', event: 'vote.tally', payload: tally(1, 5) },
        { channel: 'vote:1', event: 'vote.tally', payload: tally(1, 6) },
      ]);
    }
  });

  it('keeps channels and sites apart', async () => {
    const listener = hear(b, 'vote:2', 1, 300);
    await listener.ready;
    await a.publish('vote:3', 'vote.tally', tally(3, 1));
    await otherSite.publish('vote:2', 'vote.tally', tally(2, 1));
    expect(await listener.done).toEqual([]);
  });

  it('stops delivering once the listener stops listening', async () => {
    const heard: BusMessage[] = [];
    const stop = b.subscribe('vote:4', (m) => heard.push(m));
    await b.ready('vote:4');
    stop();
    const witness = hear(b, 'vote:5', 1);
    await witness.ready;
    await a.publish('vote:4', 'vote.tally', tally(4, 1));
    // Redis answers in order, so once vote:5's message arrived, vote:4's would have too.
    await a.publish('vote:5', 'vote.tally', tally(5, 1));
    expect(await witness.done).toHaveLength(1);
    expect(heard).toEqual([]);
  });
});
