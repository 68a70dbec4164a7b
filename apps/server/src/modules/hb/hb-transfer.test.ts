import { contract } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wechatPayPlatformEnv } from '../../test/payment-stand-ins/provider-env.js';
import { startWechatPayStandIn, type WechatPayStandIn } from '../../test/payment-stand-ins/wechatpay-stand-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { participants } from '../activity/index.js';
import { enterAs } from '../activity/participant.factory.js';
import { addWechatMerchant } from '../mch/mch.factory.js';
import { auditLedger } from '../wallet/index.js';
import { organiserWithQuiz, saveRule, scoredAttempt } from './hb.factory.js';
import { hbPayouts } from './hb.table.js';
import { payoutSettleAfterMs, reconcilePayouts } from './payout-reconcile.js';

const { h5State, h5Claim, payouts, rule } = contract.hb;
const passedRule = { mode: 'fixed' as const, amount: 1.88, budget: 10, qualify: 'passed' as const };

describe('red packets paid by the activity’s WeChat Pay merchant', () => {
  let t: TestApp;
  let wechat: WechatPayStandIn;
  beforeAll(async () => {
    wechat = await startWechatPayStandIn({ clock: () => t.clock.now() });
    t = await createTestApp({ WECHATPAY_BASE_URL: wechat.baseUrl });
  });
  afterAll(async () => {
    await t.close();
    await wechat.close();
  });

  /** An organiser whose quiz pays red packets from a stand-in merchant holding `merchantFen`. */
  const quizWithMerchant = async (merchantFen: number) => {
    const o = await organiserWithQuiz(t, 20);
    const standIn = wechat.addMerchant(merchantFen);
    const merchant = await addWechatMerchant(t, o.token, standIn, '红包商户');
    const choice = { activity_id: o.quiz.id, pay_mch_id: null, hb_mch_id: merchant.id, fee: 0, fee_title: '' };
    expect((await t.call(contract.mch.activitySet, choice, { token: o.token })).body.code).toBe(200);
    expect((await saveRule(t, o.token, o.quiz, passedRule)).data?.merchant).toEqual({
      id: merchant.id,
      name: '红包商户',
    });
    return { ...o, standIn, merchant };
  };
  /** A participant signed in with WeChat who passed. */
  const passedWechatUser = async (quiz: { id: number; code: string | null }, code: string) => {
    const entered = await enterAs(t, quiz, { wechatCode: code });
    const [row] = await t.deps.db.select().from(participants).where(eq(participants.id, entered.id));
    await scoredAttempt(t, row!, 90);
    return row!;
  };
  const hbMoney = async (token: string) => (await t.call(contract.customer.info, {}, { token })).body.data.hb_money;

  /** The payout's row and the stand-in's transfers by its batch number. */
  const payoutOf = async (participantId: number) => {
    const [row] = await t.deps.db.select().from(hbPayouts).where(eq(hbPayouts.participantId, participantId));
    return { row: row!, transfers: wechat.transfers.filter((x) => x.outBatchNo === row!.outNo) };
  };
  /** A reconciler round once the payouts are old enough to be its business. */
  const laterRound = () => {
    t.clock.advance(payoutSettleAfterMs + 1_000);
    return reconcilePayouts(t.deps);
  };

  it('transfers to the participant’s openid through the merchant, and calls it paid once WeChat Pay paid it', async () => {
    const o = await quizWithMerchant(100_00);
    const someone = await passedWechatUser(o.quiz, 'code-winner-1');
    const res = await t.call(h5Claim, { ticket: someone.ticket });
    // WeChat Pay accepts a batch and pays its detail afterwards: the packet is on its way (发放中).
    expect(res.body).toMatchObject({ code: 200, data: { amount: 1.88, status: 'pending' } });
    const openid = someone.identity.slice('wechat:'.length);
    expect(wechat.transfers.at(-1)).toMatchObject({ mchid: o.standIn.mchId, totalFen: 188, openids: [openid] });
    expect(await hbMoney(o.token)).toBe(18.12);
    const { row } = await payoutOf(someone.id);
    expect(row.batchId).toBe(wechat.transfers.at(-1)?.batchId);

    expect(await laterRound()).toMatchObject({ waiting: 1 });
    wechat.finishTransfer(row.outNo, 'SUCCESS');
    expect(await laterRound()).toMatchObject({ paid: 1, waiting: 0 });
    const listed = (await t.call(payouts, { activity_id: o.quiz.id }, { token: o.token })).body.data.list;
    expect(listed).toMatchObject([{ status: 'paid', channel: 'wechatpay' }]);
    expect((await t.call(h5State, { ticket: someone.ticket })).body.data.mine).toMatchObject([{ status: 'paid' }]);
    expect(await hbMoney(o.token)).toBe(18.12);
  });

  it('keeps the merchant while a red packet it sent is on its way, since the reconciler still asks it', async () => {
    const o = await quizWithMerchant(100_00);
    const someone = await passedWechatUser(o.quiz, 'code-keeps-merchant');
    expect((await t.call(h5Claim, { ticket: someone.ticket })).body.data).toMatchObject({ status: 'pending' });
    const none = { activity_id: o.quiz.id, pay_mch_id: null, hb_mch_id: null, fee: 0, fee_title: '' };
    expect((await t.call(contract.mch.activitySet, none, { token: o.token })).body.code).toBe(200);
    const refused = await t.call(contract.mch.delete, { id: o.merchant.id }, { token: o.token });
    expect(refused.body).toMatchObject({ code: 400, msg: '该商户还有红包正在发放，请等发放结束后再删除' });

    wechat.finishTransfer((await payoutOf(someone.id)).row.outNo, 'SUCCESS');
    expect(await laterRound()).toMatchObject({ paid: 1 });
    expect((await t.call(contract.mch.delete, { id: o.merchant.id }, { token: o.token })).body.code).toBe(200);
  });

  it('settles a transfer whose answer was lost by asking WeChat Pay, paying it once', async () => {
    const o = await quizWithMerchant(100_00);
    const someone = await passedWechatUser(o.quiz, 'code-lost-answer');
    wechat.troubleNextTransfer('lostAnswer');
    expect((await t.call(h5Claim, { ticket: someone.ticket })).body.data).toMatchObject({ status: 'pending' });
    // Too young for the reconciler: its claim asked a moment ago.
    expect(await reconcilePayouts(t.deps)).toEqual({ paid: 0, failed: 0, waiting: 0 });
    expect(await laterRound()).toMatchObject({ waiting: 1 });
    const { row, transfers } = await payoutOf(someone.id);
    expect(transfers).toHaveLength(1);
    expect(row.batchId).toBe(transfers[0]?.batchId);
    wechat.finishTransfer(row.outNo, 'SUCCESS');
    expect(await laterRound()).toMatchObject({ paid: 1 });
    expect((await payoutOf(someone.id)).transfers).toHaveLength(1);
    expect(o.standIn.balanceFen).toBe(100_00 - 188);
    expect(await hbMoney(o.token)).toBe(18.12);
  });

  it('sends again a transfer WeChat Pay never received, under the same batch number', async () => {
    const o = await quizWithMerchant(100_00);
    const someone = await passedWechatUser(o.quiz, 'code-lost-request');
    wechat.troubleNextTransfer('lostRequest');
    expect((await t.call(h5Claim, { ticket: someone.ticket })).body.data).toMatchObject({ status: 'pending' });
    expect((await payoutOf(someone.id)).transfers).toHaveLength(0);
    expect(await laterRound()).toMatchObject({ waiting: 1 });
    const { row, transfers } = await payoutOf(someone.id);
    expect(transfers).toMatchObject([{ outBatchNo: row.outNo, totalFen: 188 }]);
    wechat.finishTransfer(row.outNo, 'SUCCESS');
    expect(await laterRound()).toMatchObject({ paid: 1 });
    expect(o.standIn.balanceFen).toBe(100_00 - 188);
  });

  it('gives the money of a transfer WeChat Pay failed back once, however many servers settle it', async () => {
    const o = await quizWithMerchant(100_00);
    const someone = await passedWechatUser(o.quiz, 'code-no-real-name');
    await t.call(h5Claim, { ticket: someone.ticket });
    const { row } = await payoutOf(someone.id);
    wechat.finishTransfer(row.outNo, 'FAIL', 'REAL_NAME_CHECK_FAIL');
    t.clock.advance(payoutSettleAfterMs + 1_000);
    const rounds = await Promise.all([reconcilePayouts(t.deps), reconcilePayouts(t.deps)]);
    expect(rounds.reduce((n, r) => n + r.failed, 0)).toBeGreaterThanOrEqual(1);
    expect((await t.call(h5State, { ticket: someone.ticket })).body.data).toMatchObject({
      can_claim: true,
      mine: [{ status: 'failed', fail_reason: '收款用户未完成微信实名认证' }],
    });
    expect(await hbMoney(o.token)).toBe(20);
    expect((await t.call(rule, { activity_id: o.quiz.id }, { token: o.token })).body.data).toMatchObject({
      paid_total: 0,
      paid_count: 0,
    });
    const ledger = (await t.call(contract.hb.record, {}, { token: o.token })).body.data.list;
    expect(ledger.filter((e) => e.reason === 'refund')).toHaveLength(1);
    expect(await auditLedger(t.deps.db, { customerId: o.customer.id })).toEqual([]);
  });

  it('asks a participant who did not sign in with WeChat to do so, taking no money', async () => {
    const o = await quizWithMerchant(100_00);
    const entered = await enterAs(t, o.quiz);
    const [row] = await t.deps.db.select().from(participants).where(eq(participants.id, entered.id));
    await scoredAttempt(t, row!, 90);
    expect((await t.call(h5Claim, { ticket: entered.ticket })).body.msg).toBe(
      '请在微信中打开活动并使用微信登录后领取红包',
    );
    expect(await hbMoney(o.token)).toBe(20);
  });

  it('gives a refused transfer’s money back to the balance and the budget, and lets the participant try again', async () => {
    const o = await quizWithMerchant(50);
    const someone = await passedWechatUser(o.quiz, 'code-unlucky-1');
    const res = await t.call(h5Claim, { ticket: someone.ticket });
    expect(res.body).toMatchObject({
      code: 200,
      data: { amount: 1.88, status: 'failed', fail_reason: '商户运营账户余额不足' },
    });
    expect(await hbMoney(o.token)).toBe(20);
    const ledger = (await t.call(contract.hb.record, {}, { token: o.token })).body.data.list;
    expect(ledger.map((e) => [e.reason, e.amount])).toEqual([
      ['refund', 1.88],
      ['red_packet', -1.88],
      ['adjust', 20],
    ]);
    expect(ledger[0]?.remark).toContain('商户运营账户余额不足');
    expect((await t.call(rule, { activity_id: o.quiz.id }, { token: o.token })).body.data).toMatchObject({
      paid_total: 0,
      paid_count: 0,
    });
    expect((await t.call(h5State, { ticket: someone.ticket })).body.data).toMatchObject({
      can_claim: true,
      mine: [{ status: 'failed' }],
    });
    o.standIn.balanceFen = 100_00;
    expect((await t.call(h5Claim, { ticket: someone.ticket })).body.data.status).toBe('pending');
    expect(await hbMoney(o.token)).toBe(18.12);
    expect(await auditLedger(t.deps.db, { customerId: o.customer.id })).toEqual([]);
  });
});

describe('red packets when the platform takes real payments', () => {
  let t: TestApp;
  let wechat: WechatPayStandIn;
  beforeAll(async () => {
    wechat = await startWechatPayStandIn({ clock: () => t.clock.now() });
    t = await createTestApp(wechatPayPlatformEnv(wechat.baseUrl, wechat.addMerchant()));
  });
  afterAll(async () => {
    await t.close();
    await wechat.close();
  });

  it('needs the activity’s own WeChat Pay merchant: the sandbox pays no real red packets', async () => {
    const o = await organiserWithQuiz(t, 20);
    expect(await saveRule(t, o.token, o.quiz, passedRule)).toMatchObject({
      code: 400,
      msg: '该活动未设置发放红包的微信支付商户',
    });
    expect((await saveRule(t, o.token, o.quiz, { ...passedRule, enabled: false })).code).toBe(200);
  });
});
