import { type LotteryField, type LotteryFieldKind, lotteryLimits } from '@app/contract';

/** The built-in kinds are asked at most once each, keyed by their kind; custom text fields are custom_1…custom_10. */
const builtIn = (kind: LotteryFieldKind) => kind !== 'text';

const customKeys = Array.from({ length: lotteryLimits.customFields }, (_, i) => `custom_${i + 1}`);

/** Whether another field of this kind may be added. */
export const canAddField = (fields: readonly LotteryField[], kind: LotteryFieldKind) =>
  builtIn(kind) ? !fields.some((f) => f.key === kind) : customKeys.some((k) => !fields.some((f) => f.key === k));

/** The fields with one more of `kind` at the end, labelled `label` (the kind's name until the organiser renames it). */
export const addField = (fields: readonly LotteryField[], kind: LotteryFieldKind, label: string): LotteryField[] => {
  const key = builtIn(kind) ? kind : customKeys.find((k) => !fields.some((f) => f.key === k));
  if (!key || !canAddField(fields, kind)) return [...fields];
  return [...fields, { key, kind, label, required: false }];
};

/** The fields with the one at `index` swapped with its neighbour `delta` away (no move past either end). */
export const moveField = (fields: readonly LotteryField[], index: number, delta: -1 | 1): LotteryField[] => {
  const next = [...fields];
  const other = index + delta;
  if (other < 0 || other >= next.length) return next;
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
};

export const changeField = (fields: readonly LotteryField[], index: number, change: Partial<LotteryField>) =>
  fields.map((f, i) => (i === index ? { ...f, ...change } : f));

export const removeField = (fields: readonly LotteryField[], index: number) => fields.filter((_, i) => i !== index);
