import { describe, expect, it } from 'vitest';
import {
  draftOf,
  draftProblem,
  emptyDraft,
  withCorrectToggled,
  withOptionAdded,
  withOptionRemoved,
  withStem,
  withType,
} from './question-draft.js';
import { makeQuestion } from './test-questions.js';

const options = (texts: string[]) => texts.map((text, i) => ({ key: 'ABCDEFGHIJ'[i]!, text, image: '' }));

describe('question drafts', () => {
  it('re-letters the options after a removal and moves the answer keys with them', () => {
    const d = { ...emptyDraft('multiple'), options: options(['甲', '乙', '丙', '丁']), answer: ['A', 'D'] };
    const next = withOptionRemoved(d, 1);
    expect(next.options).toEqual(options(['甲', '丙', '丁']));
    expect(next.answer).toEqual(['A', 'C']);
  });

  it('keeps at least two options and at most ten', () => {
    const two = { ...emptyDraft('single'), options: options(['甲', '乙']) };
    expect(withOptionRemoved(two, 0).options).toHaveLength(2);
    let ten = two;
    for (let i = 0; i < 12; i += 1) ten = withOptionAdded(ten);
    expect(ten.options.map((o) => o.key).join('')).toBe('ABCDEFGHIJ');
  });

  it('marks one correct option for a single choice and any number, in letter order, for a multiple choice', () => {
    const single = withCorrectToggled(withCorrectToggled(emptyDraft('single'), 'B'), 'C');
    expect(single.answer).toEqual(['C']);
    const multiple = withCorrectToggled(withCorrectToggled(emptyDraft('multiple'), 'C'), 'A');
    expect(multiple.answer).toEqual(['A', 'C']);
    expect(withCorrectToggled(multiple, 'C').answer).toEqual(['A']);
  });

  it('gives a fill-in question one answer list per blank mark in its stem', () => {
    const blank = withType(emptyDraft('single'), 'blank');
    expect(blank.options).toEqual([]);
    const two = withStem(blank, '____加____等于二');
    expect(two.blanks).toEqual([[], []]);
    const kept = withStem({ ...two, blanks: [['一'], ['1']] }, '____等于一');
    expect(kept.blanks).toEqual([['一']]);
  });

  it('switches type keeping what still fits', () => {
    const multiple = { ...emptyDraft('multiple'), stem: '题干', options: options(['甲', '乙']), answer: ['A', 'B'] };
    expect(withType(multiple, 'single')).toMatchObject({ stem: '题干', options: options(['甲', '乙']), answer: ['A'] });
    expect(withType(multiple, 'judge')).toMatchObject({ options: [], answer: ['T'] });
    expect(withType(multiple, 'short')).toMatchObject({ options: [], answer: [''] });
  });

  it("keeps an ordering question's order when an option is removed, re-lettering the later ones", () => {
    const d = { ...emptyDraft('sort'), options: options(['甲', '乙', '丙', '丁']), answer: ['D', 'B', 'A', 'C'] };
    const next = withOptionRemoved(d, 1);
    expect(next.options).toEqual(options(['甲', '丙', '丁']));
    expect(next.answer).toEqual(['C', 'A', 'B']);
  });

  it('keeps the options but not the answer between choice and ordering questions', () => {
    const multiple = { ...emptyDraft('multiple'), options: options(['甲', '乙', '丙']), answer: ['A', 'B'] };
    const sort = withType(multiple, 'sort');
    expect(sort).toMatchObject({ type: 'sort', options: options(['甲', '乙', '丙']), answer: [] });
    expect(withType({ ...sort, answer: ['C', 'B', 'A'] }, 'single')).toMatchObject({ answer: [] });
    expect(withType(emptyDraft('judge'), 'sort').options.map((o) => o.key)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('turns a saved ordering question into a draft and back unchanged', () => {
    const saved = makeQuestion(3, { type: 'sort', options: options(['唐', '秦', '汉']), answer: ['B', 'C', 'A'] });
    const { id, bank_id, sort, created_at, ...fields } = saved;
    const draft = draftOf(saved);
    expect(draft).toEqual(fields);
    expect(draftProblem(draft)).toBeNull();
  });

  it("refuses an ordering answer that leaves out an option or names one twice, in the server's words", () => {
    const sort = { ...emptyDraft('sort'), stem: '排序', options: options(['甲', '乙', '丙']) };
    const refused = '排序题的答案须依次包含每个选项各一次';
    expect(draftProblem({ ...sort, answer: ['C', 'A'] })).toBe(refused);
    expect(draftProblem({ ...sort, answer: ['C', 'A', 'A'] })).toBe(refused);
    expect(draftProblem({ ...sort, answer: ['C', 'A', 'B'] })).toBeNull();
  });

  it('reports what the contract refuses, in the page language', () => {
    expect(draftProblem(emptyDraft('short'))).toBe('请输入题干');
    expect(draftProblem({ ...emptyDraft('blank'), stem: '____', blanks: [[]] })).toBe('每个空至少一个答案');
    expect(draftProblem({ ...emptyDraft('short'), stem: '题', answer: ['参考'] })).toBeNull();
  });
});
