import { type BalanceKind, type LedgerReason, toFen } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app.js';
import { orders } from '../order/index.js';
import { changeBalance } from './balance.repository.js';
import { ledgerEntries } from './wallet.table.js';

type Account = { id: number; tenantId: number };

let counter = 0;

/** A paid order of the account, for rows that name one. */
export const makePaidOrder = async (t: TestApp, owner: Account, yuan: number) => {
  counter += 1;
  const [order] = await t.deps.db
    .insert(orders)
    .values({
      tenantId: owner.tenantId,
      customerId: owner.id,
      orderSn: `TEST${process.pid}${String(counter).padStart(6, '0')}`,
      type: 'service',
      title: '测试订单',
      amount: toFen(yuan),
      status: 'paid',
      expiresAt: t.clock.now(),
    })
    .returning();
  return order!;
};

/** One balance change through the ledger, as a service would make it; yuan, negative spends. */
export const changeYuan = (
  t: TestApp,
  owner: Account,
  change: { kind: BalanceKind; yuan: number; reason: LedgerReason; orderId?: number; remark?: string },
) =>
  t.deps.db.transaction((tx) =>
    changeBalance(tx, {
      tenantId: owner.tenantId,
      customerId: owner.id,
      kind: change.kind,
      amount: toFen(change.yuan),
      reason: change.reason,
      orderId: change.orderId,
      remark: change.remark,
    }),
  );

/** Moves a ledger row to a chosen instant, to test day filters (the database stamps rows with its own clock). */
export const stampLedgerRow = (t: TestApp, id: number, at: string) =>
  t.deps.db
    .update(ledgerEntries)
    .set({ createdAt: new Date(at) })
    .where(eq(ledgerEntries.id, id));
