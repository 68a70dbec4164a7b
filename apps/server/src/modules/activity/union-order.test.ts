import { contract, defaultOnlineNum } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { payInSandbox } from '../order/sandbox-pay.factory.js';
import { auditLedger } from '../wallet/index.js';
import { makeActivity } from './activity.factory.js';

const { info, unionCreate, createActPay, getCreateAct } = contract.activity;
const { record, recordDetail, balancePay, close, serviceList, myServices, onlineNumConfig, invoiceableOrders } =
  contract.order;
const day = 86_400_000;

describe('publishing with value-added services in one union order', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const organiser = async (yuan = 0) => {
    const made = await makeCustomer(t, { money: yuan });
    const draft = await makeActivity(t, made.customer, { title: '年会知识竞答' });
    return { ...made, draft };
  };
  const account = async (token: string) => (await t.call(contract.customer.info, {}, { token })).body.data;
  const serviceId = async (token: string, code: string) =>
    (await t.call(serviceList, {}, { token })).body.data.find((s) => s.code === code)!.id;
  /** 30 days (99) + two years of 数据导出增强 (2 × 98) + 500 online places (50) = 345 yuan. */
  const fullUnion = async (token: string, activityId: number) =>
    t.call(
      unionCreate,
      {
        activity_id: activityId,
        days: 30,
        services: [{ id: await serviceId(token, 'data_export_plus'), quantity: 2 }],
        online_num: 500,
      },
      { token },
    );

  it('prices the union as its parts, each an unpaid order of its own kind, listed only as the union', async () => {
    const { token, draft } = await organiser();
    const res = await fullUnion(token, draft.id);
    expect(res.body).toMatchObject({
      code: 200,
      data: {
        type: 'union',
        title: '发布活动：年会知识竞答（30天）等3项',
        amount: 345,
        status: 'unpaid',
        parts: [
          { type: 'activity', title: '发布活动：年会知识竞答（30天）', amount: 99, quantity: 30, status: 'unpaid' },
          { type: 'service', title: '数据导出增强', amount: 196, quantity: 2, status: 'unpaid' },
          { type: 'online_num', title: '在线人数扩容500人', amount: 50, quantity: 500, status: 'unpaid' },
        ],
      },
    });
    const listed = (await t.call(record, {}, { token })).body.data;
    expect(listed).toMatchObject({ total: 1, list: [{ order_sn: res.body.data.order_sn, type: 'union' }] });
    const detail = (await t.call(recordDetail, { id: res.body.data.id }, { token })).body.data;
    expect(detail.parts.map((p) => p.type)).toEqual(['activity', 'service', 'online_num']);
  });

  it('pays every part from the balance at once: published, the service held, the capacity raised, one charge', async () => {
    const { token, customer, draft } = await organiser(400);
    const union = (await fullUnion(token, draft.id)).body.data;
    const paid = await t.call(balancePay, { order_sn: union.order_sn }, { token });
    expect(paid.body.data).toMatchObject({ type: 'union', status: 'paid', pay_method: 'balance' });

    expect((await t.call(info, { activity_id: draft.id }, { token })).body.data).toMatchObject({
      status: 'published',
      expires_at: new Date(t.clock.now().getTime() + 30 * day).toISOString(),
    });
    expect((await t.call(myServices, {}, { token })).body.data).toMatchObject([
      { code: 'data_export_plus', quantity: 2 },
    ]);
    expect((await t.call(onlineNumConfig, {}, { token })).body.data.online_num).toBe(defaultOnlineNum + 500);
    expect(await account(token)).toMatchObject({ money: 55, points: 345 });
    const state = (await t.call(getCreateAct, { order_sn: union.order_sn }, { token })).body.data;
    expect(state.parts.map((p) => [p.status, p.pay_method])).toEqual([
      ['paid', 'balance'],
      ['paid', 'balance'],
      ['paid', 'balance'],
    ]);
    const detail = (await t.call(recordDetail, { id: union.id }, { token })).body.data;
    expect(detail.ledger).toMatchObject([{ amount: -345, balance_after: 55, reason: 'activity' }]);
    expect(await auditLedger(t.deps.db, { customerId: customer.id })).toEqual([]);
  });

  it('charges once when the union is paid five times at once', async () => {
    const { token, customer, draft } = await organiser(1000);
    const union = (await fullUnion(token, draft.id)).body.data;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.call(balancePay, { order_sn: union.order_sn }, { token })),
    );
    expect(answers.every((a) => a.body.data?.status === 'paid')).toBe(true);
    expect(await account(token)).toMatchObject({ money: 655, points: 345 });
    expect((await t.call(myServices, {}, { token })).body.data).toHaveLength(1);
    expect((await t.call(onlineNumConfig, {}, { token })).body.data.online_num).toBe(defaultOnlineNum + 500);
    expect(await auditLedger(t.deps.db, { customerId: customer.id })).toEqual([]);
  });

  it('pays online through the sandbox, leaving the balance alone, and is invoiced as the union only', async () => {
    const { token, customer, draft } = await organiser(5);
    const union = (await fullUnion(token, draft.id)).body.data;
    const checkout = (await t.call(createActPay, { order_sn: union.order_sn }, { token })).body.data;
    expect(checkout).toMatchObject({ order_sn: union.order_sn, amount: 345 });
    expect((await t.call(getCreateAct, { order_sn: union.order_sn }, { token })).body.data.status).toBe('unpaid');

    await payInSandbox(t, checkout);
    const state = (await t.call(getCreateAct, { order_sn: union.order_sn }, { token })).body.data;
    expect(state).toMatchObject({ status: 'paid', pay_method: 'sandbox' });
    expect(state.parts.every((p) => p.status === 'paid' && p.pay_method === 'sandbox')).toBe(true);
    expect((await t.call(info, { activity_id: draft.id }, { token })).body.data.status).toBe('published');
    expect(await account(token)).toMatchObject({ money: 5, points: 345 });
    const invoiceable = (await t.call(invoiceableOrders, {}, { token })).body.data;
    expect(invoiceable.list.map((o) => o.order_sn)).toEqual([union.order_sn]);
    expect((await t.call(createActPay, { order_sn: union.order_sn }, { token })).body.msg).toBe(
      '订单已支付，请勿重复支付',
    );
    expect(await auditLedger(t.deps.db, { customerId: customer.id })).toEqual([]);
  });

  it('pays and closes a part only through its union; closing the union closes every part', async () => {
    const { token, draft } = await organiser(1000);
    const union = (await fullUnion(token, draft.id)).body.data;
    const part = union.parts[1]!;
    for (const call of [balancePay, close]) {
      expect((await t.call(call, { order_sn: part.order_sn }, { token })).body).toMatchObject({
        code: 400,
        msg: '该订单属于组合订单，请支付或关闭组合订单',
      });
    }
    expect((await t.call(close, { order_sn: union.order_sn }, { token })).body.data.status).toBe('closed');
    const state = (await t.call(getCreateAct, { order_sn: union.order_sn }, { token })).body.data;
    expect(state.parts.map((p) => p.status)).toEqual(['closed', 'closed', 'closed']);
    expect((await t.call(balancePay, { order_sn: union.order_sn }, { token })).body.msg).toBe('订单已关闭，请重新下单');
    expect((await account(token)).money).toBe(1000);
    expect((await t.call(info, { activity_id: draft.id }, { token })).body.data.status).toBe('draft');
  });

  it('leaves the union unpaid and everything untouched when the balance is short', async () => {
    const { token, customer, draft } = await organiser(344.99);
    const union = (await fullUnion(token, draft.id)).body.data;
    const res = await t.call(balancePay, { order_sn: union.order_sn }, { token });
    expect(res.body).toMatchObject({ code: 400, msg: '账户余额不足，请先充值' });
    const state = (await t.call(getCreateAct, { order_sn: union.order_sn }, { token })).body.data;
    expect([state.status, ...state.parts.map((p) => p.status)]).toEqual(['unpaid', 'unpaid', 'unpaid', 'unpaid']);
    expect(await account(token)).toMatchObject({ money: 344.99, points: 0 });
    expect((await t.call(myServices, {}, { token })).body.data).toEqual([]);
    expect((await t.call(info, { activity_id: draft.id }, { token })).body.data.status).toBe('draft');
    expect(await auditLedger(t.deps.db, { customerId: customer.id })).toEqual([]);
  });

  it('is also just the publishing, when nothing is added', async () => {
    const { token, draft } = await organiser();
    const res = await t.call(unionCreate, { activity_id: draft.id, days: 7 }, { token });
    expect(res.body.data).toMatchObject({
      title: '发布活动：年会知识竞答（7天）',
      amount: 29,
      parts: [{ amount: 29 }],
    });
  });

  it.each([
    ['a service the site does not sell', { services: [{ id: 999999, quantity: 1 }] }, '服务不存在或已下架'],
    ['a capacity that is not a tier', { online_num: 300 }, '请选择扩容人数'],
    ['no period', { days: 10 }, '请选择发布时长'],
    ['eleven units of a service', { services: [{ id: 1, quantity: 11 }] }, '购买数量不能超过10'],
    ['services that are not a list', { services: 'all' }, '增值服务格式错误'],
  ])('refuses %s with a clear message and writes no order', async (_what, change, msg) => {
    const { token, draft } = await organiser(1000);
    const res = await t.call(unionCreate, { activity_id: draft.id, days: 30, ...change } as never, { token });
    expect(res.body).toMatchObject({ code: 400, msg });
    expect((await t.call(record, {}, { token })).body.data.total).toBe(0);
  });

  it('refuses the same service twice, and an activity already running', async () => {
    const { token, draft } = await organiser(1000);
    const id = await serviceId(token, 'remove_branding');
    const twice = { id, quantity: 1 };
    const res = await t.call(unionCreate, { activity_id: draft.id, days: 30, services: [twice, twice] }, { token });
    expect(res.body).toMatchObject({ code: 400, msg: '增值服务不能重复' });
    await t.call(contract.activity.publishBalancePay, { activity_id: draft.id, days: 7 }, { token });
    const running = await t.call(unionCreate, { activity_id: draft.id, days: 30 }, { token });
    expect(running.body).toMatchObject({ code: 400, msg: '活动已发布，如需延长请续费' });
    expect((await t.call(record, {}, { token })).body.data.total).toBe(1);
  });

  it('keeps each organiser to their own activity and union orders', async () => {
    const owner = await organiser();
    const intruder = await organiser(1000);
    const refused = await t.call(unionCreate, { activity_id: owner.draft.id, days: 7 }, intruder);
    expect(refused.body).toMatchObject({ code: 600, msg: '活动不存在' });
    const union = (await fullUnion(owner.token, owner.draft.id)).body.data;
    for (const call of [getCreateAct, createActPay, balancePay]) {
      expect((await t.call(call, { order_sn: union.order_sn }, intruder)).body).toMatchObject({
        code: 400,
        msg: '订单不存在',
      });
    }
    expect((await account(intruder.token)).money).toBe(1000);
    expect((await t.call(info, { activity_id: owner.draft.id }, owner)).body.data.status).toBe('draft');
  });
});
