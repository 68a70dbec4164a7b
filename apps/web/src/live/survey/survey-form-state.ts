import type { SurveyAnswer, SurveyAnswers, SurveyQuestion } from '@app/contract';
import { answerProblem } from '@app/contract';
import { useMemo, useState } from 'react';
import { firstProblem, formView, pageProblems, splitPages } from './survey-pages.js';
import { surveyDraft } from './survey-storage.js';

type Problems = Record<string, string>;

/** jsdom and old browsers lack scrollIntoView; scrolling is a nicety there. */
const scrollTo = (id: string) =>
  requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView?.({ behavior: 'smooth', block: 'center' }));

/**
 * The questionnaire being filled: answers (kept as a draft per activity code), the page shown, and the problems
 * found when the participant tries to move on.
 */
export const useSurveyForm = (code: string, questions: SurveyQuestion[]) => {
  const pages = useMemo(() => splitPages(questions), [questions]);
  const [draft] = useState(() => surveyDraft.read(code) ?? { answers: {}, opened_at: Date.now() });
  const [answers, setAnswers] = useState<SurveyAnswers>(draft.answers);
  const [problems, setProblems] = useState<Problems>({});
  const view = formView(questions, pages, answers);
  const [pageAt, setPageAt] = useState(() => view.shownPages[0] ?? 0);

  const position = view.shownPages.indexOf(pageAt);
  const nextPage = view.shownPages.find((i) => i > pageAt);
  const prevPage = view.shownPages.findLast((i) => i < pageAt);
  const page = (pages[pageAt] ?? []).filter((q) => view.visible.has(q.key));

  const setAnswer = (q: SurveyQuestion, answer: SurveyAnswer) => {
    const next = { ...answers, [q.key]: answer };
    setAnswers(next);
    surveyDraft.write(code, next, draft.opened_at);
    // A problem already shown goes away as soon as the answer is right; new ones wait for the next attempt.
    if (problems[q.key]) {
      const left = { ...problems };
      const problem = answerProblem(q, answer);
      if (problem) left[q.key] = problem;
      else delete left[q.key];
      setProblems(left);
    }
  };

  const goTo = (index: number) => {
    setPageAt(index);
    setProblems({});
    scrollTo('survey-top');
  };

  /** Checks the page shown; false (and the problems shown, the first scrolled to) when something is wrong. */
  const checkPage = () => {
    const found = pageProblems(pages[pageAt] ?? [], answers, view.visible);
    setProblems(found);
    const first = page.find((q) => found[q.key]);
    if (first) scrollTo(`survey-q-${first.key}`);
    return !first;
  };

  /** Checks the whole response; a problem on another page (answers changed after going back) opens that page. */
  const checkAll = () => {
    if (!checkPage()) return false;
    const problem = firstProblem(questions, pages, answers);
    if (!problem) return true;
    setPageAt(problem.page);
    setProblems({ [problem.key]: problem.message });
    scrollTo(`survey-q-${problem.key}`);
    return false;
  };

  return {
    answers,
    openedAt: draft.opened_at,
    page,
    problems,
    view,
    setAnswer,
    pageNumber: position + 1,
    pageCount: view.shownPages.length,
    hasPrev: prevPage !== undefined,
    isLast: nextPage === undefined,
    next: () => {
      if (nextPage !== undefined && checkPage()) goTo(nextPage);
    },
    prev: () => {
      if (prevPage !== undefined) goTo(prevPage);
    },
    checkAll,
  };
};
