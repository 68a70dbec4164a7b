import { describe, expect, it } from 'vitest';
import { applyTally, type ScreenData } from './ranking-tally.js';

const entry = (id: number, votes: number, rank: number) => ({
  rank,
  id,
  number: id,
  name: `选手 ${id}`,
  cover: '',
  category_id: null,
  votes,
});
const screen = (ranking: ScreenData['ranking']): ScreenData => ({
  title: '最美教师',
  code: 'abc',
  totals: { candidates: 4, votes: 9, voters: 5 },
  ranking,
});
const tally = (candidates: { id: number; votes: number }[], total: number, refresh = false) => ({
  activity_id: 1,
  total_votes: total,
  candidates,
  refresh,
});

describe('applying a tally to the screen', () => {
  const data = screen([entry(1, 5, 1), entry(2, 3, 2), entry(3, 1, 3)]);

  it('moves a candidate up when its count passes another, ties sharing a rank', () => {
    const next = applyTally(data, tally([{ id: 3, votes: 3 }], 11), 3);
    expect(next.refetch).toBe(false);
    expect(next.data.totals.votes).toBe(11);
    expect(next.data.ranking.map((e) => [e.id, e.votes, e.rank])).toEqual([
      [1, 5, 1],
      [2, 3, 2],
      [3, 3, 2],
    ]);
    const passed = applyTally(next.data, tally([{ id: 3, votes: 6 }], 14), 3);
    expect(passed.data.ranking.map((e) => [e.id, e.rank])).toEqual([
      [3, 1],
      [1, 2],
      [2, 3],
    ]);
  });

  it('ignores an event older than what it shows', () => {
    const next = applyTally(data, tally([{ id: 1, votes: 4 }], 8), 3);
    expect(next.data.ranking[0]).toMatchObject({ id: 1, votes: 5 });
    expect(next.data.totals.votes).toBe(9);
  });

  it('reads again when asked to, or when a candidate it does not show may have entered the top', () => {
    expect(applyTally(data, tally([], 9, true), 3)).toEqual({ data, refetch: true });
    expect(applyTally(data, tally([{ id: 4, votes: 2 }], 10), 3).refetch).toBe(true);
    expect(applyTally(data, tally([{ id: 4, votes: 1 }], 10), 3).refetch).toBe(false);
    // With fewer candidates shown than the top N, any other candidate belongs on the screen.
    expect(applyTally(data, tally([{ id: 4, votes: 1 }], 10), 10).refetch).toBe(true);
  });
});
