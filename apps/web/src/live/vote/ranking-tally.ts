import type { DataOf, LivePayload } from '@app/contract';
import type { voteContract } from '@app/contract/vote';

export type ScreenData = DataOf<typeof voteContract.screen>;
type Entry = ScreenData['ranking'][number];

/** Most votes first, then by number; ties share a rank and the next rank skips (as the server ranks). */
export const rerank = (entries: Entry[]): Entry[] => {
  const sorted = [...entries].sort((a, b) => b.votes - a.votes || a.number - b.number || a.id - b.id);
  let rank = 0;
  return sorted.map((e, i) => {
    if (i === 0 || sorted[i - 1]!.votes !== e.votes) rank = i + 1;
    return e.rank === rank ? e : { ...e, rank };
  });
};

/**
 * Applies a tally event to what the screen shows. Answers the new data, and whether the screen must read the
 * ranking again: asked to (refresh), or a candidate it does not show may have climbed into the top N.
 */
export const applyTally = (
  data: ScreenData,
  tally: LivePayload<'vote.tally'>,
  top: number,
): { data: ScreenData; refetch: boolean } => {
  if (tally.refresh) return { data, refetch: true };
  const counts = new Map(tally.candidates.map((c) => [c.id, c.votes]));
  const lowest = data.ranking.length < top ? -1 : Math.min(...data.ranking.map((e) => e.votes));
  const climbed = tally.candidates.some((c) => !data.ranking.some((e) => e.id === c.id) && c.votes > lowest);
  // Counts only grow between refreshes (removals come as refresh), so an event that arrives late changes nothing.
  const ranking = rerank(
    data.ranking.map((e) => {
      const votes = counts.get(e.id);
      return votes !== undefined && votes > e.votes ? { ...e, votes } : e;
    }),
  );
  return {
    data: { ...data, totals: { ...data.totals, votes: Math.max(data.totals.votes, tally.total_votes) }, ranking },
    refetch: climbed,
  };
};
