import { and, asc, count, desc, eq, ilike, isNull, min, or, type SQL, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containing } from '../../db/like.js';
import type { Owner } from '../wallet/index.js';
import type { QuestionBankRow } from './question.mappers.js';
import { questionBanks, questions } from './question.table.js';

/** 'own': the organiser's private rows; 'visible': those and the platform's public ones. */
export type Reach = 'own' | 'visible';
type Paging = { page: number; limit: number };
type BankFields = Pick<typeof questionBanks.$inferInsert, 'name' | 'description'>;

/**
 * The one ownership rule for banks and questions alike: a private row carries its organiser's tenant and
 * customer (a question copies its bank's); a public row carries neither, and no organiser owns it.
 */
export const ownership = (t: typeof questionBanks | typeof questions, owner: Owner, reach: Reach) => {
  const own = and(eq(t.tenantId, owner.tenantId), eq(t.customerId, owner.customerId));
  return reach === 'own' ? own : or(own, and(isNull(t.tenantId), isNull(t.customerId)));
};

/** Public rows are read-only to every organiser. */
export const isPublicRow = (row: { tenantId: number | null }) => row.tenantId === null;

const pageOf = async (db: Db, where: SQL | undefined, paging: Paging, order: SQL[]) => {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(questionBanks)
      .where(where)
      .orderBy(...order)
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ n: count() }).from(questionBanks).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
};

const named = (keywords: string | undefined) =>
  keywords ? ilike(questionBanks.name, containing(keywords)) : undefined;
const isPublicBank = and(eq(questionBanks.isPublic, true), isNull(questionBanks.tenantId));

export const bankRepository = (db: Db) => ({
  /** `lock` holds the bank row until the transaction ends, so writes to one bank's questions take turns. */
  byId: async (owner: Owner, id: number, reach: Reach, lock = false): Promise<QuestionBankRow | null> => {
    const query = db
      .select()
      .from(questionBanks)
      .where(and(eq(questionBanks.id, id), ownership(questionBanks, owner, reach)));
    return (await (lock ? query.for('update') : query))[0] ?? null;
  },
  /** Topics in the order their first bank was seeded. */
  publicTopics: () =>
    db
      .select({
        topic: questionBanks.topic,
        bank_count: count(),
        question_count: sql<number>`${sum(questionBanks.questionCount)}`.mapWith(Number),
      })
      .from(questionBanks)
      .where(isPublicBank)
      .groupBy(questionBanks.topic)
      .orderBy(min(questionBanks.id)),
  publicPage: (filter: { topic?: string; keywords?: string }, paging: Paging) =>
    pageOf(
      db,
      and(isPublicBank, filter.topic ? eq(questionBanks.topic, filter.topic) : undefined, named(filter.keywords)),
      paging,
      [asc(questionBanks.id)],
    ),
  ownPage: (owner: Owner, keywords: string | undefined, paging: Paging) =>
    pageOf(db, and(ownership(questionBanks, owner, 'own'), named(keywords)), paging, [desc(questionBanks.id)]),
  insert: async (owner: Owner, fields: BankFields) =>
    (
      await db
        .insert(questionBanks)
        .values({ ...owner, ...fields, isPublic: false })
        .returning()
    )[0]!,
  update: async (owner: Owner, id: number, fields: BankFields) =>
    (
      await db
        .update(questionBanks)
        .set(fields)
        .where(and(eq(questionBanks.id, id), ownership(questionBanks, owner, 'own')))
        .returning()
    )[0]!,
  /** The bank and its questions. */
  delete: async (owner: Owner, id: number) => {
    await db.delete(questions).where(and(eq(questions.bankId, id), ownership(questions, owner, 'own')));
    await db.delete(questionBanks).where(and(eq(questionBanks.id, id), ownership(questionBanks, owner, 'own')));
  },
  /** Sets the bank's question count from its rows; run in the transaction that changed them, after locking the bank. */
  recount: async (owner: Owner, id: number) =>
    (
      await db
        .update(questionBanks)
        .set({
          questionCount: sql`(select count(*) from ${questions} where ${questions.bankId} = ${id})`,
        })
        .where(and(eq(questionBanks.id, id), ownership(questionBanks, owner, 'own')))
        .returning()
    )[0]!,
});
