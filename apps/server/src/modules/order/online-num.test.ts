import { contract, defaultOnlineNum } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeStaff } from '../access/role.factory.js';
import { auditLedger } from '../wallet/index.js';
import { payInSandbox } from './sandbox-pay.factory.js';

const { onlineNumConfig, onlineNumBalPay, onlineNumRecharge, onlineNumRecPay, recordDetail } = contract.order;

describe('online-participant capacity', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const info = async (token: string) => (await t.call(contract.customer.info, {}, { token })).body.data;
  const capacityOf = async (token: string) => (await t.call(onlineNumConfig, {}, { token })).body.data.online_num;
  const organiser = (yuan = 0) => makeCustomer(t, { money: yuan });

  it('answers the current capacity and the tiers it can grow by', async () => {
    const { token } = await organiser();
    expect((await t.call(onlineNumConfig, {}, { token })).body.data).toEqual({
      online_num: defaultOnlineNum,
      tiers: [
        { num: 500, price: 50 },
        { num: 1000, price: 90 },
        { num: 5000, price: 400 },
        { num: 10000, price: 700 },
      ],
    });
  });

  it('raises the capacity at once when paid from the balance, charging the tier price once', async () => {
    const { customer, token } = await organiser(100);
    const res = await t.call(onlineNumBalPay, { num: 500 }, { token });
    expect(res.body).toMatchObject({
      code: 200,
      data: { type: 'online_num', quantity: 500, amount: 50, status: 'paid', pay_method: 'balance' },
    });
    expect(await capacityOf(token)).toBe(defaultOnlineNum + 500);
    expect(await info(token)).toMatchObject({ money: 50, online_num: defaultOnlineNum + 500 });
    const detail = (await t.call(recordDetail, { id: res.body.data.id }, { token })).body.data;
    expect(detail.ledger).toMatchObject([{ amount: -50, balance_after: 50, reason: 'online_num' }]);
    expect(await auditLedger(t.deps.db, { customerId: customer.id })).toEqual([]);
  });

  it('adds up capacity bought more than once', async () => {
    const { token } = await organiser(200);
    await t.call(onlineNumBalPay, { num: 500 }, { token });
    await t.call(onlineNumBalPay, { num: 1000 }, { token });
    expect(await capacityOf(token)).toBe(defaultOnlineNum + 1500);
    expect((await info(token)).money).toBe(60);
  });

  it.each([[{ num: 300 }], [{ num: 'many' }], [{}], [{ num: -500 }]])(
    'refuses %o with 请选择扩容人数',
    async (input) => {
      const { token } = await organiser(1000);
      expect((await t.call(onlineNumBalPay, input, { token })).body).toMatchObject({
        code: 400,
        msg: '请选择扩容人数',
      });
      expect((await t.call(onlineNumRecharge, input, { token })).body).toMatchObject({
        code: 400,
        msg: '请选择扩容人数',
      });
      expect(await info(token)).toMatchObject({ money: 1000, online_num: defaultOnlineNum });
    },
  );

  it('refuses a balance payment without enough balance and leaves the capacity as it was', async () => {
    const { customer, token } = await organiser(89.99);
    const res = await t.call(onlineNumBalPay, { num: 1000 }, { token });
    expect(res.body).toMatchObject({ code: 400, msg: '账户余额不足，请先充值' });
    expect(await info(token)).toMatchObject({ money: 89.99, online_num: defaultOnlineNum });
    expect(await auditLedger(t.deps.db, { customerId: customer.id })).toEqual([]);
  });

  it('raises the capacity only once the sandbox payment is confirmed', async () => {
    const { customer, token } = await organiser(10);
    const order = (await t.call(onlineNumRecharge, { num: 5000 }, { token })).body.data;
    expect(order).toMatchObject({ type: 'online_num', quantity: 5000, amount: 400, status: 'unpaid' });
    const checkout = await t.call(onlineNumRecPay, { order_sn: order.order_sn }, { token });
    expect(checkout.body.data).toMatchObject({ order_sn: order.order_sn, amount: 400 });
    expect(checkout.body.data.pay_url).toMatch(/^http:\/\/localhost\/pay\/sandbox\//);
    expect(await capacityOf(token)).toBe(defaultOnlineNum);

    await payInSandbox(t, checkout.body.data);
    expect(await capacityOf(token)).toBe(defaultOnlineNum + 5000);
    expect((await t.call(recordDetail, { id: order.id }, { token })).body.data).toMatchObject({
      status: 'paid',
      pay_method: 'sandbox',
    });
    expect((await info(token)).money).toBe(10);
    expect(await t.call(onlineNumRecPay, { order_sn: order.order_sn }, { token })).toMatchObject({
      body: { code: 400, msg: '订单已支付，请勿重复支付' },
    });
    expect(await auditLedger(t.deps.db, { customerId: customer.id })).toEqual([]);
  });

  it("raises the organiser's capacity from the organiser's balance when a granted staff member buys it", async () => {
    const owner = await organiser(100);
    const staff = await makeStaff(t, owner, {
      pages: ['user/user_account', 'user/user_order'],
      actions: ['order.pay'],
    });
    const res = await t.call(onlineNumBalPay, { num: 500 }, { token: staff.token });
    expect(res.body.code).toBe(200);
    expect(await info(owner.token)).toMatchObject({ money: 50, online_num: defaultOnlineNum + 500 });
    // The staff member works with the organiser's wallet and capacity, so that is what they see.
    expect(await info(staff.token)).toMatchObject({ money: 50, online_num: defaultOnlineNum + 500 });
  });

  it('refuses a staff member whose role does not grant paying', async () => {
    const owner = await organiser(100);
    const staff = await makeStaff(t, owner, { pages: ['user/user_account'] });
    const res = await t.call(onlineNumBalPay, { num: 500 }, { token: staff.token });
    expect(res.body).toMatchObject({ code: 400, msg: '没有权限进行此操作' });
    expect(await info(owner.token)).toMatchObject({ money: 100, online_num: defaultOnlineNum });
  });

  it("refuses to check out another organiser's order or an order of another kind", async () => {
    const owner = await organiser();
    const intruder = await organiser();
    const order = (await t.call(onlineNumRecharge, { num: 500 }, { token: owner.token })).body.data;
    const res = await t.call(onlineNumRecPay, { order_sn: order.order_sn }, { token: intruder.token });
    expect(res.body).toMatchObject({ code: 400, msg: '订单不存在' });
    const topUp = await t.call(contract.wallet.createRecharge, { kind: 'money', amount: 10 }, { token: owner.token });
    const wrongKind = await t.call(onlineNumRecPay, { order_sn: topUp.body.data.order_sn }, { token: owner.token });
    expect(wrongKind.body).toMatchObject({ code: 400, msg: '订单不存在' });
  });

  it('answers code 500 to every capacity call without a token', async () => {
    for (const e of [onlineNumConfig, onlineNumBalPay, onlineNumRecharge, onlineNumRecPay]) {
      expect((await t.call(e, { num: 500, order_sn: 'x' })).body.code).toBe(500);
    }
  });
});
