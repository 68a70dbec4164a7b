import { describe, expect, it } from 'vitest';
import { checkDraw, commitmentOf, pickWinners, poolHashOf } from './verify-draw.js';

// A fixed vector computed with node:crypto, as the server draws: seed = bytes 0..31, draw 7, pool {1, 2, 3, 10, 25}.
const seed = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const draw = {
  draw_id: 7,
  count: 2,
  pool_ids: [1, 2, 3, 10, 25],
  seed,
  commitment: '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd',
  pool_hash: '7f21f085bc3ebd21030337751658e4e00d6fb4c5c93239157706d54f29623daf',
  winner_ids: [10, 3],
};

describe('checking a draw in the browser', () => {
  it('recomputes the commitment, the pool hash (ids ascending as numbers) and the winners of a known draw', async () => {
    expect(await commitmentOf(seed)).toBe(draw.commitment);
    expect(await poolHashOf([25, 3, 1, 10, 2])).toBe(draw.pool_hash);
    expect(await pickWinners(seed, 7, [25, 3, 1, 10, 2], 2)).toEqual([10, 3]);
    expect(await checkDraw(draw)).toBeNull();
  });

  it('names the first part that does not match', async () => {
    expect(await checkDraw({ ...draw, commitment: draw.pool_hash })).toBe('commitment');
    expect(await checkDraw({ ...draw, pool_ids: [1, 2, 3, 10] })).toBe('pool_hash');
    expect(await checkDraw({ ...draw, winner_ids: [3, 10] })).toBe('winners');
    expect(await checkDraw({ ...draw, draw_id: 8 })).toBe('winners');
  });
});
