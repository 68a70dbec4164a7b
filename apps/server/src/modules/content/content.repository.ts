import { and, asc, count, desc, eq, ilike, isNull, lte, min, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contents } from './content.table.js';

export type ContentRow = typeof contents.$inferSelect;
export type ContentKind = ContentRow['kind'];
export type ContentInsert = Omit<typeof contents.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type ContentFilter = { category?: string; keywords?: string };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Platform rows (no tenant) show on every site; a tenant's own rows only on that site; nothing before it is published. */
const visible = (kind: ContentKind, tenantId: number, now: Date) =>
  and(
    eq(contents.kind, kind),
    or(isNull(contents.tenantId), eq(contents.tenantId, tenantId)),
    lte(contents.publishedAt, now),
  );

/** Keywords match the words a reader sees, so the body is searched without its HTML tags. */
const matching = (f: ContentFilter): (SQL | undefined)[] => {
  const pattern = f.keywords ? `%${escapeLike(f.keywords)}%` : undefined;
  return [
    f.category ? eq(contents.category, f.category) : undefined,
    pattern
      ? or(
          ilike(contents.title, pattern),
          ilike(contents.summary, pattern),
          sql`regexp_replace(${contents.body}, '<[^>]*>', '', 'g') ilike ${pattern}`,
        )
      : undefined,
  ];
};

/** News reads newest first; help, banners and intro sections keep the order they were arranged in. */
const orderOf = (kind: ContentKind) =>
  kind === 'news'
    ? [desc(contents.publishedAt), desc(contents.id)]
    : [asc(contents.sort), desc(contents.publishedAt), desc(contents.id)];

export const contentRepository = (db: Db) => ({
  page: async (
    kind: ContentKind,
    tenantId: number,
    now: Date,
    f: ContentFilter,
    page: { offset: number; limit: number },
  ) => {
    const where = and(visible(kind, tenantId, now), ...matching(f));
    const [rows, totals] = await Promise.all([
      db
        .select()
        .from(contents)
        .where(where)
        .orderBy(...orderOf(kind))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ n: count() }).from(contents).where(where),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
  },
  all: (kind: ContentKind, tenantId: number, now: Date) =>
    db
      .select()
      .from(contents)
      .where(visible(kind, tenantId, now))
      .orderBy(...orderOf(kind)),
  byId: async (kind: ContentKind, tenantId: number, now: Date, id: number) =>
    (
      await db
        .select()
        .from(contents)
        .where(and(visible(kind, tenantId, now), eq(contents.id, id)))
        .limit(1)
    )[0] ?? null,
  categories: (kind: ContentKind, tenantId: number, now: Date) =>
    db
      .select({ category: contents.category, count: count() })
      .from(contents)
      .where(visible(kind, tenantId, now))
      .groupBy(contents.category)
      .orderBy(min(contents.sort), contents.category),
  /** Inserts platform rows of a kind only while it has none; the lock keeps two starting servers from both seeding. */
  seedPlatform: (kind: ContentKind, rows: ContentInsert[]) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content-seed:${kind}`}))`);
      const platform = and(eq(contents.kind, kind), isNull(contents.tenantId));
      const existing = (await tx.select({ n: count() }).from(contents).where(platform))[0]?.n ?? 0;
      if (existing === 0 && rows.length) await tx.insert(contents).values(rows);
    }),
});
