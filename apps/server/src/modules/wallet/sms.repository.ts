import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Owner } from './organiser.js';
import { smsRecords } from './wallet.table.js';

export type SmsRecordRow = typeof smsRecords.$inferSelect;
type SmsRecordInsert = Omit<typeof smsRecords.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export const smsRepository = (db: Db) => ({
  insert: async (row: SmsRecordInsert) => (await db.insert(smsRecords).values(row).returning())[0]!,
  /** One organiser's messages, newest first; starts_with matches a phone prefix with no wildcard to escape. */
  page: async (owner: Owner, filter: { phone?: string }, paging: { page: number; limit: number }) => {
    const where = and(
      eq(smsRecords.tenantId, owner.tenantId),
      eq(smsRecords.customerId, owner.customerId),
      filter.phone ? sql`starts_with(${smsRecords.phone}, ${filter.phone})` : undefined,
    );
    const [rows, totals] = await Promise.all([
      db
        .select()
        .from(smsRecords)
        .where(where)
        .orderBy(desc(smsRecords.id))
        .limit(paging.limit)
        .offset((paging.page - 1) * paging.limit),
      db.select({ n: count() }).from(smsRecords).where(where),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
  },
});
