import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type QuestionContent, toQuestionRow } from './question.mappers.js';
import { questionBanks, questions } from './question.table.js';
import { environmentBanks } from './seed/environment.seed.js';
import { generalKnowledgeBanks } from './seed/general-knowledge.seed.js';
import { healthBanks } from './seed/health.seed.js';
import { historyBanks } from './seed/history.seed.js';
import { lawBanks } from './seed/law.seed.js';
import { safetyBanks } from './seed/safety.seed.js';
import type { BankSeed } from './seed/seed-helpers.js';

/** The platform's public banks; topics are listed in the order their first bank is seeded. */
export const publicBankSeeds: BankSeed[] = [
  ...safetyBanks,
  ...lawBanks,
  ...healthBanks,
  ...environmentBanks,
  ...historyBanks,
  ...generalKnowledgeBanks,
];

/** A question's content in a fixed shape, so a stored row and the seed it came from compare equal. */
const fingerprint = (q: Required<QuestionContent>) =>
  JSON.stringify([
    q.type,
    q.stem,
    q.options.map((o) => [o.key, o.text, o.image]),
    q.answer,
    q.blanks,
    q.explanation,
    q.difficulty,
    q.tags,
    q.score,
    q.image,
    q.audio,
    q.video,
  ]);

type BankRow = typeof questionBanks.$inferSelect;

const detailsOf = (seed: BankSeed) => ({
  topic: seed.topic,
  name: seed.name,
  description: seed.description,
  questionCount: seed.questions.length,
});

const sameDetails = (bank: BankRow, seed: BankSeed) =>
  Object.entries(detailsOf(seed)).every(([key, value]) => bank[key as keyof ReturnType<typeof detailsOf>] === value);

/**
 * Creates the public banks, keyed by code. A bank whose seed changed gets the seed's details and, when its
 * questions changed, the seed's questions in place of its own; an unchanged bank is left exactly as it is.
 * Private banks are never touched. Every start runs this, so the unchanged case costs two reads.
 */
export const seedPublicBanks = (db: Db, seeds: BankSeed[] = publicBankSeeds): Promise<void> =>
  db.transaction(async (tx) => {
    // Two servers starting together must not both write the same banks.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('question-seed'))`);
    const codes = seeds.map((s) => s.code);
    const banks = await tx
      .select()
      .from(questionBanks)
      .where(and(eq(questionBanks.isPublic, true), inArray(questionBanks.code, codes)));
    const bankIds = banks.map((b) => b.id);
    const stored = bankIds.length
      ? await tx
          .select()
          .from(questions)
          .where(inArray(questions.bankId, bankIds))
          .orderBy(asc(questions.sort), asc(questions.id))
      : [];

    const refill: { bankId: number; seed: BankSeed }[] = [];
    const missing: BankSeed[] = [];
    for (const seed of seeds) {
      const bank = banks.find((b) => b.code === seed.code);
      if (!bank) {
        missing.push(seed);
        continue;
      }
      if (!sameDetails(bank, seed))
        await tx.update(questionBanks).set(detailsOf(seed)).where(eq(questionBanks.id, bank.id));
      const own = stored.filter((q) => q.bankId === bank.id).map(fingerprint);
      const wanted = seed.questions.map((q) => fingerprint(toQuestionRow(q) as Required<QuestionContent>));
      if (own.join('\n') !== wanted.join('\n')) refill.push({ bankId: bank.id, seed });
    }
    const emptied = refill.map((r) => r.bankId);
    if (emptied.length) await tx.delete(questions).where(inArray(questions.bankId, emptied));
    if (missing.length) {
      // One insert, so the banks get their ids, and their topics their order, as the seed lists them.
      const created = await tx
        .insert(questionBanks)
        .values(missing.map((seed) => ({ ...detailsOf(seed), code: seed.code, isPublic: true })))
        .returning({ id: questionBanks.id });
      refill.push(...created.map((bank, i) => ({ bankId: bank.id, seed: missing[i]! })));
    }
    const rows = refill.flatMap(({ bankId, seed }) =>
      seed.questions.map((q, i) => ({ ...toQuestionRow(q), bankId, tenantId: null, customerId: null, sort: i + 1 })),
    );
    if (rows.length) await tx.insert(questions).values(rows);
  });
