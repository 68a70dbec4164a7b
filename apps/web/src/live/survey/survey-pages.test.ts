import { answerProblem } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { regionOptions } from './region-data.js';
import { makeSurveyQuestion as q } from './survey-fixtures.js';
import { formView, logicQuestions, splitPages } from './survey-pages.js';

describe('survey pages', () => {
  it('cuts a questionnaire at its page breaks and drops empty pages', () => {
    const questions = logicQuestions([
      q('pb0', 'page_break'),
      q('q1', 'text'),
      q('pb1', 'page_break'),
      q('pb2', 'page_break'),
      q('q2', 'text'),
      q('pb3', 'page_break'),
    ]);
    expect(splitPages(questions).map((p) => p.map((x) => x.key))).toEqual([['q1'], ['q2']]);
  });

  it('numbers only shown questions that take an answer and counts the answered ones', () => {
    const questions = logicQuestions([
      q('d1', 'description', { title: '说明' }),
      q('q1', 'radio', { options: ['是', '否'] }),
      q('q2', 'text', { show_if: { question_key: 'q1', option_keys: ['o1'] } }),
      q('pb', 'page_break'),
      q('q3', 'text'),
    ]);
    const view = formView(questions, splitPages(questions), { q1: { values: ['o2'], text: '', rows: {} } });
    expect([...view.numbers]).toEqual([
      ['q1', 1],
      ['q3', 2],
    ]);
    expect(view.answered).toBe(1);
    expect(view.shownPages).toEqual([0, 1]);
  });
});

describe('region data', () => {
  it('lists the 34 provincial divisions, each answer passing the region check', () => {
    expect(regionOptions).toHaveLength(34);
    expect(regionOptions.find((p) => p.value === '广东省')?.children).toHaveLength(21);
    const region = logicQuestions([q('r', 'region')])[0];
    const texts = regionOptions.flatMap((p) =>
      (p.children ?? [p]).map((c) => (p.children ? `${p.value}/${c.value}` : p.value)),
    );
    expect(texts.filter((text) => answerProblem(region!, { values: [], text, rows: {} }) !== null)).toEqual([]);
  });
});
