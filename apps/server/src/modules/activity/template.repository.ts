import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containing } from '../../db/like.js';
import { activityTemplates, templateTags } from './activity.table.js';

export type TemplateRow = typeof activityTemplates.$inferSelect;
export type TemplateInsert = typeof activityTemplates.$inferInsert;
export type TagRow = typeof templateTags.$inferSelect;
export type TagInsert = typeof templateTags.$inferInsert;
export type TemplateFilter = { kind: number; funcId?: number; topicId?: number; search?: string };
type Paging = { page: number; limit: number };

const filtered = (f: TemplateFilter): SQL | undefined =>
  and(
    eq(activityTemplates.kind, f.kind),
    f.funcId ? eq(activityTemplates.funcId, f.funcId) : undefined,
    f.topicId ? eq(activityTemplates.topicId, f.topicId) : undefined,
    f.search
      ? or(
          ilike(activityTemplates.title, containing(f.search)),
          ilike(activityTemplates.description, containing(f.search)),
        )
      : undefined,
  );

const gallery = [asc(activityTemplates.sort), asc(activityTemplates.id)];

/** Templates and their gallery tags are the platform's, shared by every site: no owner filter applies. */
export const templateRepository = (db: Db) => ({
  tags: (kind: number, group: TagRow['group']) =>
    db
      .select({ id: templateTags.id, name: templateTags.name })
      .from(templateTags)
      .where(and(eq(templateTags.kind, kind), eq(templateTags.group, group)))
      .orderBy(asc(templateTags.sort), asc(templateTags.id)),
  page: async (f: TemplateFilter, paging: Paging) => {
    const where = filtered(f);
    const [rows, totals] = await Promise.all([
      db
        .select()
        .from(activityTemplates)
        .where(where)
        .orderBy(...gallery)
        .limit(paging.limit)
        .offset((paging.page - 1) * paging.limit),
      db.select({ n: count() }).from(activityTemplates).where(where),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
  },
  byId: async (id: number): Promise<TemplateRow | null> =>
    (await db.select().from(activityTemplates).where(eq(activityTemplates.id, id)))[0] ?? null,
  cases: (kind: number) =>
    db
      .select()
      .from(activityTemplates)
      .where(and(eq(activityTemplates.kind, kind), eq(activityTemplates.isCase, true)))
      .orderBy(...gallery),

  tagsByCode: (codes: string[]) =>
    codes.length ? db.select().from(templateTags).where(inArray(templateTags.code, codes)) : Promise.resolve([]),
  insertTags: (rows: TagInsert[]) => db.insert(templateTags).values(rows).returning(),
  updateTag: (id: number, fields: Partial<TagInsert>) =>
    db.update(templateTags).set(fields).where(eq(templateTags.id, id)),
  templatesByCode: (codes: string[]) =>
    codes.length
      ? db.select().from(activityTemplates).where(inArray(activityTemplates.code, codes))
      : Promise.resolve([]),
  insertTemplates: (rows: TemplateInsert[]) => db.insert(activityTemplates).values(rows),
  updateTemplate: (id: number, fields: Partial<TemplateInsert>) =>
    db.update(activityTemplates).set(fields).where(eq(activityTemplates.id, id)),
});
