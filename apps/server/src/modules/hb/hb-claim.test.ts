import { contract } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { enterAs } from '../activity/participant.factory.js';
import { makeParticipant } from '../prize/prize.factory.js';
import { auditLedger } from '../wallet/index.js';
import { organiserWithQuiz, prizeWon, saveRule, scoredAttempt } from './hb.factory.js';

const { h5State, h5Claim, payouts, rule } = contract.hb;
const passedRule = { mode: 'fixed' as const, amount: 1.88, budget: 10, qualify: 'passed' as const };

describe('participants claiming red packets (sandbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const claim = async (ticket: string) => (await t.call(h5Claim, { ticket })).body;
  const state = async (ticket: string) => (await t.call(h5State, { ticket })).body.data;
  const hbMoney = async (token: string) => (await t.call(contract.customer.info, {}, { token })).body.data.hb_money;

  it('pays a participant who passed once, from the red-packet balance, with a ledger row', async () => {
    const o = await organiserWithQuiz(t, 20);
    expect((await saveRule(t, o.token, o.quiz, passedRule)).code).toBe(200);
    const someone = await makeParticipant(t, o.quiz, { name: '张三', phone: '13800000001' });
    expect(await state(someone.ticket)).toMatchObject({
      offered: true,
      can_claim: false,
      reason: '答题及格后才能领取红包',
    });
    expect(await claim(someone.ticket)).toMatchObject({ code: 400, msg: '答题及格后才能领取红包' });

    await scoredAttempt(t, someone, 80);
    expect(await state(someone.ticket)).toMatchObject({ can_claim: true, reason: '', mine: [] });
    expect(await claim(someone.ticket)).toMatchObject({ code: 200, data: { amount: 1.88, status: 'paid' } });
    expect(await claim(someone.ticket)).toMatchObject({ code: 400, msg: '你已领取过红包' });
    expect(await state(someone.ticket)).toMatchObject({
      can_claim: false,
      reason: '你已领取过红包',
      mine: [{ amount: 1.88, status: 'paid' }],
    });

    expect(await hbMoney(o.token)).toBe(18.12);
    const listed = (await t.call(payouts, { activity_id: o.quiz.id }, { token: o.token })).body.data;
    expect(listed).toMatchObject({
      total: 1,
      list: [{ participant_name: '张三', phone: '13800000001', amount: 1.88, status: 'paid', channel: 'sandbox' }],
    });
    const ledger = (await t.call(contract.hb.record, { type: 'red_packet' }, { token: o.token })).body.data.list;
    expect(ledger).toMatchObject([{ amount: -1.88, balance_after: 18.12 }]);
    expect(ledger[0]?.remark).toContain(listed.list[0]?.out_no);
    expect((await t.call(rule, { activity_id: o.quiz.id }, { token: o.token })).body.data).toMatchObject({
      paid_total: 1.88,
      paid_count: 1,
    });
    expect(await auditLedger(t.deps.db, { customerId: o.customer.id })).toEqual([]);
  });

  it('gives prize winners one packet per prize, up to the per-person cap', async () => {
    const o = await organiserWithQuiz(t, 20);
    await saveRule(t, o.token, o.quiz, { ...passedRule, qualify: 'winners', per_person: 2 });
    const winner = await makeParticipant(t, o.quiz);
    expect(await claim(winner.ticket)).toMatchObject({ msg: '中奖后才能领取红包' });
    await prizeWon(t, winner);
    expect((await claim(winner.ticket)).code).toBe(200);
    expect(await claim(winner.ticket)).toMatchObject({ msg: '你已领取过红包' });
    await prizeWon(t, winner);
    await prizeWon(t, winner);
    expect((await claim(winner.ticket)).code).toBe(200);
    expect(await claim(winner.ticket)).toMatchObject({ msg: '你已领取过红包' });
    expect((await state(winner.ticket)).mine).toHaveLength(2);
  });

  it('pays the top N of the ranking, also once the activity has ended', async () => {
    const endTime = new Date(t.clock.now().getTime() + 86_400_000);
    const o = await organiserWithQuiz(t, 20, { endTime });
    await saveRule(t, o.token, o.quiz, { ...passedRule, qualify: 'top', top_n: 2 });
    const [first, second, third] = [
      await makeParticipant(t, o.quiz),
      await makeParticipant(t, o.quiz),
      await makeParticipant(t, o.quiz),
    ];
    await scoredAttempt(t, first!, 100);
    await scoredAttempt(t, second!, 90);
    await scoredAttempt(t, third!, 90, true, 120_000);
    t.clock.advance(2 * 86_400_000);
    expect((await claim(first!.ticket)).code).toBe(200);
    expect((await claim(second!.ticket)).code).toBe(200);
    expect(await claim(third!.ticket)).toMatchObject({ msg: '排名未进入可领取红包的名次' });
  });

  it('draws random amounts within the range and stops when the budget is used up', async () => {
    const o = await organiserWithQuiz(t, 100);
    const random = { mode: 'random' as const, min_amount: 1, max_amount: 3, budget: 5, qualify: 'passed' as const };
    await saveRule(t, o.token, o.quiz, random);
    const paid: number[] = [];
    let soldOut = 0;
    for (let i = 0; i < 6; i += 1) {
      const someone = await makeParticipant(t, o.quiz);
      await scoredAttempt(t, someone, 60);
      const res = await claim(someone.ticket);
      if (res.code === 200) paid.push(res.data.amount);
      else if (res.msg === '红包已发完') soldOut += 1;
    }
    expect(paid.every((a) => a >= 1 && a <= 3)).toBe(true);
    expect(paid.reduce((s, a) => s + a, 0)).toBeLessThanOrEqual(5);
    expect(soldOut).toBeGreaterThan(0);
    expect(await hbMoney(o.token)).toBeCloseTo(100 - paid.reduce((s, a) => s + a, 0), 2);
    expect(await auditLedger(t.deps.db, { customerId: o.customer.id })).toEqual([]);
  });

  it('says the packets are gone when the balance was taken away after the rule was set, moving no money', async () => {
    const o = await organiserWithQuiz(t, 10);
    await saveRule(t, o.token, o.quiz, passedRule);
    expect((await t.call(contract.hb.withdraw, { amount: 9 }, { token: o.token })).body.code).toBe(200);
    const someone = await makeParticipant(t, o.quiz);
    await scoredAttempt(t, someone, 60);
    expect(await claim(someone.ticket)).toMatchObject({ code: 400, msg: '红包已发完' });
    expect(await hbMoney(o.token)).toBe(1);
    expect((await t.call(rule, { activity_id: o.quiz.id }, { token: o.token })).body.data.paid_total).toBe(0);
  });

  it('offers nothing when the rule is off, and pays nothing to the organiser’s own preview', async () => {
    const o = await organiserWithQuiz(t, 10);
    const someone = await makeParticipant(t, o.quiz);
    expect(await state(someone.ticket)).toMatchObject({ offered: false, can_claim: false });
    expect(await claim(someone.ticket)).toMatchObject({ msg: '本活动没有红包可领取' });
    await saveRule(t, o.token, o.quiz, { ...passedRule, enabled: false });
    expect(await claim(someone.ticket)).toMatchObject({ msg: '本活动没有红包可领取' });

    await saveRule(t, o.token, o.quiz, passedRule);
    const preview = await enterAs(t, o.quiz, { token: o.token });
    await scoredAttempt(
      t,
      { ...preview, tenantId: o.quiz.tenantId, customerId: o.quiz.customerId, activityId: o.quiz.id },
      99,
    );
    expect(await claim(preview.ticket)).toMatchObject({ msg: '预览时不发放红包' });
    expect(await claim('x'.repeat(32))).toMatchObject({ msg: '请重新进入活动' });
  });

  it('lists an activity’s payouts by status for its organiser', async () => {
    const o = await organiserWithQuiz(t, 10);
    await saveRule(t, o.token, o.quiz, passedRule);
    const someone = await makeParticipant(t, o.quiz);
    await scoredAttempt(t, someone, 60);
    await claim(someone.ticket);
    const by = async (status: string) =>
      (await t.call(payouts, { activity_id: o.quiz.id, status }, { token: o.token })).body.data.total;
    expect([await by('paid'), await by('failed'), await by('')]).toEqual([1, 0, 1]);
    expect((await t.call(payouts, { activity_id: o.quiz.id, status: 'lost' }, { token: o.token })).body.msg).toBe(
      '状态错误',
    );
  });
});
