import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

export type LedgerProblem = { customerId: number; kind: string; problem: string };

/**
 * Proves the ledger and the balances agree, over the whole ledger: every row's after is before plus
 * amount, each row starts where the previous one of its balance ended (the first from zero), and the
 * last row ends at the stored balance (no rows: the balance is zero). An empty answer means they agree.
 */
export const auditLedger = async (db: Db, where: { customerId?: number } = {}): Promise<LedgerProblem[]> => {
  const only = (column: SQL) => (where.customerId === undefined ? sql`true` : sql`${column} = ${where.customerId}`);
  const result = await db.execute(sql`
    with kinds(kind) as (values ('money'), ('dx_money'), ('hb_money')),
    rows as (
      select l.customer_id, l.kind, l.amount, l.balance_before, l.balance_after,
             lag(l.balance_after) over (partition by l.customer_id, l.kind order by l.id) as previous_after,
             row_number() over (partition by l.customer_id, l.kind order by l.id desc) as from_end
      from ledger_entries l where ${only(sql`l.customer_id`)}
    ),
    balances as (
      select c.id as customer_id, k.kind,
             case k.kind when 'money' then c.money when 'dx_money' then c.dx_money else c.hb_money end as balance
      from customers c cross join kinds k where ${only(sql`c.id`)}
    )
    select r.customer_id, r.kind, 'row after is not before plus amount' as problem
      from rows r where r.balance_after <> r.balance_before + r.amount
    union all
    select r.customer_id, r.kind, 'row does not start where the previous one ended'
      from rows r where r.balance_before <> coalesce(r.previous_after, 0)
    union all
    select r.customer_id, r.kind, 'a balance went below zero'
      from rows r where r.balance_after < 0
    union all
    select b.customer_id, b.kind, 'stored balance differs from the ledger'
      from balances b left join rows r on r.customer_id = b.customer_id and r.kind = b.kind and r.from_end = 1
      where b.balance <> coalesce(r.balance_after, 0)
  `);
  const rows = (result as unknown as { rows: { customer_id: number; kind: string; problem: string }[] }).rows;
  return rows.map((r) => ({ customerId: Number(r.customer_id), kind: r.kind, problem: r.problem }));
};
