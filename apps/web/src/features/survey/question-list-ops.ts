import { holdsAnswer, type SurveyQuestion } from '@app/contract';

/** Inserts after the question keyed `after`, or at the end when there is none. */
export const insertQuestion = (list: SurveyQuestion[], q: SurveyQuestion, after: string | null) => {
  const at = after === null ? -1 : list.findIndex((x) => x.key === after);
  return at < 0 ? [...list, q] : [...list.slice(0, at + 1), q, ...list.slice(at + 1)];
};

export const moveQuestion = (list: SurveyQuestion[], key: string, delta: -1 | 1) => {
  const from = list.findIndex((q) => q.key === key);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= list.length) return list;
  const next = [...list];
  [next[from], next[to]] = [next[to] as SurveyQuestion, next[from] as SurveyQuestion];
  return next;
};

/**
 * Logic must never point at what is gone: display rules lose removed options (and the rule when none is left),
 * jumps to a removed question are cleared.
 */
const withoutDanglingLogic = (list: SurveyQuestion[]) => {
  const byKey = new Map(list.map((q) => [q.key, q]));
  return list.map((q) => {
    let next = q;
    if (q.show_if) {
      const source = byKey.get(q.show_if.question_key);
      const kept = q.show_if.option_keys.filter((k) => source?.options.some((o) => o.key === k));
      if (kept.length !== q.show_if.option_keys.length)
        next = { ...next, show_if: kept.length > 0 ? { ...q.show_if, option_keys: kept } : null };
    }
    if (q.options.some((o) => o.jump_to !== '' && o.jump_to !== 'end' && !byKey.has(o.jump_to)))
      next = {
        ...next,
        options: q.options.map((o) => (o.jump_to === 'end' || byKey.has(o.jump_to) ? o : { ...o, jump_to: '' })),
      };
    return next;
  });
};

export const removeQuestion = (list: SurveyQuestion[], key: string) =>
  withoutDanglingLogic(list.filter((q) => q.key !== key));

export const updateQuestion = (list: SurveyQuestion[], key: string, patch: Partial<SurveyQuestion>) =>
  withoutDanglingLogic(list.map((q) => (q.key === key ? { ...q, ...patch } : q)));

export const hasLogic = (q: SurveyQuestion) => q.show_if !== null || q.options.some((o) => o.jump_to !== '');

/** Where each item shows in the list: answerable questions are numbered, page breaks start page 2, 3, … */
export type Place = { kind: 'question'; n: number } | { kind: 'page'; n: number } | { kind: 'description' };

export const places = (list: SurveyQuestion[]) => {
  let n = 0;
  let page = 1;
  return new Map<string, Place>(
    list.map((q) => {
      if (q.type === 'page_break') return [q.key, { kind: 'page', n: ++page }];
      if (!holdsAnswer(q)) return [q.key, { kind: 'description' }];
      return [q.key, { kind: 'question', n: ++n }];
    }),
  );
};

/**
 * questionnaireProblem counts every item (第N题 by position); the organiser sees answerable questions numbered.
 * Finds the item a message is about and says its place as the list shows it.
 */
export const locateProblem = (list: SurveyQuestion[], message: string, label: (place: Place) => string) => {
  const match = /^第(\d+)题/.exec(message);
  const q = match ? list[Number(match[1]) - 1] : undefined;
  if (!match || !q) return { key: null, message };
  const place = places(list).get(q.key) as Place;
  return { key: q.key, message: `${label(place)}${message.slice(match[0].length)}` };
};
