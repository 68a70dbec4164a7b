import { type QuestionFields, questionInputSchema } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { blankCount, questionProblem } from './question-rules.js';

const options = (...texts: string[]) => texts.map((text, i) => ({ key: 'ABCDEFGHIJK'[i]!, text }));
const question = (fields: Record<string, unknown>): QuestionFields =>
  questionInputSchema.parse({ stem: '题干', ...fields });

const single = (fields: Record<string, unknown> = {}) =>
  question({ type: 'single', options: options('甲', '乙', '丙'), answer: ['B'], ...fields });
const multiple = (fields: Record<string, unknown> = {}) =>
  question({ type: 'multiple', options: options('甲', '乙', '丙'), answer: ['A', 'C'], ...fields });
const ordering = (fields: Record<string, unknown> = {}) =>
  question({ type: 'sort', options: options('甲', '乙', '丙'), answer: ['C', 'A', 'B'], ...fields });

describe('question rules', () => {
  it('accepts a well-formed question of every type', () => {
    expect(questionProblem(single())).toBeNull();
    expect(questionProblem(multiple())).toBeNull();
    expect(questionProblem(question({ type: 'judge', answer: ['T'] }))).toBeNull();
    expect(questionProblem(question({ type: 'judge', answer: ['F'] }))).toBeNull();
    expect(questionProblem(question({ type: 'blank', stem: '____和____', blanks: [['甲'], ['乙', '已']] }))).toBeNull();
    expect(questionProblem(question({ type: 'short', answer: ['参考答案'] }))).toBeNull();
    expect(questionProblem(question({ type: 'short' }))).toBeNull();
    expect(questionProblem(ordering())).toBeNull();
    expect(questionProblem(ordering({ answer: ['A', 'B', 'C'] }))).toBeNull();
  });

  it('asks an ordering question for two to ten options, each once in its answer', () => {
    expect(questionProblem(ordering({ options: options('甲'), answer: ['A'] }))).toBe('排序题须有2到10个选项');
    const reason = '排序题的答案须依次包含每个选项各一次';
    expect(questionProblem(ordering({ answer: ['C', 'A'] }))).toBe(reason);
    expect(questionProblem(ordering({ answer: ['C', 'A', 'A'] }))).toBe(reason);
    expect(questionProblem(ordering({ answer: ['C', 'A', 'D'] }))).toBe(reason);
    expect(questionProblem(ordering({ answer: ['C', 'A', 'B', 'D'] }))).toBe(reason);
    expect(questionProblem(ordering({ options: options('甲', ' '), answer: ['B', 'A'] }))).toBe('选项内容不能为空');
  });

  it('asks choice questions for two to ten options', () => {
    const reason = '选择题须有2到10个选项';
    expect(questionProblem(single({ options: options('甲'), answer: ['A'] }))).toBe(reason);
    expect(questionProblem(multiple({ options: [] }))).toBe(reason);
    expect(questionProblem(single({ options: options(...'一二三四五六七八九十'), answer: ['J'] }))).toBeNull();
  });

  it('asks for option keys A, B, C in order', () => {
    const swapped = [
      { key: 'B', text: '甲' },
      { key: 'A', text: '乙' },
    ];
    expect(questionProblem(single({ options: swapped, answer: ['A'] }))).toBe('选项须按A、B、C…依次排列');
    const gap = [
      { key: 'A', text: '甲' },
      { key: 'C', text: '乙' },
    ];
    expect(questionProblem(single({ options: gap, answer: ['A'] }))).toBe('选项须按A、B、C…依次排列');
  });

  it('refuses an option without text', () => {
    expect(questionProblem(single({ options: options('甲', '  ') }))).toBe('选项内容不能为空');
  });

  it('asks a single choice for exactly one existing answer', () => {
    const reason = '单选题须有且只有一个正确答案';
    expect(questionProblem(single({ answer: [] }))).toBe(reason);
    expect(questionProblem(single({ answer: ['A', 'B'] }))).toBe(reason);
    expect(questionProblem(single({ answer: ['D'] }))).toBe(reason);
  });

  it('asks a multiple choice for at least two distinct existing answers', () => {
    const reason = '多选题至少两个正确答案';
    expect(questionProblem(multiple({ answer: ['A'] }))).toBe(reason);
    expect(questionProblem(multiple({ answer: ['A', 'A'] }))).toBe(reason);
    expect(questionProblem(multiple({ answer: ['A', 'E'] }))).toBe(reason);
    expect(questionProblem(multiple({ answer: ['A', 'B', 'C'] }))).toBeNull();
  });

  it('asks a true/false question for T or F and no options', () => {
    const reason = '判断题答案须为正确或错误';
    expect(questionProblem(question({ type: 'judge', answer: [] }))).toBe(reason);
    expect(questionProblem(question({ type: 'judge', answer: ['对'] }))).toBe(reason);
    expect(questionProblem(question({ type: 'judge', answer: ['T', 'F'] }))).toBe(reason);
    expect(questionProblem(question({ type: 'judge', options: options('对', '错'), answer: ['T'] }))).toBe(
      '判断题不能有选项',
    );
  });

  it('asks a fill-in question for as many blanks in the stem as answers, at least one', () => {
    const reason = '填空题的空数须与答案数一致';
    expect(questionProblem(question({ type: 'blank', stem: '没有空', blanks: [] }))).toBe(reason);
    expect(questionProblem(question({ type: 'blank', stem: '没有空', blanks: [['甲']] }))).toBe(reason);
    expect(questionProblem(question({ type: 'blank', stem: '____和____', blanks: [['甲']] }))).toBe(reason);
    expect(questionProblem(question({ type: 'blank', stem: '____', blanks: [['甲'], ['乙']] }))).toBe(reason);
  });

  it('keeps a fill-in question’s answers in its blanks', () => {
    expect(questionProblem(question({ type: 'blank', stem: '____', blanks: [['甲']], answer: ['甲'] }))).toBe(
      '填空题的答案请填写在各空中',
    );
    expect(
      questionProblem(question({ type: 'blank', stem: '____', blanks: [['甲']], options: options('甲', '乙') })),
    ).toBe('填空题不能有选项');
  });

  it('allows a short answer one reference text at most, and no options', () => {
    expect(questionProblem(question({ type: 'short', answer: ['一', '二'] }))).toBe('简答题只能有一个参考答案');
    expect(questionProblem(question({ type: 'short', options: options('甲', '乙') }))).toBe('简答题不能有选项');
  });

  it('allows blank answers on fill-in questions only', () => {
    expect(questionProblem(single({ blanks: [['甲']] }))).toBe('只有填空题可以设置填空答案');
    expect(questionProblem(question({ type: 'short', blanks: [['甲']] }))).toBe('只有填空题可以设置填空答案');
  });

  it('counts each blank mark once', () => {
    expect(blankCount('无')).toBe(0);
    expect(blankCount('____')).toBe(1);
    expect(blankCount('一____二____三')).toBe(2);
  });
});
