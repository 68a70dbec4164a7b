import { questionInputSchema, questionTypes } from '@app/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeBank } from './question.factory.js';
import { toQuestionRow } from './question.mappers.js';
import { publicBankSeeds, seedPublicBanks } from './question.seed.js';
import { questionBanks, questions } from './question.table.js';
import { questionProblem } from './question-rules.js';
import type { BankSeed } from './seed/seed-helpers.js';

const seedCodes = publicBankSeeds.map((b) => b.code);
const allSeeded = publicBankSeeds.flatMap((bank) => bank.questions.map((q) => ({ bank, q })));

describe('public question bank seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The app seeds on start; seeding here too keeps this file independent of the module registry.
    t = await createTestApp();
    await seedPublicBanks(t.deps.db);
  });
  afterAll(() => t.close());

  const seededBanks = () =>
    t.deps.db
      .select()
      .from(questionBanks)
      .where(and(eq(questionBanks.isPublic, true), inArray(questionBanks.code, seedCodes)))
      .orderBy(asc(questionBanks.id));
  const questionsOf = (bankId: number) =>
    t.deps.db.select().from(questions).where(eq(questions.bankId, bankId)).orderBy(asc(questions.sort));
  /** Every seeded bank with its question ids and times, to tell whether anything was rewritten. */
  const snapshot = async () =>
    Promise.all(
      (await seededBanks()).map(async (bank) => ({
        id: bank.id,
        updatedAt: bank.updatedAt.toISOString(),
        questions: (await questionsOf(bank.id)).map((q) => `${q.id}@${q.updatedAt.toISOString()}`),
      })),
    );

  it('ships at least 300 questions across at least six topics, with every type in every topic', async () => {
    const rows = await t.deps.db
      .select({ topic: questionBanks.topic, type: questions.type })
      .from(questions)
      .innerJoin(questionBanks, eq(questionBanks.id, questions.bankId))
      .where(and(eq(questionBanks.isPublic, true), inArray(questionBanks.code, seedCodes)));
    expect(rows.length).toBeGreaterThanOrEqual(300);
    const typesByTopic = new Map<string, Set<string>>();
    for (const { topic, type } of rows) typesByTopic.set(topic, (typesByTopic.get(topic) ?? new Set()).add(type));
    expect(typesByTopic.size).toBeGreaterThanOrEqual(6);
    for (const [topic, types] of typesByTopic)
      expect({ topic, types: [...types].sort() }).toEqual({ topic, types: [...questionTypes].sort() });
  });

  it('stores public banks without an owner, each with its topic and the number of its questions', async () => {
    const banks = await seededBanks();
    expect(banks.map((b) => b.code)).toEqual(seedCodes);
    for (const bank of banks) {
      const seed = publicBankSeeds.find((b) => b.code === bank.code)!;
      expect(bank).toMatchObject({
        isPublic: true,
        tenantId: null,
        customerId: null,
        topic: seed.topic,
        name: seed.name,
        questionCount: seed.questions.length,
      });
      const stored = await questionsOf(bank.id);
      expect(stored).toEqual(
        seed.questions.map((q, i) => expect.objectContaining({ ...toQuestionRow(q), sort: i + 1 })),
      );
      expect(stored.every((q) => q.tenantId === null && q.customerId === null)).toBe(true);
    }
  });

  it('seeds only questions that pass the question rules, each explained, tagged and scored', () => {
    for (const { bank, q } of allSeeded) {
      const where = `${bank.code}: ${q.stem}`;
      expect(questionProblem(q), where).toBeNull();
      expect(questionInputSchema.parse(q), where).toEqual(q);
      expect(q.explanation.length, where).toBeGreaterThan(0);
      expect(q.tags.length, where).toBeGreaterThanOrEqual(1);
      expect(q.tags.length, where).toBeLessThanOrEqual(3);
      expect(q.score, where).toBe(['multiple', 'short', 'sort'].includes(q.type) ? 2 : 1);
      if (q.type === 'short') expect(q.answer[0]?.length, where).toBeGreaterThan(0);
    }
  });

  it('asks no question twice', () => {
    const stems = allSeeded.map(({ q }) => q.stem);
    expect(stems.filter((stem, i) => stems.indexOf(stem) !== i)).toEqual([]);
  });

  it('changes nothing when seeded again', async () => {
    const before = await snapshot();
    await seedPublicBanks(t.deps.db);
    expect(await snapshot()).toEqual(before);
  });

  it('replaces the questions of a bank whose seed changed, and leaves other and private banks alone', async () => {
    const { customer } = await makeCustomer(t);
    const [first, ...rest] = publicBankSeeds as [BankSeed, ...BankSeed[]];
    // A private bank that happens to carry a seed's code must still be left alone.
    const own = await makeBank(t, customer, { code: first.code });
    await t.deps.db.insert(questions).values({
      ...toQuestionRow(first.questions[0]!),
      bankId: own.id,
      tenantId: own.tenantId,
      customerId: own.customerId,
      sort: 1,
    });
    const before = await snapshot();
    const [bankBefore] = before;

    const reworded = first.questions.map((q, i) => (i === 1 ? { ...q, stem: `${q.stem}（修订）` } : q));
    await seedPublicBanks(t.deps.db, [{ ...first, questions: reworded }, ...rest]);
    let after = await snapshot();
    expect(after[0]!.id).toBe(bankBefore!.id);
    expect((await questionsOf(bankBefore!.id)).map((q) => q.stem)).toEqual(reworded.map((q) => q.stem));
    expect(after.slice(1)).toEqual(before.slice(1));

    const shorter = first.questions.slice(1);
    await seedPublicBanks(t.deps.db, [{ ...first, description: '更新后的说明', questions: shorter }, ...rest]);
    const [bank] = (await seededBanks()).filter((b) => b.code === first.code);
    expect(bank).toMatchObject({ description: '更新后的说明', questionCount: shorter.length });
    expect((await questionsOf(bank!.id)).map((q) => q.stem)).toEqual(shorter.map((q) => q.stem));

    await seedPublicBanks(t.deps.db);
    after = await snapshot();
    expect(after.slice(1)).toEqual(before.slice(1));
    expect((await questionsOf(bankBefore!.id)).map((q) => q.stem)).toEqual(first.questions.map((q) => q.stem));
    const [ownAfter] = await t.deps.db.select().from(questionBanks).where(eq(questionBanks.id, own.id));
    expect(ownAfter).toEqual(own);
    expect((await questionsOf(own.id)).map((q) => q.stem)).toEqual([first.questions[0]!.stem]);
  });
});
