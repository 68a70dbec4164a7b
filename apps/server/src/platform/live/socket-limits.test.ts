import { describe, expect, it } from 'vitest';
import { testClock } from '../../test/test-app.js';
import { addressCount, cachedAccess, messageAllowance } from './socket-limits.js';

/** The limits read wall time as milliseconds. */
const handClock = () => {
  const clock = testClock();
  return { now: () => clock.now().getTime(), advance: clock.advance };
};

describe("a socket's message allowance", () => {
  it('lets a burst of twice the rate pass, then one message per 1/rate seconds', () => {
    const clock = handClock();
    const allowed = messageAllowance(10, clock.now);
    expect(Array.from({ length: 21 }, () => allowed())).toEqual([...Array(20).fill(true), false]);
    clock.advance(100);
    expect([allowed(), allowed()]).toEqual([true, false]);
    clock.advance(10_000);
    expect(Array.from({ length: 21 }, () => allowed()).filter(Boolean)).toHaveLength(20);
  });
});

describe('sockets per address', () => {
  it('holds at most the cap per address, frees a place on release, and counts addresses apart', () => {
    const open = addressCount(2);
    expect([open.take('a'), open.take('a'), open.take('a'), open.take('b')]).toEqual([true, true, false, true]);
    open.release('a');
    expect(open.take('a')).toBe(true);
  });
});

describe('channel access with refusals remembered', () => {
  const counted = () => {
    const asked: string[] = [];
    const access = async (_tenantId: number, channel: string) => {
      asked.push(channel);
      return channel.startsWith('vote:') ? null : '频道不存在';
    };
    return { asked, access };
  };

  it('asks once for a refused channel however often it is asked, until the refusal is ten seconds old', async () => {
    const clock = handClock();
    const { asked, access } = counted();
    const cached = cachedAccess(access, clock.now);
    for (let i = 0; i < 100; i += 1) expect(await cached(1, 'nope:1')).toBe('频道不存在');
    expect(asked).toEqual(['nope:1']);
    clock.advance(10_001);
    await cached(1, 'nope:1');
    expect(asked).toEqual(['nope:1', 'nope:1']);
  });

  it('asks again for an allowed channel each time, and once for the same channel asked at the same moment', async () => {
    const { asked, access } = counted();
    const cached = cachedAccess(access, handClock().now);
    expect(await Promise.all([cached(1, 'vote:7'), cached(1, 'vote:7')])).toEqual([null, null]);
    await cached(1, 'vote:7');
    expect(asked).toEqual(['vote:7', 'vote:7']);
  });

  it("keeps one tenant's refusal from another tenant", async () => {
    const { asked, access } = counted();
    const cached = cachedAccess(access, handClock().now);
    await cached(1, 'nope:1');
    await cached(2, 'nope:1');
    expect(asked).toHaveLength(2);
  });
});
