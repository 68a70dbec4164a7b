import { type DayRange, toDateRange } from '../../components/date-range.js';

/** What the filter form holds; '' means all. */
export type FilterValues = {
  range?: DayRange;
  is_online?: '' | 0 | 1;
  keywords?: string;
  from?: '' | number;
};

export type ActivityFilters = {
  start_time?: string;
  end_time?: string;
  is_online?: 0 | 1;
  keywords?: string;
  from?: number;
};

/** The filter form as the list call's query: dates as YYYY-MM-DD, empty choices left out. */
export const toFilters = (v: FilterValues): ActivityFilters => {
  const f: ActivityFilters = toDateRange(v.range);
  if (v.is_online === 0 || v.is_online === 1) f.is_online = v.is_online;
  const keywords = v.keywords?.trim();
  if (keywords) f.keywords = keywords;
  if (typeof v.from === 'number') f.from = v.from;
  return f;
};

export const hasFilters = (f: object) => Object.keys(f).length > 0;
