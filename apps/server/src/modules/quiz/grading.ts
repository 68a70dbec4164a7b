import type { DrawnQuestion } from './quiz.table.js';

/** Points carry one decimal (half up); sums of floats must not show 0.30000000000000004 points. */
export const roundPoints = (n: number) => Math.round(n * 10 + Number.EPSILON) / 10;

/** An attempt's full score: its questions' scores added up. Results, records and exports all read this. */
export const fullScoreOf = (questions: Pick<DrawnQuestion, 'score'>[]) =>
  roundPoints(questions.reduce((sum, q) => sum + q.score, 0));

/** Full-width letters and digits, stray spaces and case do not make a fill-in answer wrong. */
const normalise = (text: string) => text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/** For key points, punctuation and spaces do not count either: "切断 电源。" holds "切断电源". */
const bare = (text: string) => normalise(text).replace(/[\s\p{P}\p{S}]/gu, '');

/** "1." "2、" "（3）" "④" in front of a key point number it; they are not part of it. */
const numbering = /^\s*(?:\d+\s*[.、．)）]|[(（]\s*\d+\s*[)）]|[\u2460-\u2473])\s*/;

/**
 * A short-answer question's key points: its reference answer split at line breaks and semicolons (； ;),
 * each point's alternatives at | (｜). Empty when the organiser wrote no reference answer.
 */
export const keyPointsOf = (question: Pick<DrawnQuestion, 'answer'>): string[][] =>
  question.answer
    .join('\n')
    .split(/[\n；;]/)
    .map((point) =>
      point
        .replace(numbering, '')
        .split(/[|｜]/)
        .map(bare)
        .filter((alternative) => alternative !== ''),
    )
    .filter((alternatives) => alternatives.length > 0);

const sameSet = (given: string[], expected: string[]) => {
  const set = new Set(given);
  return set.size === given.length && set.size === expected.length && expected.every((key) => set.has(key));
};

/** How an answer was marked; `key_points` only for a short answer with key points: how many it holds. */
export type Grade = { correct: boolean; score: number; key_points: { hit: number; of: number } | null };

const allOrNothing = (question: DrawnQuestion, correct: boolean): Grade => ({
  correct,
  score: correct ? question.score : 0,
  key_points: null,
});

/**
 * Marks an answer (docs/grading.md).
 * - single, judge: exactly the one key; multiple: exactly the set of keys, no more, no fewer.
 * - sort: every key in exactly the right order (a nearly right order earns nothing, as on paper).
 * - blank: one answer per blank, each equal to one of that blank's accepted answers (see `normalise`).
 * - short: the score is the question's score × key points the answer contains ÷ all key points, rounded to one
 *   decimal; right only when it contains all of them. With no key points it cannot be marked by a machine, so
 *   anything written earns the full score.
 */
export const grade = (question: DrawnQuestion, given: string[]): Grade => {
  switch (question.type) {
    case 'single':
    case 'judge':
      return allOrNothing(question, given.length === 1 && given[0] === question.answer[0]);
    case 'multiple':
      return allOrNothing(question, sameSet(given, question.answer));
    case 'sort':
      return allOrNothing(
        question,
        given.length === question.answer.length && question.answer.every((key, i) => given[i] === key),
      );
    case 'blank':
      return allOrNothing(
        question,
        given.length === question.blanks.length &&
          question.blanks.every((accepted, i) => accepted.some((a) => normalise(a) === normalise(given[i] ?? ''))),
      );
    case 'short': {
      const written = bare(given.join('\n'));
      const points = keyPointsOf(question);
      if (!points.length) return allOrNothing(question, written !== '');
      const hit = points.filter((alternatives) => alternatives.some((a) => written.includes(a))).length;
      return {
        correct: hit === points.length,
        score: roundPoints((question.score * hit) / points.length),
        key_points: { hit, of: points.length },
      };
    }
  }
};

/** Whether an answer is fully right (PK matches count right answers only). */
export const isCorrect = (question: DrawnQuestion, given: string[]) => grade(question, given).correct;

/** The right answer as a participant is shown it: keys, each blank's accepted answers, or the key points. */
export const correctAnswerOf = (question: DrawnQuestion): string[] => {
  if (question.type === 'blank') return question.blanks.map((accepted) => accepted.join(' / '));
  if (question.type !== 'short') return question.answer;
  return question.answer
    .join('\n')
    .split(/[\n；;]/)
    .map((point) =>
      point
        .replace(numbering, '')
        .replace(/\s*[|｜]\s*/g, ' / ')
        .trim(),
    )
    .filter(Boolean);
};
