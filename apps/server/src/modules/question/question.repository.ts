import type { QuestionType } from '@app/contract';
import { and, asc, count, eq, getTableColumns, ilike, inArray, max, or, type SQL, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { containing } from '../../db/like.js';
import type { Owner } from '../wallet/index.js';
import { ownership, type Reach } from './bank.repository.js';
import type { QuestionContent, QuestionRow } from './question.mappers.js';
import { questions } from './question.table.js';

export type QuestionFilter = { keywords?: string; type?: QuestionType; difficulty?: number; tag?: string };
type Paging = { page: number; limit: number };

const matching = (f: QuestionFilter): (SQL | undefined)[] => {
  const pattern = f.keywords ? containing(f.keywords) : undefined;
  return [
    pattern
      ? or(
          ilike(questions.stem, pattern),
          ilike(questions.explanation, pattern),
          sql`exists (select 1 from jsonb_array_elements_text(${questions.tags}) as tag where tag ilike ${pattern})`,
        )
      : undefined,
    f.type ? eq(questions.type, f.type) : undefined,
    f.difficulty ? eq(questions.difficulty, f.difficulty) : undefined,
    f.tag ? sql`${questions.tags} @> ${JSON.stringify([f.tag])}::jsonb` : undefined,
  ];
};

const inOwnBank = (owner: Owner, bankId: number) =>
  and(eq(questions.bankId, bankId), ownership(questions, owner, 'own'));

/**
 * Every column but the generated id: what a copy fills. Written as SQL because Drizzle's insert … select
 * would name the id column too; listing the columns from the table keeps a new column from being dropped.
 */
const { id: _id, ...copiedColumns } = getTableColumns(questions);

export const questionRepository = (db: Db) => ({
  /**
   * One bank's questions in their order, a page of them and how many there are. Unfiltered, the
   * (bank_id, sort, id) index serves the page and `bankTotal` (the bank's exact count), when given, the
   * total. Filtered, one scan finds the page and counts the matches together.
   */
  page: async (owner: Owner, bankId: number, filter: QuestionFilter, paging: Paging, bankTotal?: number) => {
    const conditions = matching(filter);
    const filtered = conditions.some(Boolean);
    const where = and(eq(questions.bankId, bankId), ownership(questions, owner, 'visible'), ...conditions);
    const offset = (paging.page - 1) * paging.limit;
    const found = await db
      .select({ question: questions, total: (filtered ? sql`count(*) over ()` : sql`0`).mapWith(Number) })
      .from(questions)
      .where(where)
      .orderBy(asc(questions.sort), asc(questions.id))
      .limit(paging.limit)
      .offset(offset);
    // An empty first page means no match; an empty later page holds no row to carry the total.
    const known = filtered ? (found[0]?.total ?? (offset === 0 ? 0 : undefined)) : bankTotal;
    const total = known ?? (await db.select({ n: count() }).from(questions).where(where))[0]?.n ?? 0;
    return { rows: found.map((r) => r.question), total };
  },
  byId: async (owner: Owner, id: number, reach: Reach): Promise<QuestionRow | null> =>
    (
      await db
        .select()
        .from(questions)
        .where(and(eq(questions.id, id), ownership(questions, owner, reach)))
    )[0] ?? null,
  /** Where each of these questions lives, as far as the organiser may see. */
  placesOf: (owner: Owner, ids: number[]) =>
    db
      .select({ id: questions.id, bankId: questions.bankId, tenantId: questions.tenantId })
      .from(questions)
      .where(and(inArray(questions.id, ids), ownership(questions, owner, 'visible'))),
  idsOf: async (owner: Owner, bankId: number) =>
    (await db.select({ id: questions.id }).from(questions).where(inOwnBank(owner, bankId))).map((r) => r.id),
  /** The sort a question appended to the bank gets. */
  nextSort: async (owner: Owner, bankId: number) =>
    ((
      await db
        .select({ last: max(questions.sort) })
        .from(questions)
        .where(inOwnBank(owner, bankId))
    )[0]?.last ?? 0) + 1,
  insert: (owner: Owner, bankId: number, firstSort: number, contents: QuestionContent[]) =>
    db
      .insert(questions)
      .values(contents.map((c, i) => ({ ...c, ...owner, bankId, sort: firstSort + i })))
      .returning(),
  update: async (owner: Owner, id: number, content: QuestionContent): Promise<QuestionRow | null> =>
    (
      await db
        .update(questions)
        .set(content)
        .where(and(eq(questions.id, id), ownership(questions, owner, 'own')))
        .returning()
    )[0] ?? null,
  /**
   * Writes several questions' contents in one statement (a batch edit may hold hundreds, and a statement
   * each would hold the database that long); only the organiser's own rows are touched.
   */
  updateMany: async (owner: Owner, edits: { id: number; content: QuestionContent }[]) => {
    const written = new Set(Object.keys(edits[0]?.content ?? {}));
    const columns = Object.entries(getTableColumns(questions)).filter(([key]) => written.has(key));
    const name = (column: AnyPgColumn) => sql.identifier(toSnakeCase(column.name));
    const records = edits.map(({ id, content }) => ({
      id,
      ...Object.fromEntries(
        columns.map(([key, column]) => [toSnakeCase(column.name), content[key as keyof QuestionContent]]),
      ),
    }));
    const result = await db.execute(sql`
      update ${questions}
      set ${sql.join(
        columns.map(([, column]) => sql`${name(column)} = v.${name(column)}`),
        sql`, `,
      )}, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as v(id int, ${sql.join(
        columns.map(([, column]) => sql`${name(column)} ${sql.raw(column.getSQLType())}`),
        sql`, `,
      )})
      where ${questions.id} = v.id and ${ownership(questions, owner, 'own')}
      returning ${questions.id}`);
    return (result as unknown as { rows: unknown[] }).rows.length;
  },
  delete: (owner: Owner, ids: number[]) =>
    db
      .delete(questions)
      .where(and(inArray(questions.id, ids), ownership(questions, owner, 'own')))
      .returning({ id: questions.id }),
  /** Numbers the bank's questions 1, 2, 3 … in the order of `ids`, in one statement. */
  reorder: (owner: Owner, bankId: number, ids: number[]) =>
    db.execute(sql`
      update ${questions} set sort = v.ord
      from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as v(id, ord)
      where ${questions.id} = v.id and ${inOwnBank(owner, bankId)}`),
  /**
   * Copies questions (all of the source bank's, or those of `ids`) to the end of a bank of the organiser's,
   * keeping their order, in one statement; the copies are rows of their own.
   */
  copy: async (owner: Owner, from: number, to: number, ids: number[] | undefined, firstSort: number) => {
    const placed: Partial<Record<keyof typeof copiedColumns, SQL>> = {
      createdAt: sql`now()`,
      updatedAt: sql`now()`,
      bankId: sql`${to}::int`,
      tenantId: sql`${owner.tenantId}::int`,
      customerId: sql`${owner.customerId}::int`,
      sort: sql`${firstSort - 1}::int + row_number() over (order by ${questions.sort}, ${questions.id})`,
    };
    const entries = Object.entries(copiedColumns) as [keyof typeof copiedColumns, AnyPgColumn][];
    const result = await db.execute(sql`
      insert into ${questions} (${sql.join(
        entries.map(([, column]) => sql.identifier(toSnakeCase(column.name))),
        sql`, `,
      )})
      select ${sql.join(
        entries.map(([key, column]) => placed[key] ?? sql`${column}`),
        sql`, `,
      )}
      from ${questions}
      where ${and(
        eq(questions.bankId, from),
        ownership(questions, owner, 'visible'),
        ids ? inArray(questions.id, ids) : undefined,
      )}
      returning ${questions.id}`);
    return (result as unknown as { rows: unknown[] }).rows.length;
  },
});
