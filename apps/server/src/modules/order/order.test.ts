import { contract, orderPayMinutes } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditBalance, makeCustomer, makeTenant } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeStaff } from '../access/role.factory.js';
import { auditLedger } from '../wallet/index.js';
import { makeOrder } from './order.factory.js';
import { orderNumber } from './order-number.js';

const { record, recordDetail, close, balancePay } = contract.order;

describe('paying an order from the general balance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const moneyOf = async (token: string) => (await t.call(contract.customer.info, {}, { token })).body.data.money;

  it('charges the balance once, marks the order paid and writes one ledger row', async () => {
    const { customer, token } = await makeCustomer(t);
    await creditBalance(t, customer, 'money', 100);
    const order = await makeOrder(t, customer, 12.5);
    const res = await t.call(balancePay, { order_sn: order.orderSn }, { token });
    expect(res.body).toMatchObject({
      code: 200,
      data: { order_sn: order.orderSn, status: 'paid', pay_method: 'balance', amount: 12.5 },
    });
    expect(await moneyOf(token)).toBe(87.5);
    const detail = (await t.call(recordDetail, { id: order.id }, { token })).body.data;
    expect(detail.ledger).toMatchObject([
      { kind: 'money', amount: -12.5, balance_before: 100, balance_after: 87.5, reason: 'activity' },
    ]);
    expect(detail.ledger[0]?.order_sn).toBe(order.orderSn);
    expect((await t.call(contract.customer.info, {}, { token })).body.data.points).toBe(12);
    expect(await auditLedger(t.deps.db, { customerId: customer.id })).toEqual([]);
  });

  it('answers a paid order unchanged when it is paid again, and charges nothing more', async () => {
    const { customer, token } = await makeCustomer(t);
    await creditBalance(t, customer, 'money', 10);
    const order = await makeOrder(t, customer, 3);
    const first = await t.call(balancePay, { order_sn: order.orderSn }, { token });
    const again = await t.call(balancePay, { order_sn: order.orderSn }, { token });
    expect(again.body.data).toEqual(first.body.data);
    expect(await moneyOf(token)).toBe(7);
    expect(await auditLedger(t.deps.db, { customerId: customer.id })).toEqual([]);
  });

  it('refuses when the balance is short, and leaves the order unpaid and the balance as it was', async () => {
    const { customer, token } = await makeCustomer(t);
    await creditBalance(t, customer, 'money', 5);
    const order = await makeOrder(t, customer, 5.01);
    const res = await t.call(balancePay, { order_sn: order.orderSn }, { token });
    expect(res.body).toMatchObject({ code: 400, msg: '账户余额不足，请先充值' });
    expect(await moneyOf(token)).toBe(5);
    expect((await t.call(recordDetail, { id: order.id }, { token })).body.data).toMatchObject({
      status: 'unpaid',
      ledger: [],
    });
  });

  it('refuses to pay a top-up from the balance', async () => {
    const { customer, token } = await makeCustomer(t);
    await creditBalance(t, customer, 'money', 50);
    const order = await makeOrder(t, customer, 10, { type: 'recharge', kind: 'dx_money' });
    const res = await t.call(balancePay, { order_sn: order.orderSn }, { token });
    expect(res.body).toMatchObject({ code: 400, msg: '该订单不能使用此方式支付' });
    expect(await moneyOf(token)).toBe(50);
  });

  it('refuses an order past its payment time and shows it closed', async () => {
    const { customer, token } = await makeCustomer(t);
    await creditBalance(t, customer, 'money', 50);
    const order = await makeOrder(t, customer, 10);
    t.clock.advance(orderPayMinutes * 60_000 + 1000);
    const res = await t.call(balancePay, { order_sn: order.orderSn }, { token });
    expect(res.body).toMatchObject({ code: 400, msg: '订单已关闭，请重新下单' });
    expect(await moneyOf(token)).toBe(50);
    expect((await t.call(recordDetail, { id: order.id }, { token })).body.data.status).toBe('closed');
  });

  it('lets a staff member pay the organiser’s order from the organiser’s balance', async () => {
    const owner = await makeCustomer(t);
    const staff = await makeStaff(t, owner, { pages: ['user/user_order'], actions: ['order.pay'] });
    await creditBalance(t, owner.customer, 'money', 20);
    const order = await makeOrder(t, owner.customer, 8);
    const paid = await t.call(contract.order.balancePay, { order_sn: order.orderSn }, { token: staff.token });
    expect(paid.body.data.status).toBe('paid');
    expect(await moneyOf(owner.token)).toBe(12);
    // The staff member works with the organiser's wallet, so that is the balance they see.
    expect(await moneyOf(staff.token)).toBe(12);
  });

  it('answers the validation message for a missing order number', async () => {
    const { token } = await makeCustomer(t);
    expect((await t.call(balancePay, { order_sn: '  ' }, { token })).body).toMatchObject({
      code: 400,
      msg: '订单不存在',
    });
    expect((await t.call(balancePay, {}, { token })).body).toMatchObject({ code: 400, msg: '订单不存在' });
  });
});

