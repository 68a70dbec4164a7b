import { describe, expect, it } from 'vitest';
import { movedTiers, nextSort } from './tier-order.js';

const tier = (id: number, sort: number) => ({ id, sort });

describe('the order of prize tiers', () => {
  it('puts a new tier after every tier there is', () => {
    expect(nextSort([])).toBe(10);
    expect(nextSort([tier(1, 0), tier(2, 0)])).toBe(10);
    expect(nextSort([tier(1, 10), tier(2, 30)])).toBe(40);
  });

  it('numbers unsorted tiers afresh when one moves, so the move takes effect', () => {
    expect(movedTiers([tier(1, 0), tier(2, 0), tier(3, 0)], 2, -1)).toEqual([tier(1, 10), tier(3, 20), tier(2, 30)]);
  });

  it('saves only the tiers whose place changed', () => {
    expect(movedTiers([tier(1, 10), tier(2, 20), tier(3, 30)], 0, 1)).toEqual([tier(2, 10), tier(1, 20)]);
  });

  it('moves nothing past either end', () => {
    const tiers = [tier(1, 10), tier(2, 20)];
    expect(movedTiers(tiers, 0, -1)).toEqual([]);
    expect(movedTiers(tiers, 1, 1)).toEqual([]);
  });
});
