import type { BalanceKind, ErrorName, LedgerReason } from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { customers } from '../customer/index.js';
import { ledgerEntries } from './wallet.table.js';

export type BalanceChange = {
  tenantId: number;
  /** The organiser whose balance changes. */
  customerId: number;
  kind: BalanceKind;
  /** Fen; negative spends. */
  amount: number;
  reason: LedgerReason;
  remark?: string;
  orderId?: number | null;
  actorId?: number | null;
};

const columnOf = { money: customers.money, dx_money: customers.dxMoney, hb_money: customers.hbMoney } as const;
const fieldOf = { money: 'money', dx_money: 'dxMoney', hb_money: 'hbMoney' } as const;
const shortOf: Record<BalanceKind, ErrorName> = {
  money: 'WALLET_BALANCE_NOT_ENOUGH',
  dx_money: 'WALLET_SMS_BALANCE_NOT_ENOUGH',
  hb_money: 'WALLET_HB_BALANCE_NOT_ENOUGH',
};

/**
 * Changes one balance and writes its ledger row. Call it inside the caller's transaction: the guarded
 * UPDATE locks the account row, so concurrent changes queue up, the balance never goes below zero and
 * each row's before/after follow the previous one.
 */
export const changeBalance = async (tx: Db, change: BalanceChange) => {
  if (!Number.isSafeInteger(change.amount) || change.amount === 0) {
    throw new Error(`a balance change needs a non-zero whole number of fen, got ${change.amount}`);
  }
  const column = columnOf[change.kind];
  const [row] = await tx
    .update(customers)
    .set({ [fieldOf[change.kind]]: sql`${column} + ${change.amount}` })
    .where(
      and(
        eq(customers.id, change.customerId),
        eq(customers.tenantId, change.tenantId),
        sql`${column} + ${change.amount} >= 0`,
      ),
    )
    .returning({ after: column });
  if (!row) throw new AppError(shortOf[change.kind]);
  const [entry] = await tx
    .insert(ledgerEntries)
    .values({
      tenantId: change.tenantId,
      customerId: change.customerId,
      kind: change.kind,
      amount: change.amount,
      balanceBefore: row.after - change.amount,
      balanceAfter: row.after,
      reason: change.reason,
      remark: change.remark ?? '',
      orderId: change.orderId ?? null,
      actorId: change.actorId ?? null,
    })
    .returning();
  if (!entry) throw new Error('ledger row was not written');
  return entry;
};
