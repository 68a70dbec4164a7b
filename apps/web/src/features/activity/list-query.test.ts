import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { hasFilters, toFilters } from './list-query.js';

describe('toFilters', () => {
  it('sends the created range as YYYY-MM-DD days', () => {
    expect(toFilters({ range: [dayjs('2025-03-01T10:00:00'), dayjs('2025-03-31T23:00:00')] })).toEqual({
      start_time: '2025-03-01',
      end_time: '2025-03-31',
    });
  });

  it('leaves out "all" choices and blank keywords', () => {
    const f = toFilters({ range: null, is_online: '', keywords: '  ', from: '' });
    expect(f).toEqual({});
    expect(hasFilters(f)).toBe(false);
  });

  it('keeps the offline choice 0 and the kind', () => {
    expect(toFilters({ is_online: 0, from: 5, keywords: ' 年会 ' })).toEqual({
      is_online: 0,
      from: 5,
      keywords: '年会',
    });
  });
});
