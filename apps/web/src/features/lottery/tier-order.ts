import type { LotteryTier } from '@app/contract';

/** Sort values are spaced so one tier can later slot in between two without moving the rest. */
const step = 10;

/** Where a new tier goes: after every tier there is. */
export const nextSort = (tiers: readonly Pick<LotteryTier, 'sort'>[]) =>
  Math.max(0, ...tiers.map((t) => t.sort)) + step;

/**
 * The tiers whose sort changes when the one at `index` moves `delta` places: every tier is numbered afresh in the
 * new order (tiers that were never sorted all share 0, so swapping two values alone would change nothing).
 */
export const movedTiers = <T extends Pick<LotteryTier, 'id' | 'sort'>>(
  tiers: readonly T[],
  index: number,
  delta: -1 | 1,
) => {
  const other = index + delta;
  if (other < 0 || other >= tiers.length) return [];
  const order = [...tiers];
  [order[index], order[other]] = [order[other]!, order[index]!];
  return order.flatMap((tier, i) => (tier.sort === (i + 1) * step ? [] : [{ ...tier, sort: (i + 1) * step }]));
};
