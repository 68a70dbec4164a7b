import type { Dayjs } from 'dayjs';

/** What the filter form holds; '' means all. */
export type FilterValues = {
  range?: [Dayjs | null, Dayjs | null] | null;
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
  const f: ActivityFilters = {};
  const [start, end] = v.range ?? [];
  if (start) f.start_time = start.format('YYYY-MM-DD');
  if (end) f.end_time = end.format('YYYY-MM-DD');
  if (v.is_online === 0 || v.is_online === 1) f.is_online = v.is_online;
  const keywords = v.keywords?.trim();
  if (keywords) f.keywords = keywords;
  if (typeof v.from === 'number') f.from = v.from;
  return f;
};

export const hasFilters = (f: ActivityFilters) => Object.keys(f).length > 0;
