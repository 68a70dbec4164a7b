import type { LeaderboardRow } from '@app/contract';

/**
 * The rows as they stood before the last revealed step: each score less its delta, ranked again as the server
 * ranks (1 + how many scored more; ties keep the present order). The screen shows this first, then moves every row
 * to its new place.
 */
export const previousOrder = (rows: readonly LeaderboardRow[]): LeaderboardRow[] => {
  const before = rows.map((r) => ({ ...r, score: r.score - r.delta, delta: 0 }));
  const ranked = before.map((r) => ({ ...r, rank: 1 + before.filter((o) => o.score > r.score).length }));
  return ranked
    .map((r, i) => ({ r, i }))
    .sort((a, b) => a.r.rank - b.r.rank || a.i - b.i)
    .map(({ r }) => r);
};
