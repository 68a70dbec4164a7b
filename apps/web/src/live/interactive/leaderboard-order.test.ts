import { describe, expect, it } from 'vitest';
import { previousOrder } from './leaderboard-order.js';

const row = (player_id: number, score: number, delta: number, rank: number) => ({
  player_id,
  nickname: `玩家${player_id}`,
  score,
  delta,
  rank,
});

describe('previousOrder', () => {
  it('puts the rows back where they stood before the last step, so the screen can move them', () => {
    const now = [row(1, 1800, 900, 1), row(2, 1500, 0, 2), row(3, 900, 900, 3)];
    expect(previousOrder(now).map((r) => [r.player_id, r.score, r.rank, r.delta])).toEqual([
      [2, 1500, 1, 0],
      [1, 900, 2, 0],
      [3, 0, 3, 0],
    ]);
  });

  it('ranks equal scores alike, in the present order', () => {
    const now = [row(1, 1000, 1000, 1), row(2, 800, 800, 2)];
    expect(previousOrder(now).map((r) => [r.player_id, r.rank])).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });
});
