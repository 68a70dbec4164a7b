import { type QuestionInput, type QuestionType, questionInputSchema } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { toQuestionRow } from './question.mappers.js';
import { questionBanks, questions } from './question.table.js';

type HasDb = { deps: { db: Db } };
type Organiser = { tenantId: number; id: number };
type BankRow = typeof questionBanks.$inferSelect;

let counter = 0;

/** A valid question of each type, as the web sends it. */
export const sampleQuestion = (type: QuestionType = 'single', fields: Partial<QuestionInput> = {}): QuestionInput => {
  const base: Record<QuestionType, QuestionInput> = {
    single: {
      type,
      stem: '中国的首都是哪座城市？',
      options: [
        { key: 'A', text: '上海' },
        { key: 'B', text: '北京' },
        { key: 'C', text: '广州' },
      ],
      answer: ['B'],
    },
    multiple: {
      type,
      stem: '以下哪些是可回收物？',
      options: [
        { key: 'A', text: '废纸' },
        { key: 'B', text: '塑料瓶' },
        { key: 'C', text: '剩饭' },
      ],
      answer: ['A', 'B'],
    },
    judge: { type, stem: '地球绕太阳公转。', answer: ['T'] },
    blank: { type, stem: '水由____和____组成。', blanks: [['氢'], ['氧', '氧元素']] },
    short: { type, stem: '简述垃圾分类的意义。', answer: ['减少污染，节约资源。'] },
    sort: {
      type,
      stem: '将以下朝代按时间先后排序。',
      options: [
        { key: 'A', text: '宋' },
        { key: 'B', text: '秦' },
        { key: 'C', text: '唐' },
      ],
      answer: ['B', 'C', 'A'],
    },
  };
  return { ...base[type], ...fields };
};

/** A private bank of the organiser, empty. */
export const makeBank = async (t: HasDb, owner: Organiser, fields: Partial<BankRow> = {}) => {
  counter += 1;
  const [bank] = await t.deps.db
    .insert(questionBanks)
    .values({ name: `测试题库 ${counter}`, ...fields, tenantId: owner.tenantId, customerId: owner.id, isPublic: false })
    .returning();
  return bank!;
};

/** A platform bank: no tenant, no organiser, read-only to everyone. */
export const makePublicBank = async (t: HasDb, fields: Partial<BankRow> = {}) => {
  counter += 1;
  const [bank] = await t.deps.db
    .insert(questionBanks)
    .values({
      name: `公共题库 ${counter}`,
      topic: `测试主题 ${counter}`,
      ...fields,
      tenantId: null,
      customerId: null,
      isPublic: true,
    })
    .returning();
  return bank!;
};

const types: QuestionType[] = ['single', 'multiple', 'judge', 'blank', 'short'];

/** The i-th question (from 1) of a filled bank: each type in turn, stems numbered '1. …', '2. …'. */
export const numberedQuestion = (i: number): QuestionInput => {
  const q = sampleQuestion(types[(i - 1) % types.length]);
  return { ...q, stem: `${i}. ${q.stem}` };
};

/**
 * Puts `n` questions into an empty bank straight through the table, in chunks, and sets its count: for
 * tests and the benchmark that need many rows quickly.
 */
export const fillBank = async (t: HasDb, bank: BankRow, n: number, make = numberedQuestion) => {
  const chunk = 1000;
  for (let start = 0; start < n; start += chunk) {
    const rows = Array.from({ length: Math.min(chunk, n - start) }, (_, k) => ({
      ...toQuestionRow(questionInputSchema.parse(make(start + k + 1))),
      bankId: bank.id,
      tenantId: bank.tenantId,
      customerId: bank.customerId,
      sort: start + k + 1,
    }));
    await t.deps.db.insert(questions).values(rows);
  }
  const [filled] = await t.deps.db
    .update(questionBanks)
    .set({ questionCount: sql`(select count(*) from ${questions} where ${questions.bankId} = ${bank.id})` })
    .where(eq(questionBanks.id, bank.id))
    .returning();
  return filled!;
};
