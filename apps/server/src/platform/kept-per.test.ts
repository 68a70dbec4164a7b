import { describe, expect, it, vi } from 'vitest';
import { keptPer } from './kept-per.js';

describe('kept per object', () => {
  it('makes a value once for each key and answers the same one after', () => {
    const per = keptPer<object, { n: number }>();
    const make = vi.fn((n: number) => ({ n }));
    const [a, b] = [{}, {}];
    const first = per(a, () => make(1));
    expect(per(a, () => make(2))).toBe(first);
    expect(per(b, () => make(3))).toEqual({ n: 3 });
    expect(make).toHaveBeenCalledTimes(2);
  });
});
