import { describe, expect, it } from 'vitest';
import { weightShare } from './weight-share.js';

describe('weightShare', () => {
  it('gives each weight its share in percent, to one decimal, half up', () => {
    expect([70, 30].map((w) => weightShare(w, [70, 30]))).toEqual([70, 30]);
    expect([1, 2].map((w) => weightShare(w, [1, 2]))).toEqual([33.3, 66.7]);
    expect(weightShare(1, [1, 15])).toBe(6.3);
    expect(weightShare(5, [5])).toBe(100);
  });

  it('shares nothing out of no weight', () => {
    expect(weightShare(0, [])).toBe(0);
  });
});
