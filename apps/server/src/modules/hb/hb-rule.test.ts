import { contract } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeLiveActivity } from '../activity/live-activity.factory.js';
import { organiserWithQuiz, saveRule } from './hb.factory.js';

const { rule, ruleSave, payouts } = contract.hb;
const fixed = { mode: 'fixed' as const, amount: 2, budget: 100, qualify: 'passed' as const };

describe('an activity’s red-packet rule', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('starts from the form’s defaults, with the red-packet balance and no merchant (the sandbox pays)', async () => {
    const o = await organiserWithQuiz(t, 66);
    const res = await t.call(rule, { activity_id: o.quiz.id }, { token: o.token });
    expect(res.body.data).toMatchObject({
      activity_id: o.quiz.id,
      saved: false,
      mode: 'fixed',
      qualify: 'passed',
      paid_total: 0,
      hb_money: 66,
      merchant: null,
    });
  });

  it('keeps a fixed rule the balance covers, and a random one with its range', async () => {
    const o = await organiserWithQuiz(t, 100);
    expect(await saveRule(t, o.token, o.quiz, { ...fixed, per_person: 2, wish: '答得好' })).toMatchObject({
      code: 200,
      data: { saved: true, enabled: true, mode: 'fixed', amount: 2, budget: 100, per_person: 2, wish: '答得好' },
    });
    const random = { mode: 'random' as const, min_amount: 0.5, max_amount: 8.88, budget: 60, qualify: 'top' as const };
    const saved = await saveRule(t, o.token, o.quiz, { ...random, top_n: 20 });
    expect(saved.data).toMatchObject({ mode: 'random', amount: 0, min_amount: 0.5, max_amount: 8.88, top_n: 20 });
    expect((await t.call(rule, { activity_id: o.quiz.id }, { token: o.token })).body.data).toMatchObject({
      saved: true,
      qualify: 'top',
      budget: 60,
    });
  });

  it('refuses a budget the red-packet balance does not cover, but keeps a rule that is off', async () => {
    const o = await organiserWithQuiz(t, 99.99);
    expect(await saveRule(t, o.token, o.quiz, fixed)).toMatchObject({
      code: 400,
      msg: '红包余额不足以支付该预算，请先充值红包余额或调低预算',
      error: 'HB_BUDGET_NOT_COVERED',
    });
    expect((await t.call(rule, { activity_id: o.quiz.id }, { token: o.token })).body.data.saved).toBe(false);
    expect((await saveRule(t, o.token, o.quiz, { ...fixed, enabled: false })).data).toMatchObject({
      saved: true,
      enabled: false,
    });
  });

  it('says what is wrong with a rule in words', async () => {
    const o = await organiserWithQuiz(t, 1000);
    const wrong = async (r: Record<string, unknown>) => (await saveRule(t, o.token, o.quiz, { ...fixed, ...r })).msg;
    expect(await wrong({ amount: '' })).toBe('请输入红包金额');
    expect(await wrong({ amount: 0.05 })).toBe('单个红包金额应在0.1元到200元之间');
    expect(await wrong({ amount: 200.01 })).toBe('单个红包金额应在0.1元到200元之间');
    expect(await wrong({ mode: 'random', min_amount: 5, max_amount: 1 })).toBe('最小金额不能大于最大金额');
    expect(await wrong({ mode: 'random', min_amount: 5 })).toBe('请输入红包的最小和最大金额');
    expect(await wrong({ amount: 5, budget: 4 })).toBe('总预算不能少于一个红包的金额');
    expect(await wrong({ qualify: 'top' })).toBe('请输入可领取红包的名次');
    expect(await wrong({ per_person: 11 })).toBe('每人最多可领10个');
    expect(await wrong({ qualify: 'everyone' })).toBe('请选择领取条件');
    expect(await wrong({ wish: '恭'.repeat(33) })).toBe('祝福语不能超过32个字');
  });

  it('is for online quizzes of the caller’s own only', async () => {
    const o = await organiserWithQuiz(t, 100);
    const other = await makeCustomer(t);
    const foreign = await t.call(ruleSave, { activity_id: o.quiz.id, ...fixed }, { token: other.token });
    expect(foreign.body).toMatchObject({ code: 600, msg: '活动不存在' });
    expect((await t.call(rule, { activity_id: o.quiz.id }, { token: other.token })).body.code).toBe(600);
    expect((await t.call(payouts, { activity_id: o.quiz.id }, { token: other.token })).body.code).toBe(600);
    const survey = await makeLiveActivity(t, { tenantId: o.customer.tenantId, id: o.customer.id }, 4);
    expect((await saveRule(t, o.token, survey, fixed)).error).toBe('ACTIVITY_KIND_MISMATCH');
    expect((await t.call(rule, { activity_id: o.quiz.id }, {})).body.code).toBe(500);
  });
});
