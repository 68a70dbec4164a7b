import { contract } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeStaff } from '../access/role.factory.js';
import { payInSandbox } from '../order/sandbox-pay.factory.js';
import { auditLedger } from '../wallet/index.js';
import { makeActivity } from './activity.factory.js';

const { info, isPublish, isPublishOverTime, periods, publishBalancePay, publishOnlineSave, publishActPay } =
  contract.activity;
const { record, recordDetail } = contract.order;
const day = 86_400_000;

describe('publishing an activity', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Sessions outlive the paid periods these tests wait through.
    t = await createTestApp({ SESSION_DAYS: '30' });
  });
  afterAll(() => t.close());

  const organiser = async (yuan = 0) => {
    const made = await makeCustomer(t, { money: yuan });
    const draft = await makeActivity(t, made.customer, { title: '垃圾分类有奖答题' });
    return { ...made, draft };
  };
  const account = async (token: string) => (await t.call(contract.customer.info, {}, { token })).body.data;
  const orderCount = async (token: string) => (await t.call(record, {}, { token })).body.data.total;
  const inDays = (n: number) => new Date(t.clock.now().getTime() + n * day).toISOString();

  it('offers the periods with their prices in yuan', async () => {
    const { token } = await organiser();
    expect((await t.call(periods, {}, { token })).body.data).toEqual([
      { days: 7, price: 29 },
      { days: 30, price: 99 },
      { days: 90, price: 259 },
      { days: 365, price: 799 },
    ]);
  });

  it('publishes from the balance at once: charged once, online for the days bought, points earned', async () => {
    const { token, customer, draft } = await organiser(100);
    const res = await t.call(publishBalancePay, { activity_id: draft.id, days: 7 }, { token });
    expect(res.body).toMatchObject({
      code: 200,
      data: {
        type: 'activity',
        title: '发布活动：垃圾分类有奖答题（7天）',
        amount: 29,
        quantity: 7,
        status: 'paid',
        pay_method: 'balance',
      },
    });
    expect((await t.call(info, { activity_id: draft.id }, { token })).body.data).toMatchObject({
      status: 'published',
      is_online: 1,
      expires_at: inDays(7),
      published_at: t.clock.now().toISOString(),
    });
    expect((await t.call(isPublish, { activity_id: draft.id }, { token })).body.data).toEqual({
      status: 'published',
      published: true,
      expired: false,
      expires_at: inDays(7),
      days_left: 7,
    });
    expect(await account(token)).toMatchObject({ money: 71, points: 29 });
    const detail = (await t.call(recordDetail, { id: res.body.data.id }, { token })).body.data;
    expect(detail.ledger).toMatchObject([{ amount: -29, balance_after: 71, reason: 'activity' }]);
    expect(await auditLedger(t.deps.db, { customerId: customer.id })).toEqual([]);
  });

  it('refuses to publish a running activity again: it is renewed instead', async () => {
    const { token, draft } = await organiser(200);
    await t.call(publishBalancePay, { activity_id: draft.id, days: 7 }, { token });
    for (const call of [publishBalancePay, publishOnlineSave]) {
      const res = await t.call(call, { activity_id: draft.id, days: 30 }, { token });
      expect(res.body).toMatchObject({ code: 400, msg: '活动已发布，如需延长请续费' });
    }
    expect((await account(token)).money).toBe(171);
    expect(await orderCount(token)).toBe(1);
  });

  it('writes nothing when the balance is short: no order, no charge, still a draft', async () => {
    const { token, customer, draft } = await organiser(28.99);
    const res = await t.call(publishBalancePay, { activity_id: draft.id, days: 7 }, { token });
    expect(res.body).toMatchObject({ code: 400, msg: '账户余额不足，请先充值' });
    expect(await orderCount(token)).toBe(0);
    expect((await account(token)).money).toBe(28.99);
    expect((await t.call(info, { activity_id: draft.id }, { token })).body.data.status).toBe('draft');
    expect(await auditLedger(t.deps.db, { customerId: customer.id })).toEqual([]);
  });

  it('charges once when the same activity is published five times at once', async () => {
    const { token, customer, draft } = await organiser(1000);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.call(publishBalancePay, { activity_id: draft.id, days: 30 }, { token })),
    );
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.msg === '活动已发布，如需延长请续费')).toHaveLength(4);
    expect((await account(token)).money).toBe(901);
    expect(await orderCount(token)).toBe(1);
    expect((await t.call(info, { activity_id: draft.id }, { token })).body.data.expires_at).toBe(inDays(30));
    expect(await auditLedger(t.deps.db, { customerId: customer.id })).toEqual([]);
  });

  it('publishes once the online payment is confirmed in the sandbox, leaving the balance alone', async () => {
    const { token, customer, draft } = await organiser(5);
    const order = (await t.call(publishOnlineSave, { activity_id: draft.id, days: 90 }, { token })).body.data;
    expect(order).toMatchObject({ type: 'activity', amount: 259, quantity: 90, status: 'unpaid' });
    const checkout = (await t.call(publishActPay, { order_sn: order.order_sn }, { token })).body.data;
    expect(checkout).toMatchObject({ order_sn: order.order_sn, amount: 259 });
    expect((await t.call(isPublish, { activity_id: draft.id }, { token })).body.data.status).toBe('draft');

    await payInSandbox(t, checkout);
    expect((await t.call(isPublish, { activity_id: draft.id }, { token })).body.data).toMatchObject({
      status: 'published',
      expires_at: inDays(90),
      days_left: 90,
    });
    expect(await account(token)).toMatchObject({ money: 5, points: 259 });
    expect((await t.call(publishActPay, { order_sn: order.order_sn }, { token })).body).toMatchObject({
      code: 400,
      msg: '订单已支付，请勿重复支付',
    });
    expect(await auditLedger(t.deps.db, { customerId: customer.id })).toEqual([]);
  });

  it('counts an activity as expired once its days have passed, and lets it be published again', async () => {
    const { token, draft } = await organiser(100);
    await t.call(publishBalancePay, { activity_id: draft.id, days: 7 }, { token });
    t.clock.advance(1.5 * day);
    expect((await t.call(isPublishOverTime, { activity_id: draft.id }, { token })).body.data.days_left).toBe(6);
    t.clock.advance(5.5 * day);
    try {
      const state = (await t.call(isPublishOverTime, { activity_id: draft.id }, { token })).body.data;
      expect(state).toMatchObject({ status: 'expired', published: true, expired: true, days_left: 0 });
      const listed = (await t.call(contract.activity.list, {}, { token })).body.data.list[0];
      expect(listed).toMatchObject({ id: draft.id, status: 'expired', is_online: 0 });
      const again = await t.call(publishBalancePay, { activity_id: draft.id, days: 7 }, { token });
      expect(again.body.code).toBe(200);
      expect((await t.call(info, { activity_id: draft.id }, { token })).body.data.expires_at).toBe(inDays(7));
    } finally {
      t.clock.advance(-7 * day);
    }
  });

  it('answers a draft’s publishing state', async () => {
    const { token, draft } = await organiser();
    expect((await t.call(isPublishOverTime, { activity_id: draft.id }, { token })).body.data).toEqual({
      status: 'draft',
      published: false,
      expired: false,
      expires_at: null,
      days_left: 0,
    });
  });

  it.each([[{ days: 10 }], [{ days: 'week' }], [{}]])('refuses %o with 请选择发布时长', async (input) => {
    const { token, draft } = await organiser(1000);
    const res = await t.call(publishBalancePay, { activity_id: draft.id, ...input }, { token });
    expect(res.body).toMatchObject({ code: 400, msg: '请选择发布时长' });
    expect(await orderCount(token)).toBe(0);
  });

  it('refuses another organiser’s activity as not found (code 600) and charges nothing', async () => {
    const owner = await organiser();
    const intruder = await organiser(100);
    for (const call of [publishBalancePay, publishOnlineSave, isPublish]) {
      const res = await t.call(call, { activity_id: owner.draft.id, days: 7 }, { token: intruder.token });
      expect(res.body).toMatchObject({ code: 600, msg: '活动不存在' });
    }
    const order = (await t.call(publishOnlineSave, { activity_id: owner.draft.id, days: 7 }, owner)).body.data;
    expect((await t.call(publishActPay, { order_sn: order.order_sn }, intruder)).body.msg).toBe('订单不存在');
    expect((await account(intruder.token)).money).toBe(100);
    expect(await orderCount(intruder.token)).toBe(0);
  });

  it('lets staff publish from the organiser’s balance only with the order.pay action', async () => {
    const owner = await organiser(100);
    const viewer = await makeStaff(t, owner, { pages: ['activity/manage'] });
    const refused = await t.call(publishBalancePay, { activity_id: owner.draft.id, days: 7 }, viewer);
    expect(refused.body).toMatchObject({ code: 400, msg: '没有权限进行此操作' });
    const payer = await makeStaff(t, owner, { pages: ['activity/manage', 'user/user_order'], actions: ['order.pay'] });
    const paid = await t.call(publishBalancePay, { activity_id: owner.draft.id, days: 7 }, payer);
    expect(paid.body.data.status).toBe('paid');
    expect((await account(owner.token)).money).toBe(71);
  });
});
