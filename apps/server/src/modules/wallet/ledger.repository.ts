import type { BalanceKind, LedgerReason } from '@app/contract';
import { and, count, desc, eq, getTableColumns, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../order/index.js';
import type { DayRange } from './day-range.js';
import { orderSnColumn, sameOwnerOrder } from './order-sn.js';
import type { Owner } from './organiser.js';
import { ledgerEntries } from './wallet.table.js';

export type LedgerFilter = DayRange & { kind?: BalanceKind; reason?: LedgerReason };
export type LedgerRow = typeof ledgerEntries.$inferSelect & { orderSn: string };

const ownedBy = (owner: Owner) =>
  and(eq(ledgerEntries.tenantId, owner.tenantId), eq(ledgerEntries.customerId, owner.customerId));

const filterBy = (f: LedgerFilter): (SQL | undefined)[] => [
  f.kind ? eq(ledgerEntries.kind, f.kind) : undefined,
  f.reason ? eq(ledgerEntries.reason, f.reason) : undefined,
  f.from ? gte(ledgerEntries.createdAt, f.from) : undefined,
  f.before ? lt(ledgerEntries.createdAt, f.before) : undefined,
];

const amount = ledgerEntries.amount;

/** One organiser's ledger: rows always filtered by tenant and organiser, each with its order number. */
export const ledgerRepository = (db: Db) => {
  const withOrderSn = () =>
    db
      .select({ ...getTableColumns(ledgerEntries), orderSn: orderSnColumn })
      .from(ledgerEntries)
      .leftJoin(orders, sameOwnerOrder(ledgerEntries));

  return {
    page: async (owner: Owner, filter: LedgerFilter, paging: { page: number; limit: number }) => {
      const where = and(ownedBy(owner), ...filterBy(filter));
      const [rows, totals] = await Promise.all([
        withOrderSn()
          .where(where)
          .orderBy(desc(ledgerEntries.id))
          .limit(paging.limit)
          .offset((paging.page - 1) * paging.limit),
        db.select({ n: count() }).from(ledgerEntries).where(where),
      ]);
      return { rows, total: totals[0]?.n ?? 0 };
    },
    byId: async (owner: Owner, id: number): Promise<LedgerRow | null> =>
      (
        await withOrderSn()
          .where(and(ownedBy(owner), eq(ledgerEntries.id, id)))
          .limit(1)
      )[0] ?? null,
    /** Money in and money out per balance, both positive, over the range. */
    totals: (owner: Owner, range: DayRange) =>
      db
        .select({
          kind: ledgerEntries.kind,
          income: sql`coalesce(sum(case when ${amount} > 0 then ${amount} else 0 end), 0)`.mapWith(Number),
          expense: sql`coalesce(sum(case when ${amount} < 0 then -${amount} else 0 end), 0)`.mapWith(Number),
          entries: count(),
        })
        .from(ledgerEntries)
        .where(and(ownedBy(owner), ...filterBy(range)))
        .groupBy(ledgerEntries.kind),
  };
};
