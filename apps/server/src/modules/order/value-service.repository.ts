import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { valueServices } from './order.table.js';

export type ValueServiceRow = typeof valueServices.$inferSelect;
export type ValueServiceFields = Partial<
  Pick<ValueServiceRow, 'name' | 'description' | 'price' | 'durationDays' | 'unit' | 'sort' | 'status'>
>;

/** A site's catalogue; every query names the site. */
export const valueServiceRepository = (db: Db) => ({
  /** Everything the site sells, or also what it has switched off. */
  list: (tenantId: number, opts: { withOff?: boolean } = {}) =>
    db
      .select()
      .from(valueServices)
      .where(and(eq(valueServices.tenantId, tenantId), opts.withOff ? undefined : eq(valueServices.status, 'on')))
      .orderBy(asc(valueServices.sort), asc(valueServices.id)),
  /** A service the site sells now. */
  onSale: async (tenantId: number, id: number) =>
    (
      await db
        .select()
        .from(valueServices)
        .where(and(eq(valueServices.tenantId, tenantId), eq(valueServices.id, id), eq(valueServices.status, 'on')))
        .limit(1)
    )[0] ?? null,
  byCode: async (tenantId: number, code: string) =>
    (
      await db
        .select()
        .from(valueServices)
        .where(and(eq(valueServices.tenantId, tenantId), eq(valueServices.code, code)))
        .limit(1)
    )[0] ?? null,
  insert: async (row: ValueServiceFields & Pick<ValueServiceRow, 'tenantId' | 'code' | 'name' | 'price'>) =>
    (await db.insert(valueServices).values(row).returning())[0]!,
  update: async (tenantId: number, id: number, fields: ValueServiceFields) =>
    (
      await db
        .update(valueServices)
        .set(fields)
        .where(and(eq(valueServices.tenantId, tenantId), eq(valueServices.id, id)))
        .returning()
    )[0] ?? null,
});
