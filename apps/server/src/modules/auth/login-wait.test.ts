import { describe, expect, it } from 'vitest';
import { accountWaitSeconds } from './login-wait.js';

describe('accountWaitSeconds', () => {
  it('lets the first failures through without a wait', () => {
    expect([0, 1, 4].map((n) => accountWaitSeconds(n, 5))).toEqual([0, 0, 0]);
  });

  it('doubles the wait with each failure from the limit on, up to half a minute', () => {
    expect([5, 6, 7, 8, 9, 10, 11, 40].map((n) => accountWaitSeconds(n, 5))).toEqual([1, 2, 4, 8, 16, 30, 30, 30]);
  });
});
