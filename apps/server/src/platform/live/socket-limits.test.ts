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
    const cached = cachedAccess(access, clock.now, 20);
    for (let i = 0; i < 100; i += 1) expect(await cached(1, 'nope:1', 'hall')).toBe('频道不存在');
    expect(asked).toEqual(['nope:1']);
    clock.advance(10_001);
    await cached(1, 'nope:1', 'hall');
    expect(asked).toEqual(['nope:1', 'nope:1']);
  });

  it('asks once for an allowed channel asked at the same moment, and again once the grant is five seconds old', async () => {
    const clock = handClock();
    const { asked, access } = counted();
    const cached = cachedAccess(access, clock.now, 20);
    expect(await Promise.all([cached(1, 'vote:7', 'hall'), cached(1, 'vote:7', 'hall')])).toEqual([null, null]);
    await cached(1, 'vote:7', 'hall');
    expect(asked).toEqual(['vote:7']);
    clock.advance(5_001);
    await cached(1, 'vote:7', 'hall');
    expect(asked).toEqual(['vote:7', 'vote:7']);
  });

  it('stops reading made-up channels for an address past its budget, and still reads its known channel', async () => {
    const clock = handClock();
    const { asked, access } = counted();
    const cached = cachedAccess(access, clock.now, 5);
    await cached(1, 'vote:7', 'hall');
    // A burst of twice the budget is read, and the read past it; then made-up channels are refused unread for a second.
    for (let i = 0; i < 11; i += 1) await cached(1, `nope:${i}`, 'hall');
    expect(await cached(1, 'nope:100', 'hall')).toBe('频道不存在');
    expect(asked).toHaveLength(12);
    clock.advance(5_001);
    expect(await cached(1, 'vote:7', 'hall')).toBeNull();
    expect(await cached(1, 'nope:101', 'elsewhere')).toBe('频道不存在');
    expect(asked.slice(12)).toEqual(['vote:7', 'nope:101']);
    clock.advance(1_000);
    await cached(1, 'nope:102', 'hall');
    expect(asked.at(-1)).toBe('nope:102');
  });

  it("keeps one tenant's refusal from another tenant", async () => {
    const { asked, access } = counted();
    const cached = cachedAccess(access, handClock().now, 20);
    await cached(1, 'nope:1', 'hall');
    await cached(2, 'nope:1', 'hall');
    expect(asked).toHaveLength(2);
  });
});
