import { contract } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { payInSandbox } from '../order/sandbox-pay.factory.js';
import { auditLedger } from '../wallet/index.js';
import { makeActivity } from './activity.factory.js';

const { createRenewalOrder, renewalActPay, isPublish } = contract.activity;
const { balancePay, record } = contract.order;
const day = 86_400_000;

describe('renewing an activity', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const inDays = (n: number) => new Date(t.clock.now().getTime() + n * day);
  /** An organiser with an activity paid until `daysLeft` from now (negative: expired that long ago). */
  const organiser = async (yuan: number, daysLeft: number | null) => {
    const made = await makeCustomer(t, { money: yuan });
    const published = daysLeft === null ? {} : { status: 'published' as const, expiresAt: inDays(daysLeft) };
    const activity = await makeActivity(t, made.customer, { title: '年会大屏抽奖', ...published });
    return { ...made, activity };
  };
  const money = async (token: string) => (await t.call(contract.customer.info, {}, { token })).body.data.money;
  const expiresAt = async (token: string, activityId: number) =>
    (await t.call(isPublish, { activity_id: activityId }, { token })).body.data.expires_at;

  it('adds the days bought to what is left of a running activity, paid from the balance', async () => {
    const { token, customer, activity } = await organiser(100, 3);
    const order = (await t.call(createRenewalOrder, { activity_id: activity.id, days: 30 }, { token })).body.data;
    expect(order).toMatchObject({
      type: 'activity',
      title: '续费活动：年会大屏抽奖（30天）',
      amount: 99,
      quantity: 30,
      status: 'unpaid',
    });
    expect(await expiresAt(token, activity.id)).toBe(inDays(3).toISOString());
    const paid = await t.call(balancePay, { order_sn: order.order_sn }, { token });
    expect(paid.body.data).toMatchObject({ status: 'paid', pay_method: 'balance' });
    expect(await expiresAt(token, activity.id)).toBe(inDays(33).toISOString());
    expect(await money(token)).toBe(1);
    const again = await t.call(balancePay, { order_sn: order.order_sn }, { token });
    expect(again.body.data.status).toBe('paid');
    expect(await expiresAt(token, activity.id)).toBe(inDays(33).toISOString());
    expect(await money(token)).toBe(1);
    expect(await auditLedger(t.deps.db, { customerId: customer.id })).toEqual([]);
  });

  it('puts an expired activity back online from now when the online renewal is paid', async () => {
    const { token, activity } = await organiser(0, -5);
    expect((await t.call(isPublish, { activity_id: activity.id }, { token })).body.data.status).toBe('expired');
    const order = (await t.call(createRenewalOrder, { activity_id: activity.id, days: 7 }, { token })).body.data;
    const checkout = (await t.call(renewalActPay, { order_sn: order.order_sn }, { token })).body.data;
    expect(checkout).toMatchObject({ order_sn: order.order_sn, amount: 29 });
    await payInSandbox(t, checkout);
    expect((await t.call(isPublish, { activity_id: activity.id }, { token })).body.data).toMatchObject({
      status: 'published',
      expires_at: inDays(7).toISOString(),
      days_left: 7,
    });
  });

  it('refuses to renew a draft: it is published first', async () => {
    const { token, activity } = await organiser(100, null);
    const res = await t.call(createRenewalOrder, { activity_id: activity.id, days: 7 }, { token });
    expect(res.body).toMatchObject({ code: 400, msg: '活动尚未发布，请先发布' });
    expect((await t.call(record, {}, { token })).body.data.total).toBe(0);
  });

  it('refuses a renewal when the balance is short, leaving the paid period as it was', async () => {
    const { token, activity } = await organiser(10, 3);
    const order = (await t.call(createRenewalOrder, { activity_id: activity.id, days: 7 }, { token })).body.data;
    const res = await t.call(balancePay, { order_sn: order.order_sn }, { token });
    expect(res.body).toMatchObject({ code: 400, msg: '账户余额不足，请先充值' });
    expect(await expiresAt(token, activity.id)).toBe(inDays(3).toISOString());
    expect(await money(token)).toBe(10);
  });

  it('refuses to renew another organiser’s activity as not found (code 600)', async () => {
    const owner = await organiser(0, 3);
    const intruder = await organiser(100, 3);
    const res = await t.call(createRenewalOrder, { activity_id: owner.activity.id, days: 7 }, intruder);
    expect(res.body).toMatchObject({ code: 600, msg: '活动不存在' });
    expect((await t.call(record, {}, intruder)).body.data.total).toBe(0);
  });
});
