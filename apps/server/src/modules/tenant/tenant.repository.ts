import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tenants } from './tenant.table.js';

export type TenantRow = typeof tenants.$inferSelect;
export type TenantFields = Partial<Omit<typeof tenants.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>>;

export const tenantRepository = (db: Db) => ({
  byHost: async (host: string) => {
    const rows = await db.select().from(tenants).where(sql`${host} = ANY(${tenants.hosts})`).limit(1);
    return rows[0] ?? null;
  },
  /** The site when there is exactly one. */
  onlyOne: async () => {
    const rows = await db.select().from(tenants).orderBy(tenants.id).limit(2);
    return rows.length === 1 ? rows[0]! : null;
  },
  byCode: async (code: string) => (await db.select().from(tenants).where(eq(tenants.code, code)).limit(1))[0] ?? null,
  list: () => db.select().from(tenants).orderBy(tenants.id),
  count: async () => (await db.select({ n: sql<number>`count(*)::int` }).from(tenants))[0]?.n ?? 0,
  insert: async (fields: TenantFields & { code: string }) => (await db.insert(tenants).values(fields).returning())[0]!,
  update: async (id: number, fields: TenantFields) =>
    (await db.update(tenants).set(fields).where(eq(tenants.id, id)).returning())[0] ?? null,
});
