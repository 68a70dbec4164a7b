import { describe, expect, it } from 'vitest';
import { batchReader } from './batch-reader.js';

describe('batch reader', () => {
  it('reads the keys asked for together with one read, each answered with its own value', async () => {
    const reads: number[][] = [];
    const reader = batchReader({
      windowMs: 5,
      maxKeys: 100,
      read: async (keys: number[]) => {
        reads.push(keys);
        return new Map(keys.filter((k) => k !== 3).map((k) => [k, k * 10]));
      },
    });
    const values = await Promise.all([1, 2, 3, 2].map((k) => reader.load(k)));
    expect(values).toEqual([10, 20, undefined, 20]);
    expect(reads).toEqual([[1, 2, 3]]);
  });

  it('reads at once when max keys gathered, and hands a failed read to every caller of it', async () => {
    let calls = 0;
    const reader = batchReader({
      windowMs: 60_000,
      maxKeys: 2,
      read: async () => {
        calls += 1;
        throw new Error('connection refused');
      },
    });
    const results = await Promise.allSettled([reader.load('a'), reader.load('b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(calls).toBe(1);
  });
});
