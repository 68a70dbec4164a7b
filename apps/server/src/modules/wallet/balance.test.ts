import { and, count, desc, eq, sql, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { creditBalance, makeCustomer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { customerRepository, customers } from '../customer/index.js';
import { type BalanceChange, changeBalance } from './balance.repository.js';
import { auditLedger } from './ledger-audit.js';
import { ledgerEntries } from './wallet.table.js';

type Account = { id: number; tenantId: number };

describe('changing a balance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const debit = (owner: Account, fen: number, kind: BalanceChange['kind'] = 'money') =>
    t.deps.db.transaction((tx) =>
      changeBalance(tx, { tenantId: owner.tenantId, customerId: owner.id, kind, amount: -fen, reason: 'service' }),
    );
  const stored = async (owner: Account) => (await customerRepository(t.deps.db).byId(owner.tenantId, owner.id))!;
  const ledgerOf = async (owner: Account) =>
    (
      await t.deps.db
        .select({ rows: count(), total: sum(ledgerEntries.amount).mapWith(Number) })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.customerId, owner.id))
    )[0]!;

  it('lets exactly as many 1-yuan debits through as 150 yuan pays for, when 200 arrive at once', async () => {
    const { customer } = await makeCustomer(t);
    await creditBalance(t, customer, 'money', 150);
    const results = await Promise.allSettled(Array.from({ length: 200 }, () => debit(customer, 100)));

    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(150);
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(refused).toHaveLength(50);
    for (const reason of refused) {
      expect(reason).toBeInstanceOf(AppError);
      expect((reason as AppError).errorName).toBe('WALLET_BALANCE_NOT_ENOUGH');
    }
    expect((await stored(customer)).money).toBe(0);
    expect(await ledgerOf(customer)).toEqual({ rows: 151, total: 0 });
    expect(await auditLedger(t.deps.db, { customerId: customer.id })).toEqual([]);
  });

  it('refuses to go below zero with the message of that balance, and leaves it untouched', async () => {
    const { customer } = await makeCustomer(t);
    await creditBalance(t, customer, 'dx_money', 0.5);
    await expect(debit(customer, 51, 'dx_money')).rejects.toMatchObject({ errorName: 'WALLET_SMS_BALANCE_NOT_ENOUGH' });
    await expect(debit(customer, 1, 'hb_money')).rejects.toMatchObject({ errorName: 'WALLET_HB_BALANCE_NOT_ENOUGH' });
    await expect(debit(customer, 1, 'money')).rejects.toMatchObject({ errorName: 'WALLET_BALANCE_NOT_ENOUGH' });
    expect((await stored(customer)).dxMoney).toBe(50);
    await debit(customer, 50, 'dx_money');
    expect((await stored(customer)).dxMoney).toBe(0);
    expect(await auditLedger(t.deps.db, { customerId: customer.id })).toEqual([]);
  });

  it('writes nothing when the surrounding transaction fails after the change', async () => {
    const { customer } = await makeCustomer(t);
    await creditBalance(t, customer, 'money', 10);
    const failing = t.deps.db.transaction(async (tx) => {
      await changeBalance(tx, {
        tenantId: customer.tenantId,
        customerId: customer.id,
        kind: 'money',
        amount: -500,
        reason: 'service',
      });
      throw new Error('crash between paying and crediting');
    });
    await expect(failing).rejects.toThrow('crash between paying and crediting');
    expect((await stored(customer)).money).toBe(1000);
    expect(await ledgerOf(customer)).toEqual({ rows: 1, total: 1000 });
  });

  it('never touches an account of another tenant, whatever id it is given', async () => {
    const { customer } = await makeCustomer(t);
    await creditBalance(t, customer, 'money', 1);
    await expect(debit({ id: customer.id, tenantId: customer.tenantId + 1000 }, 100)).rejects.toBeInstanceOf(AppError);
    expect((await stored(customer)).money).toBe(100);
  });

  it('records before, after, reason and the actor on each row', async () => {
    const organiser = await makeCustomer(t);
    const c = organiser.customer;
    await t.deps.db.transaction((tx) =>
      changeBalance(tx, {
        tenantId: c.tenantId,
        customerId: c.id,
        kind: 'hb_money',
        amount: 250,
        reason: 'recharge',
        actorId: 77,
        remark: '红包充值',
      }),
    );
    const [row] = await t.deps.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.customerId, c.id))
      .orderBy(desc(ledgerEntries.id));
    expect(row).toMatchObject({
      kind: 'hb_money',
      amount: 250,
      balanceBefore: 0,
      balanceAfter: 250,
      reason: 'recharge',
      actorId: 77,
      remark: '红包充值',
      orderId: null,
    });
  });
});

describe('the ledger audit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const funded = async () => {
    const { customer } = await makeCustomer(t);
    for (const yuan of [1, 2, 3]) await creditBalance(t, customer, 'money', yuan);
    return customer;
  };
  const audit = (customerId?: number) => auditLedger(t.deps.db, customerId === undefined ? {} : { customerId });

  it('finds nothing wrong in a ledger written through changeBalance', async () => {
    const customer = await funded();
    expect(await audit(customer.id)).toEqual([]);
  });

  it('reports a balance changed without a ledger row', async () => {
    const customer = await funded();
    await t.deps.db
      .update(customers)
      .set({ money: sql`${customers.money} + 1` })
      .where(eq(customers.id, customer.id));
    expect(await audit(customer.id)).toEqual([
      { customerId: customer.id, kind: 'money', problem: 'stored balance differs from the ledger' },
    ]);
  });

  it('reports a balance that has money but no ledger at all', async () => {
    const { customer } = await makeCustomer(t, { fields: { hbMoney: 500 } });
    expect(await audit(customer.id)).toEqual([
      { customerId: customer.id, kind: 'hb_money', problem: 'stored balance differs from the ledger' },
    ]);
  });

  it('reports a missing row in the chain', async () => {
    const customer = await funded();
    const [, middle] = await t.deps.db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.customerId, customer.id))
      .orderBy(ledgerEntries.id);
    await t.deps.db.delete(ledgerEntries).where(eq(ledgerEntries.id, middle!.id));
    expect(await audit(customer.id)).toEqual([
      { customerId: customer.id, kind: 'money', problem: 'row does not start where the previous one ended' },
    ]);
  });

  it('reports a row whose after is not its before plus its amount', async () => {
    const customer = await funded();
    const last = and(eq(ledgerEntries.customerId, customer.id), eq(ledgerEntries.balanceAfter, 600));
    await t.deps.db.update(ledgerEntries).set({ amount: 200 }).where(last);
    expect(await audit(customer.id)).toEqual([
      { customerId: customer.id, kind: 'money', problem: 'row after is not before plus amount' },
    ]);
  });

  it('audits one account alone, or every account at once', async () => {
    const clean = await funded();
    const tampered = await funded();
    await t.deps.db.update(customers).set({ dxMoney: 1 }).where(eq(customers.id, tampered.id));
    expect(await audit(clean.id)).toEqual([]);
    const everything = await audit();
    expect(everything).toContainEqual({
      customerId: tampered.id,
      kind: 'dx_money',
      problem: 'stored balance differs from the ledger',
    });
    expect(everything.filter((p) => p.customerId === clean.id)).toEqual([]);
  });
});