describe('the payment status a checkout waits on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the order of the organiser to a staff member whose role grants no order page', async () => {
    const owner = await makeCustomer(t);
    const staff = await makeStaff(t, owner, { pages: ['user/user_account'] });
    const order = await makeOrder(t, owner.customer, 9);
    const byOwner = await t.call(contract.order.payStatus, { order_sn: order.orderSn }, { token: owner.token });
    expect(byOwner.body.data).toMatchObject({ order_sn: order.orderSn, status: 'unpaid', amount: 9 });
    const byStaff = await t.call(contract.order.payStatus, { order_sn: order.orderSn }, { token: staff.token });
    expect(byStaff.body.data).toEqual(byOwner.body.data);
  });

  it('never answers another organiser’s order', async () => {
    const owner = await makeCustomer(t);
    const other = await makeCustomer(t);
    const order = await makeOrder(t, owner.customer, 9);
    const res = await t.call(contract.order.payStatus, { order_sn: order.orderSn }, { token: other.token });
    expect(res.body).toMatchObject({ code: 400, msg: '订单不存在' });
  });
});

describe('closing an order', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('closes an unpaid order, answers it again unchanged, and refuses to pay it afterwards', async () => {
    const { customer, token } = await makeCustomer(t);
    await creditBalance(t, customer, 'money', 50);
    const order = await makeOrder(t, customer, 10);
    const closed = await t.call(close, { order_sn: order.orderSn }, { token });
    expect(closed.body).toMatchObject({ code: 200, data: { status: 'closed' } });
    expect((await t.call(close, { order_sn: order.orderSn }, { token })).body.data).toEqual(closed.body.data);
    const pay = await t.call(balancePay, { order_sn: order.orderSn }, { token });
    expect(pay.body.msg).toBe('订单已关闭，请重新下单');
    expect((await t.call(contract.customer.info, {}, { token })).body.data.money).toBe(50);
  });

  it('refuses to close a paid order', async () => {
    const { customer, token } = await makeCustomer(t);
    await creditBalance(t, customer, 'money', 10);
    const order = await makeOrder(t, customer, 10);
    await t.call(balancePay, { order_sn: order.orderSn }, { token });
    const res = await t.call(close, { order_sn: order.orderSn }, { token });
    expect(res.body).toMatchObject({ code: 400, msg: '订单已支付，请勿重复支付' });
  });
});

