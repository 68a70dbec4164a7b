import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { operationLogs } from './audit.table.js';

export type OperationLogRow = typeof operationLogs.$inferSelect;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const auditRepository = (db: Db) => ({
  insert: (row: typeof operationLogs.$inferInsert) => db.insert(operationLogs).values(row),
  /** One organiser's log, newest first. */
  page: async (
    owner: { tenantId: number; customerId: number },
    filter: { pathName?: string; uid?: number },
    paging: { page: number; limit: number },
  ) => {
    const where = and(
      eq(operationLogs.tenantId, owner.tenantId),
      eq(operationLogs.customerId, owner.customerId),
      filter.pathName ? ilike(operationLogs.pathName, `%${escapeLike(filter.pathName)}%`) : undefined,
      filter.uid ? eq(operationLogs.actorId, filter.uid) : undefined,
    );
    const [rows, totals] = await Promise.all([
      db
        .select()
        .from(operationLogs)
        .where(where)
        .orderBy(desc(operationLogs.id))
        .limit(paging.limit)
        .offset((paging.page - 1) * paging.limit),
      db.select({ n: count() }).from(operationLogs).where(where),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
  },
});
