import { describe, expect, it } from 'vitest';
import { correctAnswerOf, isCorrect, scoreOf } from './grading.js';
import type { DrawnQuestion } from './quiz.table.js';

const question = (fields: Partial<DrawnQuestion>): DrawnQuestion => ({
  questionId: 1,
  type: 'single',
  stem: '题目',
  options: [],
  answer: [],
  blanks: [],
  explanation: '',
  score: 2,
  image: '',
  audio: '',
  video: '',
  ...fields,
});

describe('grading', () => {
  it('marks a single choice or judge right only for exactly its key', () => {
    const single = question({ type: 'single', answer: ['B'] });
    expect(isCorrect(single, ['B'])).toBe(true);
    expect(isCorrect(single, ['A'])).toBe(false);
    expect(isCorrect(single, ['B', 'A'])).toBe(false);
    expect(isCorrect(single, [])).toBe(false);
    expect(isCorrect(question({ type: 'judge', answer: ['F'] }), ['F'])).toBe(true);
    expect(isCorrect(question({ type: 'judge', answer: ['F'] }), ['T'])).toBe(false);
  });

  it('marks a multiple choice right only for exactly its set of keys, in any order', () => {
    const multiple = question({ type: 'multiple', answer: ['A', 'C'] });
    expect(isCorrect(multiple, ['C', 'A'])).toBe(true);
    expect(isCorrect(multiple, ['A'])).toBe(false);
    expect(isCorrect(multiple, ['A', 'B', 'C'])).toBe(false);
    expect(isCorrect(multiple, ['A', 'A'])).toBe(false);
  });

  it('accepts any listed answer per blank, ignoring case, spaces and full-width letters', () => {
    const blank = question({ type: 'blank', blanks: [['氢'], ['氧', 'Oxygen']] });
    expect(isCorrect(blank, [' 氢 ', 'oxygen'])).toBe(true);
    expect(isCorrect(blank, ['氢', 'ＯＸＹＧＥＮ'])).toBe(true);
    expect(isCorrect(blank, ['氢', '氧'])).toBe(true);
    expect(isCorrect(blank, ['氧', '氢'])).toBe(false);
    expect(isCorrect(blank, ['氢'])).toBe(false);
  });

  it('counts a short answer right when it contains the reference, or when there is no reference', () => {
    const short = question({ type: 'short', answer: ['节约资源'] });
    expect(isCorrect(short, ['可以减少污染，节约资源。'])).toBe(true);
    expect(isCorrect(short, ['减少污染'])).toBe(false);
    expect(isCorrect(question({ type: 'short', answer: [] }), ['随便写点什么'])).toBe(true);
    expect(isCorrect(question({ type: 'short', answer: [] }), ['  '])).toBe(false);
  });

  it('scores all of a question or nothing and shows each blank’s accepted answers', () => {
    expect(scoreOf(question({ answer: ['A'] }), ['A'])).toBe(2);
    expect(scoreOf(question({ answer: ['A'] }), ['B'])).toBe(0);
    expect(correctAnswerOf(question({ type: 'blank', blanks: [['氢'], ['氧', '氧元素']] }))).toEqual([
      '氢',
      '氧 / 氧元素',
    ]);
    expect(correctAnswerOf(question({ type: 'multiple', answer: ['A', 'B'] }))).toEqual(['A', 'B']);
  });
});
