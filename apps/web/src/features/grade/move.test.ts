import { describe, expect, it } from 'vitest';
import { moved } from './move.js';

describe('moved', () => {
  it('swaps a row with the one above or below it', () => {
    expect(moved([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
  });

  it('leaves the list as it was when the row is already at that end', () => {
    expect(moved([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});
