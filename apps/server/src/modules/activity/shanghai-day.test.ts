import { describe, expect, it } from 'vitest';
import { nextDay, shanghaiDayStart } from './shanghai-day.js';

describe('China days', () => {
  it('starts a day at midnight in China, which is 16:00 UTC the day before', () => {
    expect(shanghaiDayStart('2026-06-01')?.toISOString()).toBe('2026-05-31T16:00:00.000Z');
  });

  it('refuses days that do not exist rather than rolling them over', () => {
    expect(shanghaiDayStart('2026-02-30')).toBeUndefined();
    expect(shanghaiDayStart('2026-13-01')).toBeUndefined();
    expect(shanghaiDayStart('2026-6-1')).toBeUndefined();
    expect(shanghaiDayStart('2028-02-29')?.toISOString()).toBe('2028-02-28T16:00:00.000Z');
  });

  it('ends a day where the next one starts', () => {
    expect(nextDay(shanghaiDayStart('2026-12-31')!).toISOString()).toBe('2026-12-31T16:00:00.000Z');
  });
});
