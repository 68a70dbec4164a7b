import { describe, expect, it } from 'vitest';
import { publicBankSeeds } from '../question/index.js';
import { correctAnswerOf, fullScoreOf, grade, isCorrect, keyPointsOf, roundPoints } from './grading.js';
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

  it('marks an ordering right only for every key in exactly its order, and shows that order', () => {
    const ordering = question({ type: 'sort', answer: ['C', 'A', 'B'] });
    expect(grade(ordering, ['C', 'A', 'B'])).toEqual({ correct: true, score: 2, key_points: null });
    expect(grade(ordering, ['C', 'B', 'A'])).toEqual({ correct: false, score: 0, key_points: null });
    expect(isCorrect(ordering, ['C', 'A'])).toBe(false);
    expect(isCorrect(ordering, ['C', 'A', 'B', 'B'])).toBe(false);
    expect(correctAnswerOf(ordering)).toEqual(['C', 'A', 'B']);
  });

  it('accepts any listed answer per blank, ignoring case, spaces and full-width letters', () => {
    const blank = question({ type: 'blank', blanks: [['氢'], ['氧', 'Oxygen']] });
    expect(isCorrect(blank, [' 氢 ', 'oxygen'])).toBe(true);
    expect(isCorrect(blank, ['氢', 'ＯＸＹＧＥＮ'])).toBe(true);
    expect(isCorrect(blank, ['氢', '氧'])).toBe(true);
    expect(isCorrect(blank, ['氧', '氢'])).toBe(false);
    expect(isCorrect(blank, ['氢'])).toBe(false);
  });

  it('marks every seeded essay’s model answer right, and an unrelated answer wrong', () => {
    const essays = publicBankSeeds.flatMap((b) => b.questions).filter((q) => q.type === 'short');
    expect(essays.length).toBeGreaterThan(0);
    for (const q of essays) {
      const seeded = question({ ...q, questionId: 1 });
      expect(keyPointsOf(seeded).length, q.stem).toBeGreaterThanOrEqual(2);
      expect(grade(seeded, [q.explanation]), q.stem).toMatchObject({ correct: true, score: q.score });
      expect(grade(seeded, ['我不知道']).score, q.stem).toBe(0);
    }
  });

  it('reads a short answer’s key points from its reference: lines or semicolons, | between alternatives', () => {
    const short = question({ type: 'short', answer: ['1. 切断电源|断电；\n② 拨打120; （3）胸外按压'] });
    expect(keyPointsOf(short)).toEqual([['切断电源', '断电'], ['拨打120'], ['胸外按压']]);
    expect(keyPointsOf(question({ type: 'short', answer: [] }))).toEqual([]);
  });

  it('marks an essay holding every key point right, whatever else it says and however it is punctuated', () => {
    const short = question({ type: 'short', score: 3, answer: ['切断电源|断电；拨打120；胸外按压'] });
    expect(grade(short, ['先断电，然后拨打 120 叫救护车，再做胸外按压。'])).toEqual({
      correct: true,
      score: 3,
      key_points: { hit: 3, of: 3 },
    });
  });

  it('gives an essay the share of the score for the key points it holds, rounded to one decimal', () => {
    const short = question({ type: 'short', score: 2, answer: ['切断电源|断电\n拨打120\n胸外按压'] });
    expect(grade(short, ['断电后拨打120'])).toEqual({ correct: false, score: 1.3, key_points: { hit: 2, of: 3 } });
    expect(grade(short, ['不知道'])).toEqual({ correct: false, score: 0, key_points: { hit: 0, of: 3 } });
    expect(grade(short, [])).toEqual({ correct: false, score: 0, key_points: { hit: 0, of: 3 } });
  });

  it('gives an essay without key points the full score for anything written, and nothing for a blank', () => {
    expect(grade(question({ type: 'short', answer: [] }), ['随便写点什么'])).toEqual({
      correct: true,
      score: 2,
      key_points: null,
    });
    expect(grade(question({ type: 'short', answer: [] }), ['  '])).toMatchObject({ correct: false, score: 0 });
  });

  it('scores other types all or nothing and shows each blank’s accepted answers and an essay’s key points', () => {
    expect(grade(question({ answer: ['A'] }), ['A'])).toEqual({ correct: true, score: 2, key_points: null });
    expect(grade(question({ answer: ['A'] }), ['B'])).toEqual({ correct: false, score: 0, key_points: null });
    expect(correctAnswerOf(question({ type: 'blank', blanks: [['氢'], ['氧', '氧元素']] }))).toEqual([
      '氢',
      '氧 / 氧元素',
    ]);
    expect(correctAnswerOf(question({ type: 'multiple', answer: ['A', 'B'] }))).toEqual(['A', 'B']);
    expect(correctAnswerOf(question({ type: 'short', answer: ['切断电源|断电；拨打120'] }))).toEqual([
      '切断电源 / 断电',
      '拨打120',
    ]);
  });

  it('adds an attempt’s scores to one decimal, the one full score results and records show', () => {
    expect(roundPoints(0.1 + 0.2)).toBe(0.3);
    expect(roundPoints(1.25)).toBe(1.3);
    expect(fullScoreOf([{ score: 1.1 }, { score: 2.2 }, { score: 3 }])).toBe(6.3);
  });
});
