import { contract, gib, trafficFreeGb } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeStaff } from '../access/role.factory.js';
import { makeActivity } from '../activity/activity.factory.js';
import { payInSandbox } from '../order/sandbox-pay.factory.js';
import { uploadRepository } from '../upload/index.js';
import { auditLedger } from '../wallet/index.js';

const { traffic, activityVideo, order } = contract;

describe('traffic pages and packs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const organiser = (yuan = 0) => makeCustomer(t, { money: yuan });
  /** Traffic of an activity on the test clock's day, written as the meter writes it. */
  const served = async (
    owner: { tenantId: number; id: number },
    activityId: number,
    fileKey: string,
    bytes: number,
  ) => {
    t.traffic.meter.record({ tenantId: owner.tenantId, customerId: owner.id, activityId }, fileKey, bytes);
    await t.traffic.meter.flush();
  };
  const moneyOf = async (token: string) => (await t.call(contract.customer.info, {}, { token })).body.data.money;

  it('lists traffic per day and activity and charts every day of the range', async () => {
    const { customer, token } = await organiser();
    const quiz = await makeActivity(t, customer, { title: '安全月答题' });
    const vote = await makeActivity(t, customer, { title: '最美员工投票' });
    await served(customer, quiz.id, 'media/1/a.jpg', 1000);
    await served(customer, vote.id, 'media/1/b.mp4', 5000);
    t.clock.advance(86_400_000);
    await served(customer, quiz.id, 'media/1/a.jpg', 300);

    const list = await t.call(traffic.list, { start_time: '2026-05-31', end_time: '2026-06-02' }, { token });
    expect(list.body.data).toMatchObject({
      total: 3,
      list: [
        { day: '2026-06-02', activity_id: quiz.id, activity_title: '安全月答题', bytes: 300, requests: 1 },
        { day: '2026-06-01', activity_id: vote.id, activity_title: '最美员工投票', bytes: 5000 },
        { day: '2026-06-01', activity_id: quiz.id, bytes: 1000 },
      ],
    });
    const oneActivity = { activity_id: quiz.id, start_time: '2026-05-31', end_time: '2026-06-02' };
    expect((await t.call(traffic.daily, oneActivity, { token })).body.data).toEqual([
      { day: '2026-05-31', bytes: 0 },
      { day: '2026-06-01', bytes: 1000 },
      { day: '2026-06-02', bytes: 300 },
    ]);
    // Empty days: the last 30 up to today.
    expect((await t.call(traffic.daily, {}, { token })).body.data).toHaveLength(30);
    t.clock.advance(-86_400_000);
  });

  it('lists an activity’s videos with their traffic and the name they were uploaded with', async () => {
    const { customer, token } = await organiser();
    const activity = await makeActivity(t, customer);
    await uploadRepository(t.deps.db).insert({
      tenantId: customer.tenantId,
      customerId: customer.id,
      actorId: customer.id,
      kind: 'video',
      storageKey: 'media/1/202606/intro.mp4',
      originalName: '开场视频.mp4',
      size: 9000,
      mime: 'video/mp4',
    });
    await served(customer, activity.id, 'media/1/202606/intro.mp4', 9000);
    await served(customer, activity.id, 'media/1/202606/other.mov', 200);
    await served(customer, activity.id, 'media/1/202606/poster.png', 50_000);
    const res = await t.call(activityVideo.list, { activity_id: activity.id }, { token });
    expect(res.body.data).toEqual({
      total: 2,
      page: 1,
      limit: 10,
      list: [
        {
          url: '/uploads/media/1/202606/intro.mp4',
          name: '开场视频.mp4',
          bytes: 9000,
          requests: 1,
          last_day: '2026-06-01',
        },
        {
          url: '/uploads/media/1/202606/other.mov',
          name: 'other.mov',
          bytes: 200,
          requests: 1,
          last_day: '2026-06-01',
        },
      ],
    });
  });

  it('shows nothing of another organiser’s traffic, and refuses to name their activity', async () => {
    const owner = await organiser();
    const other = await organiser();
    const activity = await makeActivity(t, owner.customer);
    await served(owner.customer, activity.id, 'media/1/x.mp4', 777);
    const token = other.token;
    expect((await t.call(traffic.list, {}, { token })).body.data.total).toBe(0);
    for (const call of [traffic.list, traffic.daily, activityVideo.list]) {
      expect((await t.call(call, { activity_id: activity.id }, { token })).body).toMatchObject({
        code: 600,
        msg: '活动不存在',
      });
    }
    expect((await t.call(traffic.balance, {}, { token })).body.data).toMatchObject({ used_bytes: 0 });
  });

  it('answers the free allowance before any traffic, then what is used and left', async () => {
    const { customer, token } = await organiser();
    const fresh = (await t.call(traffic.balance, {}, { token })).body.data;
    expect(fresh).toMatchObject({
      granted_bytes: trafficFreeGb * gib,
      used_bytes: 0,
      remaining_bytes: trafficFreeGb * gib,
      period_started_at: null,
      exhausted: false,
    });
    expect(fresh.packs[0]).toEqual({ gb: 10, price: 10 });
    await served(customer, 1, 'media/1/a.jpg', 3 * gib);
    expect((await t.call(traffic.balance, {}, { token })).body.data).toMatchObject({
      used_bytes: 3 * gib,
      remaining_bytes: (trafficFreeGb - 3) * gib,
      period_started_at: '2026-06-01T02:00:00.000Z',
    });
  });

  it('buys a pack from the balance: one paid order, one ledger row, and a new period with what was left', async () => {
    const { customer, token } = await organiser(100);
    await served(customer, 1, 'media/1/a.jpg', 4 * gib);
    const res = await t.call(traffic.buy, { gb: 50 }, { token });
    expect(res.body.data).toMatchObject({
      order: { type: 'traffic', title: '流量包50GB', amount: 45, quantity: 50, status: 'paid', pay_method: 'balance' },
      balance: { granted_bytes: (trafficFreeGb - 4 + 50) * gib, used_bytes: 0, warned: false, exhausted: false },
    });
    expect(await moneyOf(token)).toBe(55);
    const detail = (await t.call(order.recordDetail, { id: res.body.data.order.id }, { token })).body.data;
    expect(detail.ledger).toMatchObject([{ amount: -45, balance_after: 55, reason: 'traffic' }]);
    expect(await auditLedger(t.deps.db, { customerId: customer.id })).toEqual([]);
  });

  it('refuses a pack the balance cannot pay, with a clear message, leaving no order and no money moved', async () => {
    const { token } = await organiser(44.99);
    const res = await t.call(traffic.buy, { gb: 50 }, { token });
    expect(res.body).toMatchObject({ code: 400, msg: '账户余额不足，请先充值' });
    expect(await moneyOf(token)).toBe(44.99);
    expect((await t.call(order.record, {}, { token })).body.data.total).toBe(0);
    expect((await t.call(traffic.balance, {}, { token })).body.data.granted_bytes).toBe(trafficFreeGb * gib);
  });

  it.each([[{ gb: 7 }], [{ gb: 'lots' }], [{}]])('refuses the pack %o with 请选择流量包', async (input) => {
    const { token } = await organiser(1000);
    for (const call of [traffic.buy, traffic.order]) {
      expect((await t.call(call, input, { token })).body).toMatchObject({ code: 400, msg: '请选择流量包' });
    }
    expect(await moneyOf(token)).toBe(1000);
  });

  it('pays a pack order online through the sandbox and grants the traffic once', async () => {
    const { token } = await organiser();
    const unpaid = (await t.call(traffic.order, { gb: 10 }, { token })).body.data;
    expect(unpaid).toMatchObject({ type: 'traffic', status: 'unpaid', amount: 10 });
    const checkout = (await t.call(traffic.pay, { order_sn: unpaid.order_sn }, { token })).body.data;
    await payInSandbox(t, checkout);
    await payInSandbox(t, checkout).catch(() => undefined);
    expect((await t.call(order.payStatus, { order_sn: unpaid.order_sn }, { token })).body.data.status).toBe('paid');
    expect((await t.call(traffic.balance, {}, { token })).body.data.granted_bytes).toBe((trafficFreeGb + 10) * gib);
  });

  it('refuses another organiser’s order on cdn/pay', async () => {
    const owner = await organiser();
    const other = await organiser();
    const unpaid = (await t.call(traffic.order, { gb: 10 }, { token: owner.token })).body.data;
    const res = await t.call(traffic.pay, { order_sn: unpaid.order_sn }, { token: other.token });
    expect(res.body).toMatchObject({ code: 400, msg: '订单不存在' });
  });

  it('lets staff see traffic with the page granted, and buy only with paying granted too', async () => {
    const owner = await organiser(100);
    const viewer = await makeStaff(t, owner, { pages: ['function/safeVerify'] });
    expect((await t.call(traffic.balance, {}, { token: viewer.token })).body.code).toBe(200);
    expect((await t.call(traffic.buy, { gb: 10 }, { token: viewer.token })).body).toMatchObject({
      msg: '没有权限进行此操作',
    });
    const outsider = await makeStaff(t, owner, { pages: ['user/user_account'] });
    expect((await t.call(traffic.list, {}, { token: outsider.token })).body.msg).toBe('没有权限进行此操作');
    const buyer = await makeStaff(t, owner, {
      pages: ['function/safeVerify', 'user/user_order'],
      actions: ['order.pay'],
    });
    expect((await t.call(traffic.buy, { gb: 10 }, { token: buyer.token })).body.code).toBe(200);
    expect(await moneyOf(owner.token)).toBe(90);
  });

  it('asks for a login', async () => {
    expect((await t.call(traffic.balance, {})).body.code).toBe(500);
  });
});
