import {
  answerProblem,
  holdsAnswer,
  type SurveyAnswers,
  type SurveyQuestion,
  submissionProblem,
  visibleQuestionKeys,
} from '@app/contract';
import type { ParticipantQuestion } from './survey-field-types.js';

/** The shared rules take full questions; option points never reach the participant, and no rule here reads them. */
export const logicQuestions = (questions: ParticipantQuestion[]): SurveyQuestion[] =>
  questions.map((q) => ({ ...q, options: q.options.map((o) => ({ ...o, score: 0 })) }));

/** The questionnaire cut at its page breaks; empty pages (a break first, last or twice) are dropped. */
export const splitPages = (questions: SurveyQuestion[]): SurveyQuestion[][] => {
  const pages: SurveyQuestion[][] = [[]];
  for (const q of questions) {
    if (q.type === 'page_break') pages.push([]);
    else pages.at(-1)?.push(q);
  }
  return pages.filter((p) => p.length > 0);
};

export type FormView = {
  visible: Set<string>;
  /** Indexes of the pages that show at least one question, in order. */
  shownPages: number[];
  /** Visible questions that take an answer, numbered 1.. as the participant meets them. */
  numbers: Map<string, number>;
  answered: number;
};

export const formView = (questions: SurveyQuestion[], pages: SurveyQuestion[][], answers: SurveyAnswers): FormView => {
  const visible = visibleQuestionKeys(questions, answers);
  const shownPages = pages.flatMap((p, i) => (p.some((q) => visible.has(q.key)) ? [i] : []));
  const numbered = questions.filter((q) => visible.has(q.key) && holdsAnswer(q));
  const answered = numbered.filter((q) => answerProblem({ ...q, required: true }, answers[q.key]) === null).length;
  return { visible, shownPages, numbers: new Map(numbered.map((q, i) => [q.key, i + 1])), answered };
};

/** Problems of the visible questions of one page, by question key. */
export const pageProblems = (page: SurveyQuestion[], answers: SurveyAnswers, visible: Set<string>) =>
  Object.fromEntries(
    page.flatMap((q) => {
      const problem = visible.has(q.key) ? answerProblem(q, answers[q.key]) : null;
      return problem ? [[q.key, problem]] : [];
    }),
  );

/** The page holding the first problem of the whole response, or null when it can be submitted. */
export const firstProblem = (questions: SurveyQuestion[], pages: SurveyQuestion[][], answers: SurveyAnswers) => {
  const problem = submissionProblem(questions, answers);
  if (!problem) return null;
  return { ...problem, page: pages.findIndex((p) => p.some((q) => q.key === problem.key)) };
};