describe('the order list and detail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await makeTenant(t, { code: 'other', hosts: ['other.test'] });
  });
  afterAll(() => t.close());

  it('lists the organiser’s orders newest first, filtered by status and type', async () => {
    const { customer, token } = await makeCustomer(t);
    await creditBalance(t, customer, 'money', 100);
    const paid = await makeOrder(t, customer, 1, { type: 'service', title: '去除平台版权' });
    const unpaid = await makeOrder(t, customer, 2);
    const top = await makeOrder(t, customer, 3, { type: 'recharge', kind: 'money' });
    await t.call(balancePay, { order_sn: paid.orderSn }, { token });
    const all = (await t.call(record, {}, { token })).body.data;
    expect(all).toMatchObject({ total: 3, page: 1, limit: 10 });
    expect(all.list.map((o) => o.order_sn)).toEqual([top.orderSn, unpaid.orderSn, paid.orderSn]);
    const paidOnly = (await t.call(record, { status: 'paid' }, { token })).body.data;
    expect(paidOnly.list).toMatchObject([{ order_sn: paid.orderSn, type: 'service', title: '去除平台版权' }]);
    const recharges = (await t.call(record, { type: 'recharge' }, { token })).body.data;
    expect(recharges.list).toMatchObject([{ order_sn: top.orderSn, kind: 'money', status: 'unpaid' }]);
    const paged = (await t.call(record, { page: 2, limit: 2 }, { token })).body.data;
    expect(paged.list.map((o) => o.order_sn)).toEqual([paid.orderSn]);
  });

  it('moves an expired order from unpaid to closed in the filters', async () => {
    const { customer, token } = await makeCustomer(t);
    const order = await makeOrder(t, customer, 1);
    expect((await t.call(record, { status: 'unpaid' }, { token })).body.data.total).toBe(1);
    t.clock.advance(orderPayMinutes * 60_000);
    expect((await t.call(record, { status: 'unpaid' }, { token })).body.data.total).toBe(0);
    const closed = (await t.call(record, { status: 'closed' }, { token })).body.data;
    expect(closed.list).toMatchObject([{ order_sn: order.orderSn, status: 'closed' }]);
  });

  it('answers the validation messages of the filters', async () => {
    const { token } = await makeCustomer(t);
    expect((await t.call(record, { status: 'lost' }, { token })).body).toMatchObject({
      code: 400,
      msg: '订单状态错误',
    });
    expect((await t.call(record, { type: 'gift' }, { token })).body).toMatchObject({ code: 400, msg: '订单类型错误' });
    expect((await t.call(recordDetail, { id: 'x' }, { token })).body.code).toBe(400);
  });

  it('treats another organiser’s order, on this site or another, as unknown', async () => {
    const owner = await makeCustomer(t);
    await creditBalance(t, owner.customer, 'money', 10);
    const order = await makeOrder(t, owner.customer, 1);
    const neighbour = await makeCustomer(t);
    await creditBalance(t, neighbour.customer, 'money', 10);
    const foreign = await makeCustomer(t, { host: 'other.test' });
    for (const [token, host] of [
      [neighbour.token, 'localhost'],
      [foreign.token, 'other.test'],
    ] as const) {
      const opts = { token, host };
      const missing = { code: 400, msg: '订单不存在' };
      expect((await t.call(balancePay, { order_sn: order.orderSn }, opts)).body).toMatchObject(missing);
      expect((await t.call(close, { order_sn: order.orderSn }, opts)).body).toMatchObject(missing);
      expect((await t.call(recordDetail, { id: order.id }, opts)).body).toMatchObject(missing);
      expect((await t.call(record, {}, opts)).body.data.total).toBe(0);
    }
    expect((await t.call(contract.customer.info, {}, { token: neighbour.token })).body.data.money).toBe(10);
    expect((await t.call(recordDetail, { id: order.id }, { token: owner.token })).body.data.status).toBe('unpaid');
  });

  it('answers code 500 to every order call without a token', async () => {
    for (const [e, input] of [
      [record, {}],
      [recordDetail, { id: 1 }],
      [close, { order_sn: 'x' }],
      [balancePay, { order_sn: 'x' }],
    ] as const) {
      expect((await t.call(e, input)).body.code).toBe(500);
    }
  });
});

describe('order numbers', () => {
  it('start with the time in China, then six random digits', () => {
    const sn = orderNumber(new Date('2026-06-01T17:30:05Z'));
    expect(sn).toMatch(/^20260602013005\d{6}$/);
  });
});
