import { activityKind, contract } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditBalance, makeCustomer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { invoices, orderService, orders } from '../order/index.js';
import { callerOf, makeOrder } from '../order/order.factory.js';
import { auditLedger } from '../wallet/index.js';
import { makeActivity } from './activity.factory.js';
import { activities, activityTemplates } from './activity.table.js';

const { create, copy, info, publishBalancePay, publishOnlineSave, createRenewalOrder, refundClosedKind } =
  contract.activity;
const closedKinds = [{ kind: activityKind.siteCompetition, name: '现场答题竞赛' }];
const refusal = (name: string) => ({ code: 400, msg: `${name}即将开放，暂不能创建或购买`, data: null });
const day = 86_400_000;

describe('activity kinds that do not run yet', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const money = async (token: string) => (await t.call(contract.customer.info, {}, { token })).body.data.money;
  const activityCount = async (customerId: number) =>
    (await t.deps.db.select().from(activities).where(eq(activities.customerId, customerId))).length;
  const orderCount = async (customerId: number) =>
    (await t.deps.db.select().from(orders).where(eq(orders.customerId, customerId))).length;

  /** An activity of `kind` published and renewed from the balance before its kind was closed: ¥29 + ¥99. */
  const paidActivity = async (kind: number) => {
    const made = await makeCustomer(t);
    await creditBalance(t, made.customer, 'money', 200);
    const activity = await makeActivity(t, made.customer, { kind, title: '年会现场答题' });
    const payments = orderService(t.deps);
    for (const [yuan, days] of [
      [29, 7],
      [99, 30],
    ] as const) {
      const order = await makeOrder(t, made.customer, yuan, { activityId: activity.id, quantity: days });
      await payments.payWithBalance(callerOf(made.customer), order.orderSn, ['activity']);
    }
    return { ...made, activity };
  };

  it('refuses to create a blank activity of each closed kind, naming the kind, and writes nothing', async () => {
    const { token, customer } = await makeCustomer(t);
    for (const { kind, name } of closedKinds) {
      const res = await t.call(create, { type: kind, title: '年会' }, { token });
      expect(res.body).toMatchObject(refusal(name));
    }
    expect(await activityCount(customer.id)).toBe(0);
  });

  it('refuses to create from a closed kind’s template and does not count the use', async () => {
    const { token, customer } = await makeCustomer(t);
    const [template] = await t.deps.db
      .insert(activityTemplates)
      .values({
        code: 'kinds-test-scene',
        kind: activityKind.siteCompetition,
        title: '知识竞赛',
        funcId: 1,
        topicId: 1,
      })
      .returning();
    const res = await t.call(create, { type: activityKind.siteCompetition, tpl_id: template!.id }, { token });
    expect(res.body).toMatchObject(refusal('现场答题竞赛'));
    const [after] = await t.deps.db.select().from(activityTemplates).where(eq(activityTemplates.id, template!.id));
    expect(after!.useCount).toBe(0);
    expect(await activityCount(customer.id)).toBe(0);
  });

  it('still creates the open kinds', async () => {
    const { token } = await makeCustomer(t);
    for (const type of [
      activityKind.onlineQuiz,
      activityKind.siteInteraction,
      activityKind.survey,
      activityKind.lottery,
    ]) {
      expect((await t.call(create, { type }, { token })).body.code).toBe(200);
    }
  });

  it('refuses to copy an activity of a closed kind', async () => {
    const { token, customer } = await makeCustomer(t);
    const old = await makeActivity(t, customer, { kind: activityKind.siteCompetition });
    expect((await t.call(copy, { activity_id: old.id }, { token })).body).toMatchObject(refusal('现场答题竞赛'));
    expect(await activityCount(customer.id)).toBe(1);
  });

  it('refuses to publish or renew a closed kind, from the balance or online, and charges nothing', async () => {
    const { token, customer } = await makeCustomer(t);
    await creditBalance(t, customer, 'money', 100);
    const draft = await makeActivity(t, customer, { kind: activityKind.siteCompetition });
    const running = await makeActivity(t, customer, {
      kind: activityKind.siteCompetition,
      status: 'published',
      expiresAt: new Date(t.clock.now().getTime() + 3 * day),
    });
    const calls = [
      [publishBalancePay, draft.id, '现场答题竞赛'],
      [publishOnlineSave, draft.id, '现场答题竞赛'],
      [createRenewalOrder, running.id, '现场答题竞赛'],
    ] as const;
    for (const [endpoint, activityId, name] of calls) {
      const res = await t.call(endpoint, { activity_id: activityId, days: 7 }, { token });
      expect(res.body).toMatchObject(refusal(name));
    }
    expect(await money(token)).toBe(100);
    expect(await orderCount(customer.id)).toBe(0);
    expect((await t.call(info, { activity_id: draft.id }, { token })).body.data.status).toBe('draft');
  });

  it('refunds every paid order of a closed-kind activity to the balance once, and makes it a draft again', async () => {
    const { token, customer, activity } = await paidActivity(activityKind.siteCompetition);
    expect(await money(token)).toBe(72);
    const res = await t.call(refundClosedKind, { activity_id: activity.id }, { token });
    expect(res.body).toMatchObject({
      code: 200,
      data: { refunded: 128, orders: 2, activity: { id: activity.id, status: 'draft', expires_at: null } },
    });
    expect(await money(token)).toBe(200);
    const ledger = (await t.call(contract.wallet.list, { kind: 'money', reason: 'refund' }, { token })).body.data;
    const remark = expect.stringMatching(/^退款：测试订单 \d+（现场答题竞赛尚未开放）$/);
    expect(ledger.list.map((e) => [e.amount, e.remark])).toEqual([
      [99, remark],
      [29, remark],
    ]);
    expect(ledger.total).toBe(2);
    const statuses = await t.deps.db.select().from(orders).where(eq(orders.activityId, activity.id));
    expect(statuses.map((o) => o.status)).toEqual(['refunded', 'refunded']);
    const again = await t.call(refundClosedKind, { activity_id: activity.id }, { token });
    expect(again.body).toMatchObject({ code: 400, msg: '该活动没有可退的费用' });
    expect(await money(token)).toBe(200);
    expect(await auditLedger(t.deps.db, { customerId: customer.id })).toEqual([]);
  });

  it('refunds once when the refund is asked for many times at once', async () => {
    const { token, customer, activity } = await paidActivity(activityKind.siteCompetition);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.call(refundClosedKind, { activity_id: activity.id }, { token })),
    );
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.msg === '该活动没有可退的费用')).toHaveLength(7);
    expect(await money(token)).toBe(200);
    expect(await auditLedger(t.deps.db, { customerId: customer.id })).toEqual([]);
  });

  it('answers another organiser’s activity as missing and gives them nothing', async () => {
    const { activity } = await paidActivity(activityKind.siteCompetition);
    const other = await makeCustomer(t);
    const res = await t.call(refundClosedKind, { activity_id: activity.id }, { token: other.token });
    expect(res.body).toMatchObject({ code: 600, msg: '活动不存在' });
    expect(await money(other.token)).toBe(0);
  });

  it('does not refund an activity of an open kind', async () => {
    const { token, customer } = await makeCustomer(t);
    await creditBalance(t, customer, 'money', 50);
    const quiz = await makeActivity(t, customer);
    await t.call(publishBalancePay, { activity_id: quiz.id, days: 7 }, { token });
    const res = await t.call(refundClosedKind, { activity_id: quiz.id }, { token });
    expect(res.body).toMatchObject({ code: 400, msg: '该类活动已开放，发布费用不退' });
    expect(await money(token)).toBe(21);
    expect((await t.call(info, { activity_id: quiz.id }, { token })).body.data.status).toBe('published');
  });

  it('leaves an invoiced activity’s orders alone and says whom to ask', async () => {
    const { token, customer, activity } = await paidActivity(activityKind.siteCompetition);
    const [invoice] = await t.deps.db
      .insert(invoices)
      .values({ tenantId: customer.tenantId, customerId: customer.id, title: '某公司', email: 'a@b.cn', amount: 2900 })
      .returning();
    await t.deps.db.update(orders).set({ invoiceId: invoice!.id }).where(eq(orders.activityId, activity.id));
    const res = await t.call(refundClosedKind, { activity_id: activity.id }, { token });
    expect(res.body).toMatchObject({ code: 400, msg: '该活动的订单已开发票，请联系客服退款' });
    expect(await money(token)).toBe(72);
    expect((await t.call(info, { activity_id: activity.id }, { token })).body.data.status).toBe('published');
  });
});
