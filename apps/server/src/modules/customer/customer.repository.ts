import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customers } from './customer.table.js';

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerInsert = Omit<typeof customers.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
type CustomerUpdate = Partial<
  Pick<
    CustomerRow,
    'passwordHash' | 'name' | 'headImg' | 'failedLogins' | 'lockedUntil' | 'status' | 'wxOpenid' | 'wxNickname'
  >
>;

/** Customers are always addressed within their tenant. */
export const customerRepository = (db: Db) => ({
  byPhone: async (tenantId: number, phone: string) =>
    (
      await db
        .select()
        .from(customers)
        .where(and(eq(customers.tenantId, tenantId), eq(customers.phone, phone)))
        .limit(1)
    )[0] ?? null,
  byId: async (tenantId: number, id: number) =>
    (
      await db
        .select()
        .from(customers)
        .where(and(eq(customers.tenantId, tenantId), eq(customers.id, id)))
        .limit(1)
    )[0] ?? null,
  insert: async (row: CustomerInsert) => (await db.insert(customers).values(row).returning())[0]!,
  update: async (tenantId: number, id: number, fields: CustomerUpdate) =>
    (
      await db
        .update(customers)
        .set(fields)
        .where(and(eq(customers.tenantId, tenantId), eq(customers.id, id)))
        .returning()
    )[0] ?? null,
  /**
   * Counts one wrong password in the database, so concurrent attempts on any instance cannot lose a count.
   * A count whose last failure ended before `since` starts again; `lockedUntil` becomes `now` (the caller
   * pushes it later when the account must wait).
   */
  addFailedLogin: async (tenantId: number, id: number, now: Date, since: Date) =>
    (
      await db
        .update(customers)
        .set({
          failedLogins: sql`case when ${customers.lockedUntil} >= ${since.toISOString()}::timestamptz then ${customers.failedLogins} + 1 else 1 end`,
          lockedUntil: now,
        })
        .where(and(eq(customers.tenantId, tenantId), eq(customers.id, id)))
        .returning({ failedLogins: customers.failedLogins })
    )[0]?.failedLogins ?? 0,
});
