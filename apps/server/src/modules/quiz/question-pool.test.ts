import { type QuestionInput, type QuizSettingsInput, quizSettingsSchema } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createTestDatabase } from '../../test/test-database.js';
import { questions } from '../question/index.js';
import { fillBank, makeBank, makePublicBank, sampleQuestion } from '../question/question.factory.js';
import { drawQuestions, type Random, shuffleOptions } from './question-pool.js';
import type { DrawnQuestion } from './quiz.table.js';

/** The same numbers every run, so a failing draw can be replayed. */
const seeded = (seed: number): Random => {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
};

const owner = { tenantId: 1, id: 9001 };
const settingsOf = (input: QuizSettingsInput) => quizSettingsSchema.parse(input);

/** Question i of a bank: a single choice whose right option is always the text '对'. */
const choice = (i: number): QuestionInput => ({
  ...sampleQuestion('single'),
  stem: `第${i}题`,
  options: [
    { key: 'A', text: '错一' },
    { key: 'B', text: '对' },
    { key: 'C', text: '错二' },
    { key: 'D', text: '错三' },
  ],
  answer: ['B'],
  score: i,
});
const judge = (i: number): QuestionInput => ({ ...sampleQuestion('judge'), stem: `判断${i}`, difficulty: 2 });

describe('drawQuestions', () => {
  let database: Database;
  const t = { deps: { db: undefined as unknown as Database['db'] } };
  let fixedIds: number[];
  let mixedBank: number;
  let judgeBank: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    t.deps.db = database.db;
    const fixed = await fillBank(t, await makeBank(t, owner), 6, choice);
    fixedIds = (await database.db.select({ id: questions.id }).from(questions).where(eq(questions.bankId, fixed.id)))
      .map((r) => r.id)
      .sort((a, b) => a - b);
    mixedBank = (await fillBank(t, await makeBank(t, owner), 10, (i) => (i % 2 ? choice(i) : judge(i)))).id;
    judgeBank = (await fillBank(t, await makePublicBank(t), 4, judge)).id;
  });
  afterAll(() => database.close());

  const stems = (qs: { stem: string }[]) => qs.map((q) => q.stem);

  it('gives the fixed questions in their order, as a snapshot with answers', async () => {
    const drawn = await drawQuestions(database.db, settingsOf({ question_ids: fixedIds.slice(0, 3) }), 1);
    expect(stems(drawn)).toEqual(['第1题', '第2题', '第3题']);
    expect(drawn[0]).toMatchObject({ questionId: fixedIds[0], type: 'single', answer: ['B'], score: 1 });
  });

  it('takes a random per_attempt of the fixed questions, keeping their order', async () => {
    const settings = settingsOf({ question_ids: fixedIds, per_attempt: 3 });
    const seen = new Set<string>();
    for (let seed = 1; seed <= 8; seed += 1) {
      const drawn = stems(await drawQuestions(database.db, settings, 1, seeded(seed)));
      expect(drawn).toHaveLength(3);
      expect(drawn).toEqual([...drawn].sort());
      seen.add(drawn.join());
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('shuffles the questions when asked, and only then', async () => {
    const settings = settingsOf({ question_ids: fixedIds, shuffle_questions: true });
    const drawn = stems(await drawQuestions(database.db, settings, 1, seeded(7)));
    expect([...drawn].sort()).toEqual(['第1题', '第2题', '第3题', '第4题', '第5题', '第6题']);
    expect(drawn).not.toEqual([...drawn].sort());
  });

  it('draws each random rule from its own bank, type and difficulty, never one question twice', async () => {
    const settings = settingsOf({
      question_mode: 'random',
      random_rules: [
        { bank_id: mixedBank, type: 'single', count: 3 },
        { bank_id: mixedBank, type: '', difficulty: 2, count: 2 },
        { bank_id: judgeBank, count: 4 },
      ],
    });
    const drawn = await drawQuestions(database.db, settings, 1, seeded(3));
    expect(drawn.map((q) => q.type)).toEqual([
      'single',
      'single',
      'single',
      'judge',
      'judge',
      ...Array(4).fill('judge'),
    ]);
    expect(new Set(drawn.map((q) => q.questionId)).size).toBe(9);
    expect(stems(drawn.slice(5)).sort()).toEqual(['判断1', '判断2', '判断3', '判断4']);
  });

  it('cuts the random draw to per_attempt', async () => {
    const settings = settingsOf({
      question_mode: 'random',
      random_rules: [{ bank_id: mixedBank, count: 8 }],
      per_attempt: 5,
    });
    expect(await drawQuestions(database.db, settings, 1, seeded(11))).toHaveLength(5);
  });

  it('skips questions an earlier level had while the rule has others', async () => {
    const settings = settingsOf({
      question_mode: 'random',
      random_rules: [{ bank_id: judgeBank, count: 2 }],
      barrier: true,
      levels: [
        { title: '第一关', question_count: 2, pass_score: 1 },
        { title: '第二关', question_count: 2, pass_score: 1 },
      ],
    });
    const first = await drawQuestions(database.db, settings, 1, seeded(5));
    const second = await drawQuestions(
      database.db,
      settings,
      2,
      seeded(5),
      first.map((q) => q.questionId),
    );
    expect(second.filter((q) => first.some((f) => f.questionId === q.questionId))).toEqual([]);
  });

  it('gives each checkpoint level the next fixed questions, and nothing past the last level', async () => {
    const settings = settingsOf({
      question_ids: fixedIds,
      barrier: true,
      levels: [
        { title: '第一关', question_count: 2, pass_score: 1 },
        { title: '第二关', question_count: 3, pass_score: 1 },
      ],
    });
    expect(stems(await drawQuestions(database.db, settings, 1))).toEqual(['第1题', '第2题']);
    expect(stems(await drawQuestions(database.db, settings, 2))).toEqual(['第3题', '第4题', '第5题']);
    expect(await drawQuestions(database.db, settings, 3)).toEqual([]);
  });

  it('reorders options under new keys and moves the answer with its option', async () => {
    const settings = settingsOf({ question_ids: fixedIds, shuffle_options: true });
    const drawn = await drawQuestions(database.db, settings, 1, seeded(9));
    for (const q of drawn) {
      expect(q.options.map((o) => o.key)).toEqual(['A', 'B', 'C', 'D']);
      expect(q.answer.map((k) => q.options.find((o) => o.key === k)?.text)).toEqual(['对']);
    }
    expect(drawn.some((q) => q.answer[0] !== 'B')).toBe(true);
  });

  /** Four options 甲 乙 丙 丁 as A B C D. */
  const fourOptions = (type: DrawnQuestion['type'], answer: string[]): DrawnQuestion => ({
    questionId: 1,
    type,
    stem: type,
    options: ['甲', '乙', '丙', '丁'].map((text, i) => ({ key: 'ABCD'[i]!, text, image: '' })),
    answer,
    blanks: [],
    explanation: '',
    score: 1,
    image: '',
    audio: '',
    video: '',
  });
  const answerTexts = (q: DrawnQuestion) => q.answer.map((k) => q.options.find((o) => o.key === k)?.text);

  it('keeps a multiple choice answer whole and in key order after shuffling', () => {
    const shuffledQ = shuffleOptions(fourOptions('multiple', ['A', 'C']), seeded(2));
    expect(answerTexts(shuffledQ).sort()).toEqual(['丙', '甲']);
    expect(shuffledQ.answer).toEqual([...shuffledQ.answer].sort());
  });

  it('keeps an ordering answer in its order after shuffling', () => {
    const original = fourOptions('sort', ['C', 'A', 'D', 'B']);
    const shuffledQ = shuffleOptions(original, seeded(2));
    expect(shuffledQ.options.map((o) => o.text)).not.toEqual(original.options.map((o) => o.text));
    expect(answerTexts(shuffledQ)).toEqual(['丙', '甲', '丁', '乙']);
  });

  it('leaves out a fixed question deleted since the settings were saved', async () => {
    const extra = await fillBank(t, await makeBank(t, owner), 2, choice);
    const ids = (
      await database.db.select({ id: questions.id }).from(questions).where(eq(questions.bankId, extra.id))
    ).map((r) => r.id);
    await database.db.delete(questions).where(eq(questions.id, ids[0]!));
    const drawn = await drawQuestions(database.db, settingsOf({ question_ids: ids }), 1);
    expect(drawn.map((q) => q.questionId)).toEqual([ids[1]]);
  });
});
