import type { GradeItem } from '@app/contract';
import { isScoreInRange } from '@app/contract/grade-schemas';

type Range = Pick<GradeItem, 'min' | 'max' | 'step'>;

/** Hundredths: scores, steps and weights have at most two decimals, so whole hundredths keep sums exact. */
const units = (value: number) => Math.round(value * 100);

/** What a judge typed as a number, or null while it is empty or not a number. */
export const parseScore = (text: string): number | null => {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
};

export const isValidScore = (text: string, item: Range) => {
  const value = parseScore(text);
  return value !== null && isScoreInRange(value, item);
};

/**
 * One press of − or +: to the neighbouring step (min + n × step) inside min…max. A typed score between steps moves
 * to the step beside it on that side; from nothing, + starts at the lowest score and − at the highest.
 */
export const stepScore = (current: number | null, item: Range, direction: 1 | -1): number => {
  const low = units(item.min);
  const step = units(item.step);
  const last = Math.floor((units(item.max) - low) / step);
  let index: number;
  if (current === null) index = direction > 0 ? 0 : last;
  else {
    const offset = units(current) - low;
    const below = Math.floor(offset / step);
    const onStep = offset - below * step === 0;
    index = direction > 0 ? below + 1 : onStep ? below - 1 : below;
  }
  return (low + Math.min(last, Math.max(0, index)) * step) / 100;
};

/** Whether a press would leave a valid score where it is (at the end of the range). */
export const isAtEnd = (current: number | null, item: Range, direction: 1 | -1) =>
  current !== null && isScoreInRange(current, item) && stepScore(current, item, direction) === current;

type Weighted = Pick<GradeItem, 'id' | 'weight'>;

/** The weighted sum of the valid scores given, computed in hundredths so 8.5 × 1.5 is 12.75 exactly. */
export const weightedTotal = (items: readonly (Weighted & Range)[], scores: Readonly<Record<string, string>>) => {
  let sum = 0;
  for (const item of items) {
    const text = scores[item.id] ?? '';
    if (isValidScore(text, item)) sum += units(Number(text)) * units(item.weight);
  }
  return sum / 10_000;
};

/** The most a judge can give: every item's maximum, weighted. */
export const fullMark = (items: readonly (Weighted & Range)[]) =>
  items.reduce((sum, item) => sum + units(item.max) * units(item.weight), 0) / 10_000;
