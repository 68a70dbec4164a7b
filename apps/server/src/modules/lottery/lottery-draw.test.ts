import { describe, expect, it } from 'vitest';
import { commitmentOf, drawOrder, newSeed, pickWinners, poolHashOf, poolText, ticketOf } from './lottery-draw.js';
import { verifyDraw } from './lottery-draw-verify.js';

// A fixed vector computed independently (Python hashlib/hmac) from seed bytes 00 01 … 1f, draw 42, people 1–10.
const seed = Buffer.from(Array.from({ length: 32 }, (_, i) => i));
const pool = [3, 1, 10, 2, 7, 5, 4, 9, 8, 6];
const vector = {
  commitment: '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd',
  poolHash: 'd68dbfb354c79395d3263fb5121906a151c880c25b5ea040d969d328685e4073',
  ticketOf7: '04ca91470b70fb2b54bcf0103b198ca1aad642a0de8118819cd2b2f86b9484b8',
  order: [7, 8, 4, 1, 3, 9, 10, 5, 6, 2],
};

describe('the verifiable draw', () => {
  it('commits to the seed with its SHA-256', () => {
    expect(commitmentOf(seed)).toBe(vector.commitment);
  });

  it('hashes the pool as its ids in ascending decimal joined by newlines, whatever order they came in', () => {
    expect(poolText(pool)).toBe('1\n2\n3\n4\n5\n6\n7\n8\n9\n10');
    expect(poolHashOf(pool)).toBe(vector.poolHash);
    expect(poolHashOf([...pool].reverse())).toBe(vector.poolHash);
  });

  it('draws the people with the smallest HMAC of "<draw id>:<person id>" in plain string order', () => {
    expect(ticketOf(seed, 42, 7)).toBe(vector.ticketOf7);
    expect(pickWinners(seed, 42, pool, 3)).toEqual(vector.order.slice(0, 3));
    expect(pickWinners(seed, 42, pool, 10)).toEqual(vector.order);
  });

  it('gives another draw of the same seed and pool another order', () => {
    expect(pickWinners(seed, 43, pool, 10)).not.toEqual(vector.order);
  });

  it('orders equal tickets by the smaller person id', () => {
    const same = 'ab'.repeat(32);
    const tickets = [
      { id: 9, ticket: same },
      { id: 2, ticket: same },
      { id: 5, ticket: `0${same.slice(1)}` },
    ];
    expect([...tickets].sort(drawOrder).map((t) => t.id)).toEqual([5, 2, 9]);
  });

  it('compares tickets as strings, not as numbers', () => {
    const tickets = [
      { id: 1, ticket: 'f0' },
      { id: 2, ticket: '0f' },
      { id: 3, ticket: 'a0' },
    ];
    expect([...tickets].sort(drawOrder).map((t) => t.id)).toEqual([2, 3, 1]);
  });

  it('draws a fresh 32-byte seed each time', () => {
    const a = newSeed();
    expect(a).toHaveLength(32);
    expect(a.equals(newSeed())).toBe(false);
  });
});

describe('recomputing a draw from its audit record', () => {
  const audited = {
    draw_id: 42,
    count: 3,
    pool_ids: [...pool].sort((a, b) => a - b),
    pool_hash: vector.poolHash,
    commitment: vector.commitment,
    seed: seed.toString('hex'),
    winner_ids: vector.order.slice(0, 3),
  };

  it('accepts a draw that follows the rule', () => {
    expect(verifyDraw(audited)).toBeNull();
  });

  it('names the first mismatch: seed, commitment, pool, pool hash or winners', () => {
    expect(verifyDraw({ ...audited, seed: 'zz' })).toMatch(/not 64 hex/);
    expect(verifyDraw({ ...audited, commitment: '0'.repeat(64) })).toMatch(/commitment/);
    expect(verifyDraw({ ...audited, pool_ids: [2, 1, 3] })).toMatch(/ascending/);
    expect(verifyDraw({ ...audited, pool_ids: audited.pool_ids.slice(1) })).toMatch(/pool hash/);
    expect(verifyDraw({ ...audited, winner_ids: [7, 4, 8] })).toBe(
      'draw 42: winners 7,4,8 differ from the recomputed 7,8,4',
    );
  });
});
