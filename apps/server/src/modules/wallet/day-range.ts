import { AppError } from '../../platform/errors.js';
import { nextDay, shanghaiDayStart } from '../activity/index.js';

/** Instants bounding whole China days: from the start of the first day to the start of the day after the last. */
export type DayRange = { from?: Date; before?: Date };

const dayStart = (day: string | undefined) => {
  if (!day) return undefined;
  const start = shanghaiDayStart(day);
  if (!start) throw new AppError('VALIDATION_FAILED', '日期格式错误');
  return start;
};

export const dayRangeOf = (input: { start_time?: string; end_time?: string }): DayRange => {
  const lastDay = dayStart(input.end_time);
  return { from: dayStart(input.start_time), before: lastDay && nextDay(lastDay) };
};
