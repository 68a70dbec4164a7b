import { AppError } from '../../platform/errors.js';
import { nextDay, shanghaiDayOf, shanghaiDayStart } from './shanghai-day.js';

export const defaultDays = 30;
export const maxDays = 366;

const dayStart = (day: string) => {
  const start = shanghaiDayStart(day);
  if (!start) throw new AppError('VALIDATION_FAILED', '日期格式应为 YYYY-MM-DD');
  return start;
};

/** Every China day from `from` to `to`; an empty end is today, an empty start the 30 days up to the end. */
export const daysOf = (from: string, to: string, today: string) => {
  const end = dayStart(to || today);
  const start = from ? dayStart(from) : new Date(end.getTime() - (defaultDays - 1) * 86_400_000);
  if (start > end) throw new AppError('VALIDATION_FAILED', '开始日期不能晚于结束日期');
  const days: string[] = [];
  for (let d = start; d <= end; d = nextDay(d)) {
    if (days.length === maxDays) throw new AppError('VALIDATION_FAILED', `日期范围不能超过${maxDays}天`);
    days.push(shanghaiDayOf(d));
  }
  return days;
};
