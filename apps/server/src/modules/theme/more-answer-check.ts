import { AppError } from '../../platform/errors.js';
import type { MoreQuestionRow } from './more-question.repository.js';

type Checked = { questionId: number; answer: string[] };

/** The one answer a question accepts, or why not; an empty answer is no answer. */
const fits = (question: MoreQuestionRow, answer: string[]) => {
  if (question.type === 'text') return answer.length === 1 && answer[0]!.length <= 500;
  const known = answer.every((a) => question.options.includes(a));
  if (question.type === 'single') return known && answer.length === 1;
  return known && new Set(answer).size === answer.length;
};

const unanswered = (question: MoreQuestionRow) => new AppError('VALIDATION_FAILED', `请回答：${question.stem}`);

/**
 * A participant's answers checked against the live questions: unknown ids are QUIZ_MORE_NOT_FOUND, an answer
 * that does not fit or a required question left out asks for that question by its stem.
 */
export const checkMoreAnswers = (questions: MoreQuestionRow[], given: Record<string, string[]>): Checked[] => {
  const byId = new Map(questions.map((q) => [String(q.id), q]));
  if (Object.keys(given).some((id) => !byId.has(id))) throw new AppError('QUIZ_MORE_NOT_FOUND');
  const checked: Checked[] = [];
  for (const question of questions) {
    const answer = (given[String(question.id)] ?? []).filter((a) => a !== '');
    if (!answer.length) {
      if (question.required) throw unanswered(question);
      continue;
    }
    if (!fits(question, answer)) throw unanswered(question);
    checked.push({ questionId: question.id, answer });
  }
  return checked;
};

/** Whether every required question has an answer. */
export const requiredAnswered = (questions: Pick<MoreQuestionRow, 'id' | 'required'>[], answered: Set<number>) =>
  questions.every((q) => !q.required || answered.has(q.id));
