import { questionnaireProblem, type SurveyQuestion, surveyQuestionSchema } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { copyQuestion, newQuestion, type StarterTexts } from './question-factory.js';
import {
  insertQuestion,
  locateProblem,
  moveQuestion,
  places,
  removeQuestion,
  updateQuestion,
} from './question-list-ops.js';

const texts: StarterTexts = {
  title: (t) => `题${t}`,
  option: (n) => `选项${n}`,
  row: (n) => `行${n}`,
  columns: ['差', '好'],
};

const q = (key: string, over: Partial<SurveyQuestion> = {}) =>
  surveyQuestionSchema.parse({
    key,
    type: 'radio',
    title: key,
    options: [
      { key: 'a', label: 'A' },
      { key: 'b', label: 'B' },
    ],
    ...over,
  });

describe('new questions', () => {
  it('start valid for every type, with unique keys', () => {
    const list: SurveyQuestion[] = [];
    for (const type of surveyQuestionSchema.shape.type.options)
      list.push(
        newQuestion(
          type,
          texts,
          list.map((x) => x.key),
        ),
      );
    expect(new Set(list.map((x) => x.key)).size).toBe(list.length);
    expect(questionnaireProblem(list)).toBeNull();
    expect(list.find((x) => x.type === 'checkbox')?.options.map((o) => o.label)).toEqual(['选项1', '选项2']);
    expect(list.find((x) => x.type === 'matrix')?.rows).toHaveLength(2);
  });

  it('copies under a new key', () => {
    const copy = copyQuestion(q('q1'), ['q1']);
    expect(copy.key).not.toBe('q1');
    expect(copy.options).toEqual(q('q1').options);
  });
});

describe('list operations', () => {
  it('insert after the selected question or at the end', () => {
    const list = [q('q1'), q('q2')];
    expect(insertQuestion(list, q('q3'), 'q1').map((x) => x.key)).toEqual(['q1', 'q3', 'q2']);
    expect(insertQuestion(list, q('q3'), null).map((x) => x.key)).toEqual(['q1', 'q2', 'q3']);
  });

  it('move within bounds', () => {
    const list = [q('q1'), q('q2')];
    expect(moveQuestion(list, 'q2', -1).map((x) => x.key)).toEqual(['q2', 'q1']);
    expect(moveQuestion(list, 'q2', 1)).toBe(list);
  });

  it('removing a question clears the rules and jumps that point at it', () => {
    const jumpy = q('q1', {
      options: [
        { key: 'a', label: 'A', other: false, score: 0, jump_to: 'q2' },
        { key: 'b', label: 'B', other: false, score: 0, jump_to: 'end' },
      ],
    });
    const list = [jumpy, q('q2'), q('q3', { show_if: { question_key: 'q2', option_keys: ['a'] } })];
    const next = removeQuestion(list, 'q2');
    expect(next.map((x) => x.options.map((o) => o.jump_to))).toEqual([
      ['', 'end'],
      ['', ''],
    ]);
    expect(next[1]?.show_if).toBeNull();
  });

  it('removing an option drops it from rules that name it', () => {
    const list = [q('q1'), q('q2', { show_if: { question_key: 'q1', option_keys: ['a', 'b'] } })];
    const next = updateQuestion(list, 'q1', {
      options: [{ key: 'a', label: 'A', other: false, score: 0, jump_to: '' }],
    });
    expect(next[1]?.show_if).toEqual({ question_key: 'q1', option_keys: ['a'] });
  });
});

describe('places', () => {
  const list = [
    q('q1'),
    q('d', { type: 'description' }),
    q('p', { type: 'page_break', title: '' }),
    q('q2', { title: '' }),
  ];

  it('number answerable questions and pages apart', () => {
    expect([...places(list).values()]).toEqual([
      { kind: 'question', n: 1 },
      { kind: 'description' },
      { kind: 'page', n: 2 },
      { kind: 'question', n: 2 },
    ]);
  });

  it('say where a questionnaire problem is as the list numbers it', () => {
    const message = questionnaireProblem(list) as string;
    expect(message).toBe('第4题请输入题目标题');
    expect(locateProblem(list, message, (p) => (p.kind === 'question' ? `Q${p.n}` : '?'))).toEqual({
      key: 'q2',
      message: 'Q2请输入题目标题',
    });
  });
});
