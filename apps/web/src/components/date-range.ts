import type { Dayjs } from 'dayjs';

/** What an antd RangePicker holds; either end may be open. */
export type DayRange = [Dayjs | null, Dayjs | null] | null;

/** A picked range as list calls take it: YYYY-MM-DD days, open ends left out. */
export const toDateRange = (range: DayRange | undefined) => {
  const f: { start_time?: string; end_time?: string } = {};
  const [start, end] = range ?? [];
  if (start) f.start_time = start.format('YYYY-MM-DD');
  if (end) f.end_time = end.format('YYYY-MM-DD');
  return f;
};
