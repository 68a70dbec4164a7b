import type { DrawnQuestion } from './quiz.table.js';

/** Full-width letters and digits, stray spaces and case do not make a fill-in answer wrong. */
const normalise = (text: string) => text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

const sameSet = (given: string[], expected: string[]) => {
  const set = new Set(given);
  return set.size === given.length && set.size === expected.length && expected.every((key) => set.has(key));
};

/**
 * Whether an answer is right.
 * - single, judge: exactly the one key; multiple: exactly the set of keys, no more, no fewer.
 * - blank: one answer per blank, each equal to one of that blank's accepted answers (see `normalise`).
 * - short: cannot be marked by a machine, so it counts as right when it contains the reference answer, or,
 *   when the organiser gave none, whenever something was written.
 */
export const isCorrect = (question: DrawnQuestion, given: string[]): boolean => {
  switch (question.type) {
    case 'single':
    case 'judge':
      return given.length === 1 && given[0] === question.answer[0];
    case 'multiple':
      return sameSet(given, question.answer);
    case 'blank':
      return (
        given.length === question.blanks.length &&
        question.blanks.every((accepted, i) => accepted.some((a) => normalise(a) === normalise(given[i] ?? '')))
      );
    case 'short': {
      const written = normalise(given.join(' '));
      const reference = normalise(question.answer.join(' '));
      return written !== '' && written.includes(reference);
    }
  }
};

/** The right answer as a participant is shown it: keys, each blank's accepted answers, or the reference text. */
export const correctAnswerOf = (question: DrawnQuestion): string[] =>
  question.type === 'blank' ? question.blanks.map((accepted) => accepted.join(' / ')) : question.answer;

/** The points an answer earns: all of the question's score or none. */
export const scoreOf = (question: DrawnQuestion, given: string[]) => (isCorrect(question, given) ? question.score : 0);
