import { describe, expect, it } from 'vitest';
import { dateText } from './date-text.js';

describe('dateText', () => {
  it('shows a day, or a day and the time to the minute, in local time', () => {
    expect(dateText('2026-03-05T08:07:09')).toBe('2026-03-05');
    expect(dateText('2026-03-05T08:07:09', true)).toBe('2026-03-05 08:07');
    expect(dateText('2026-12-31T23:30:00Z', true)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:30$/);
  });

  it('shows - for no time and an unreadable value as it came', () => {
    expect(dateText(null)).toBe('-');
    expect(dateText('')).toBe('-');
    expect(dateText('不限')).toBe('不限');
  });
});
