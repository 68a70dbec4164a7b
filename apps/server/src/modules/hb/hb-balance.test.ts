import { contract } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditBalance, makeCustomer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeStaff } from '../access/role.factory.js';
import { payInSandbox } from '../order/sandbox-pay.factory.js';
import { auditLedger } from '../wallet/index.js';
import { stampLedgerRow } from '../wallet/wallet.factory.js';

const { recharge, withdraw, record } = contract.hb;

describe('the red-packet balance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const balances = async (token: string) => {
    const info = (await t.call(contract.customer.info, {}, { token })).body.data;
    return { money: info.money, hb_money: info.hb_money };
  };

  it('is topped up by a recharge order paid through the sandbox', async () => {
    const { customer, token } = await makeCustomer(t);
    const checkout = (await t.call(recharge, { amount: 88.8 }, { token })).body.data;
    expect(checkout).toMatchObject({ amount: 88.8, pay_url: expect.stringContaining('/pay/sandbox/') });
    const order = (await t.call(contract.order.payStatus, { order_sn: checkout.order_sn }, { token })).body.data;
    expect(order).toMatchObject({ type: 'recharge', kind: 'hb_money', title: '红包余额充值', status: 'unpaid' });
    expect((await t.call(record, {}, { token })).body.data.total).toBe(0);

    await payInSandbox(t, checkout);
    expect(await balances(token)).toEqual({ money: 0, hb_money: 88.8 });
    const rows = (await t.call(record, { type: 'recharge' }, { token })).body.data;
    expect(rows).toMatchObject({ total: 1, list: [{ kind: 'hb_money', amount: 88.8, order_sn: checkout.order_sn }] });
    expect(await auditLedger(t.deps.db, { customerId: customer.id })).toEqual([]);
  });

  it('withdraws to the general balance with a ledger row on each, in one step', async () => {
    const { customer, token } = await makeCustomer(t);
    await creditBalance(t, customer, 'hb_money', 50);
    const res = await t.call(withdraw, { amount: 20.5 }, { token });
    expect(res.body).toMatchObject({ code: 200, data: { hb_money: 29.5, money: 20.5 } });
    const ledger = (await t.call(contract.wallet.list, { reason: 'withdraw' }, { token })).body.data.list;
    expect(ledger.map((e) => [e.kind, e.amount, e.balance_after])).toEqual([
      ['money', 20.5, 20.5],
      ['hb_money', -20.5, 29.5],
    ]);
    expect(await auditLedger(t.deps.db, { customerId: customer.id })).toEqual([]);
  });

  it('refuses a withdrawal above the balance and moves no money', async () => {
    const { customer, token } = await makeCustomer(t);
    await creditBalance(t, customer, 'hb_money', 10);
    const res = await t.call(withdraw, { amount: 10.01 }, { token });
    expect(res.body).toMatchObject({ code: 400, msg: '提现金额超过红包余额', error: 'HB_WITHDRAW_TOO_MUCH' });
    expect((await t.call(withdraw, { amount: 0 }, { token })).body.msg).toBe('金额必须大于0');
    expect((await t.call(withdraw, { amount: 1.234 }, { token })).body.msg).toBe('金额最多保留两位小数');
    expect(await balances(token)).toEqual({ money: 0, hb_money: 10 });
    expect((await t.call(record, { type: 'withdraw' }, { token })).body.data.total).toBe(0);
  });

  it('lists only the red-packet balance’s rows, by type and by day', async () => {
    const { customer, token } = await makeCustomer(t);
    await creditBalance(t, customer, 'hb_money', 30);
    await creditBalance(t, customer, 'money', 5);
    const withdrawn = await t.call(withdraw, { amount: 10 }, { token });
    expect(withdrawn.body.code).toBe(200);
    const all = (await t.call(record, {}, { token })).body.data;
    expect(all.list.map((e) => [e.reason, e.amount])).toEqual([
      ['withdraw', -10],
      ['adjust', 30],
    ]);
    expect((await t.call(record, { type: 'withdraw' }, { token })).body.data.total).toBe(1);
    await stampLedgerRow(t, all.list[1]!.id, '2026-05-20T04:00:00Z');
    const may20 = { start_time: '2026-05-20', end_time: '2026-05-20' };
    expect((await t.call(record, may20, { token })).body.data.list.map((e) => e.amount)).toEqual([30]);
    expect((await t.call(record, { type: 'sms' }, { token })).body.msg).toBe('记录类型错误');
  });

  it('keeps each organiser’s records to themselves, and lets staff act only with the grant', async () => {
    const owner = await makeCustomer(t);
    await creditBalance(t, owner.customer, 'hb_money', 40);
    const other = await makeCustomer(t);
    expect((await t.call(record, {}, { token: other.token })).body.data.total).toBe(0);

    const viewer = await makeStaff(t, owner, { pages: ['function/wechat_bag'], actions: [] });
    expect((await t.call(record, {}, { token: viewer.token })).body.data.total).toBe(1);
    expect((await t.call(withdraw, { amount: 1 }, { token: viewer.token })).body.msg).toBe('没有权限进行此操作');
    expect((await t.call(recharge, { amount: 1 }, { token: viewer.token })).body.msg).toBe('没有权限进行此操作');
    const cashier = await makeStaff(t, owner, { pages: ['function/wechat_bag'], actions: ['hb.money'] });
    expect((await t.call(withdraw, { amount: 1 }, { token: cashier.token })).body.data).toEqual({
      hb_money: 39,
      money: 1,
    });
    const outsider = await makeStaff(t, owner, { pages: ['user/user_journal'], actions: [] });
    expect((await t.call(record, {}, { token: outsider.token })).body.msg).toBe('没有权限进行此操作');
    expect((await t.call(record, {})).body.code).toBe(500);
  });
});
