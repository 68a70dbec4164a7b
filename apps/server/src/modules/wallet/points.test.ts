import { contract, toFen } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer, makeTenant } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeStaff } from '../access/role.factory.js';
import { earnPoints } from './points.repository.js';
import { makePaidOrder } from './wallet.factory.js';

const { points } = contract.wallet;
const earnText = '消费得积分：每消费1元得1积分';

describe('points', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await makeTenant(t, { code: 'points-other', hosts: ['points-other.test'] });
  });
  afterAll(() => t.close());

  /** What the payment does for a paid order, inside its own transaction. */
  const pay = async (owner: { id: number; tenantId: number }, yuan: number) => {
    const order = await makePaidOrder(t, owner, yuan);
    await t.deps.db.transaction((tx) => earnPoints(tx, order));
    return order;
  };

  it('earns one point per whole yuan paid, shown with its rule and order number', async () => {
    const organiser = await makeCustomer(t);
    const first = await pay(organiser.customer, 123.45);
    const second = await pay(organiser.customer, 10);
    const res = await t.call(points, {}, { token: organiser.token });
    expect(res.body.data).toMatchObject({ total: 2, page: 1, limit: 10, points: 133 });
    expect(res.body.data.list).toMatchObject([
      { points: 10, balance_after: 133, rule: 'order_paid', rule_text: earnText, order_sn: second.orderSn },
      { points: 123, balance_after: 123, rule: 'order_paid', rule_text: earnText, order_sn: first.orderSn },
    ]);
    expect((await t.call(contract.customer.info, {}, { token: organiser.token })).body.data.points).toBe(133);
  });

  it('earns nothing for an order under one yuan', async () => {
    const organiser = await makeCustomer(t);
    await pay(organiser.customer, 0.99);
    const res = await t.call(points, {}, { token: organiser.token });
    expect(res.body.data).toMatchObject({ list: [], total: 0, points: 0 });
  });

  it('keeps the running total exact when many orders are paid at once', async () => {
    const organiser = await makeCustomer(t);
    const orders = await Promise.all(Array.from({ length: 20 }, (_, i) => makePaidOrder(t, organiser.customer, i + 1)));
    await Promise.all(orders.map((o) => t.deps.db.transaction((tx) => earnPoints(tx, o))));
    const res = await t.call(points, { limit: 100 }, { token: organiser.token });
    expect(res.body.data.points).toBe(210);
    const afters = res.body.data.list.map((e) => e.balance_after).reverse();
    const running = res.body.data.list
      .map((e) => e.points)
      .reverse()
      .map((_, i, all) => all.slice(0, i + 1).reduce((a, b) => a + b, 0));
    expect(afters).toEqual(running);
  });

  it('writes no points when the payment transaction fails', async () => {
    const organiser = await makeCustomer(t);
    const order = await makePaidOrder(t, organiser.customer, 50);
    const failing = t.deps.db.transaction(async (tx) => {
      await earnPoints(tx, order);
      throw new Error('payment failed after the points');
    });
    await expect(failing).rejects.toThrow('payment failed after the points');
    expect((await t.call(points, {}, { token: organiser.token })).body.data).toMatchObject({ total: 0, points: 0 });
  });

  it('refuses to award points to an account the order does not name', async () => {
    const organiser = await makeCustomer(t);
    const order = {
      tenantId: organiser.customer.tenantId + 1000,
      customerId: organiser.customer.id,
      id: 1,
      amount: toFen(5),
    };
    await expect(t.deps.db.transaction((tx) => earnPoints(tx, order))).rejects.toThrow();
  });

  it("shows staff their organiser's points and never another organiser's", async () => {
    const organiser = await makeCustomer(t);
    await pay(organiser.customer, 8);
    const staff = await makeStaff(t, organiser, { pages: ['user/points_record'] });
    expect((await t.call(points, {}, { token: staff.token })).body.data).toMatchObject({ total: 1, points: 8 });
    const other = await makeCustomer(t);
    expect((await t.call(points, {}, { token: other.token })).body.data).toMatchObject({ total: 0, points: 0 });
    const foreign = await makeCustomer(t, { host: 'points-other.test' });
    const res = await t.call(points, {}, { token: foreign.token, host: 'points-other.test' });
    expect(res.body.data).toMatchObject({ total: 0, points: 0 });
  });

  it('pages the entries', async () => {
    const organiser = await makeCustomer(t);
    for (const yuan of [1, 2, 3]) await pay(organiser.customer, yuan);
    const res = await t.call(points, { page: 2, limit: 2 }, { token: organiser.token });
    expect(res.body.data).toMatchObject({ total: 3, page: 2, limit: 2, points: 6 });
    expect(res.body.data.list.map((e) => e.points)).toEqual([1]);
  });

  it.each([
    [{ page: 0 }, '参数 page 不能为空或过小'],
    [{ limit: 101 }, '参数 limit 超出范围'],
  ])('refuses %o with %s', async (input, msg) => {
    const { token } = await makeCustomer(t);
    expect((await t.call(points, input, { token })).body).toMatchObject({ code: 400, msg });
  });

  it('answers code 500 without a token', async () => {
    expect((await t.call(points, {})).body.code).toBe(500);
  });
});
