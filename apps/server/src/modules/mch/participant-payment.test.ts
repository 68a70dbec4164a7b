import { contract } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories.js';
import { type AlipayStandIn, startAlipayStandIn } from '../../test/payment-stand-ins/alipay-stand-in.js';
import { rsaKeyPair } from '../../test/payment-stand-ins/generated-keys.js';
import { listeningHost } from '../../test/payment-stand-ins/listening-host.js';
import { wechatPayTransactionNotice } from '../../test/payment-stand-ins/wechatpay-notification.js';
import { startWechatPayStandIn, type WechatPayStandIn } from '../../test/payment-stand-ins/wechatpay-stand-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeLiveQuiz } from '../activity/live-quiz.factory.js';
import { enterAs } from '../activity/participant.factory.js';
import { makeBank, sampleQuestion } from '../question/question.factory.js';
import { makeLiveSurvey, submitAs } from '../survey/survey.factory.js';
import { crowdFeeMs } from './fee-gate.js';
import { addWechatMerchant, alipayMerchantForm } from './mch.factory.js';

const { activitySet, h5Pay, h5PayStatus, payments, refund } = contract.mch;

describe('participants paying an activity’s fee to the organiser’s merchant', () => {
  let t: TestApp;
  let wechat: WechatPayStandIn;
  let alipay: AlipayStandIn;
  let host: string;

  beforeAll(async () => {
    wechat = await startWechatPayStandIn({ clock: () => t.clock.now() });
    alipay = await startAlipayStandIn({ clock: () => t.clock.now() });
    t = await createTestApp({ WECHATPAY_BASE_URL: wechat.baseUrl, ALIPAY_GATEWAY: alipay.gateway });
    host = await listeningHost(t);
  });
  afterAll(async () => {
    await t.close();
    await wechat.close();
    await alipay.close();
  });

  /** An organiser whose live quiz asks a fee, paid to a stand-in WeChat Pay merchant. */
  const quizWithFee = async (fee = 9.9, withQuestion = false) => {
    const o = await makeCustomer(t);
    const standIn = wechat.addMerchant();
    const merchant = await addWechatMerchant(t, o.token, standIn);
    const questionIds = [];
    if (withQuestion) {
      const bank = await makeBank(t, o.customer);
      const added = await t.call(
        contract.question.add,
        { bank_id: bank.id, ...sampleQuestion('single') },
        { token: o.token },
      );
      questionIds.push(added.body.data.id);
    }
    const owner = { tenantId: o.customer.tenantId, id: o.customer.id };
    const quiz = await makeLiveQuiz(t, owner, { question_ids: questionIds });
    const choice = { activity_id: quiz.id, pay_mch_id: merchant.id, hb_mch_id: null, fee, fee_title: '报名费' };
    expect((await t.call(activitySet, choice, { token: o.token })).body.code).toBe(200);
    return { ...o, standIn, merchant, quiz };
  };
  const pay = async (ticket: string, channel: 'native' | 'h5' | 'jsapi' = 'native') =>
    (await t.call(h5Pay, { ticket, channel }, { host })).body;
  const post = async (url: string, headers: Record<string, string>, body: string) => {
    const res = await fetch(url, { method: 'POST', headers, body });
    return { status: res.status, text: await res.text() };
  };

  it('pays through WeChat Pay and settles once on the notification, answering its retry as received', async () => {
    const o = await quizWithFee();
    const { ticket } = await enterAs(t, o.quiz);
    expect((await t.call(h5PayStatus, { ticket })).body.data).toEqual({ fee: 9.9, title: '报名费', status: 'none' });

    const checkout = await pay(ticket);
    expect(checkout).toMatchObject({
      code: 200,
      data: { amount: 9.9, title: '报名费', status: 'unpaid', jsapi: null },
    });
    expect(checkout.data.pay_url).toMatch(/^weixin:\/\/wxpay\/bizpayurl/);
    expect((await pay(ticket)).data.out_trade_no).toBe(checkout.data.out_trade_no);
    expect(wechat.order(checkout.data.out_trade_no)).toMatchObject({
      total: 990,
      mchid: o.standIn.mchId,
      notifyUrl: `http://${host}/api/Pay/notify/wechatpay/${o.merchant.id}`,
    });

    const paid = await wechat.pay(checkout.data.out_trade_no);
    expect(paid.status).toBe(204);
    expect((await t.call(h5PayStatus, { ticket })).body.data.status).toBe('paid');
    expect((await pay(ticket)).data).toMatchObject({ status: 'paid', pay_url: '' });
    expect(await post(paid.notifyUrl, paid.notice.headers, paid.notice.body)).toEqual({ status: 204, text: '' });

    const listed = (await t.call(payments, { activity_id: o.quiz.id }, { token: o.token })).body.data;
    expect(listed).toMatchObject({ total: 1, list: [{ status: 'paid', amount: 9.9, provider: 'wechatpay' }] });
    expect(listed.list[0]?.trade_no).toMatch(/^4200/);
  });

  it('hands out the waiting checkout again, but a fresh one when it is about to close', async () => {
    const o = await quizWithFee(2);
    const { ticket } = await enterAs(t, o.quiz);
    const first = (await pay(ticket)).data.out_trade_no;
    t.clock.advance(20 * 60_000);
    expect((await pay(ticket)).data.out_trade_no).toBe(first);
    t.clock.advance(6 * 60_000);
    const fresh = (await pay(ticket)).data.out_trade_no;
    expect(fresh).not.toBe(first);
    expect(wechat.order(fresh)?.total).toBe(200);
  });

  it('refuses a notification signed with another key, or sent to another merchant’s address', async () => {
    const o = await quizWithFee(5);
    const other = await quizWithFee(5);
    const { ticket } = await enterAs(t, o.quiz);
    const checkout = (await pay(ticket)).data;
    const tx = {
      mchid: o.standIn.mchId,
      out_trade_no: checkout.out_trade_no,
      transaction_id: '4200000009',
      trade_state: 'SUCCESS',
      amount: { total: 500 },
    };
    const url = `http://${host}/api/Pay/notify/wechatpay/${o.merchant.id}`;
    const forged = wechatPayTransactionNotice(
      { ...o.standIn, platformPrivateKeyPem: rsaKeyPair().privateKeyPem },
      tx,
      t.clock.now(),
    );
    expect(JSON.parse((await post(url, forged.headers, forged.body)).text).message).toBe('支付通知签名无效');
    const elsewhere = wechatPayTransactionNotice(other.standIn, { ...tx, mchid: other.standIn.mchId }, t.clock.now());
    const otherUrl = `http://${host}/api/Pay/notify/wechatpay/${other.merchant.id}`;
    expect(JSON.parse((await post(otherUrl, elsewhere.headers, elsewhere.body)).text).message).toBe('支付记录不存在');
    const cheaper = wechatPayTransactionNotice(o.standIn, { ...tx, amount: { total: 1 } }, t.clock.now());
    expect(JSON.parse((await post(url, cheaper.headers, cheaper.body)).text).message).toBe('支付金额与订单不符');
    expect((await post(`http://${host}/api/Pay/notify/alipay/${o.merchant.id}`, forged.headers, '')).text).toBe(
      'fail：支付记录不存在',
    );
    expect((await t.call(h5PayStatus, { ticket })).body.data.status).toBe('unpaid');
  });

  it('offers a phone-browser link, and JSAPI only to a participant signed in with WeChat', async () => {
    const o = await quizWithFee();
    const { ticket } = await enterAs(t, o.quiz);
    expect((await pay(ticket, 'h5')).data.pay_url).toContain('/standin/checkout/');
    expect((await pay(ticket, 'jsapi')).msg).toBe('请在微信中打开活动并使用微信登录后再支付');
    const wechatUser = await enterAs(t, o.quiz, { wechatCode: 'code-1' });
    const jsapi = (await pay(wechatUser.ticket, 'jsapi')).data;
    expect(jsapi.jsapi).toMatchObject({ appId: o.standIn.appId, signType: 'RSA' });
    expect(jsapi.jsapi?.package).toMatch(/^prepay_id=/);
  });

  it('lets the organiser refund a paid fee once, and nobody else', async () => {
    const o = await quizWithFee(3);
    const { ticket } = await enterAs(t, o.quiz);
    await wechat.pay((await pay(ticket)).data.out_trade_no);
    const [paid] = (await t.call(payments, { activity_id: o.quiz.id }, { token: o.token })).body.data.list;
    const stranger = await makeCustomer(t);
    expect((await t.call(refund, { id: paid!.id }, { token: stranger.token })).body.msg).toBe('支付记录不存在');
    expect((await t.call(payments, { activity_id: o.quiz.id }, { token: stranger.token })).body.code).toBe(600);

    const refunded = await t.call(refund, { id: paid!.id }, { token: o.token });
    expect(refunded.body.data).toMatchObject({ status: 'refunded' });
    expect(wechat.order(paid!.out_trade_no)).toMatchObject({ refunded: 300, state: 'REFUND' });
    expect((await t.call(refund, { id: paid!.id }, { token: o.token })).body.msg).toBe('只有已支付的款项可以退款');
    expect((await t.call(h5PayStatus, { ticket })).body.data.status).toBe('refunded');
  });

  it('keeps a participant from starting the quiz until the fee is paid, and again once it is refunded', async () => {
    const o = await quizWithFee(4, true);
    const { ticket } = await enterAs(t, o.quiz);
    const start = async () => (await t.call(contract.quiz.h5Start, { ticket })).body;
    expect(await start()).toMatchObject({ code: 400, msg: '请先支付参与费用' });
    const checkout = (await pay(ticket)).data;
    expect(await start()).toMatchObject({ code: 400, msg: '请先支付参与费用' });

    await wechat.pay(checkout.out_trade_no);
    const started = await start();
    expect(started.code).toBe(200);
    expect(started.data.questions.length).toBeGreaterThan(0);

    const [paid] = (await t.call(payments, { activity_id: o.quiz.id }, { token: o.token })).body.data.list;
    expect((await t.call(refund, { id: paid!.id }, { token: o.token })).body.code).toBe(200);
    expect(await start()).toMatchObject({ code: 400, msg: '请先支付参与费用' });
    const again = (await pay(ticket)).data;
    expect(again).toMatchObject({ status: 'unpaid', amount: 4 });
    expect(again.out_trade_no).not.toBe(checkout.out_trade_no);
  });

  it('takes a sign-up form only once its fee is paid, and a fee set while it is open within seconds', async () => {
    const o = await makeCustomer(t);
    const merchant = await addWechatMerchant(t, o.token, wechat.addMerchant());
    const form = await makeLiveSurvey(t, { tenantId: o.customer.tenantId, id: o.customer.id });
    const early = await enterAs(t, form);
    expect((await submitAs(t, early.ticket)).code).toBe(200);

    const choice = { activity_id: form.id, pay_mch_id: merchant.id, hb_mch_id: null, fee: 20, fee_title: '报名费' };
    expect((await t.call(activitySet, choice, { token: o.token })).body.code).toBe(200);
    const { ticket } = await enterAs(t, form);
    // This instance read the form's fee before it was set, and takes it as read for crowdFeeMs.
    expect((await submitAs(t, ticket)).code).toBe(200);
    t.clock.advance(crowdFeeMs);
    const late = await enterAs(t, form);
    expect(await submitAs(t, late.ticket)).toMatchObject({ code: 400, msg: '请先支付参与费用' });

    await wechat.pay((await pay(late.ticket)).data.out_trade_no);
    expect((await submitAs(t, late.ticket)).code).toBe(200);
  });

  it('pays through an Alipay app and asks nothing of an activity without a fee', async () => {
    const o = await makeCustomer(t);
    const merchant = (await t.call(contract.mch.add, alipayMerchantForm(alipay.addApp()), { token: o.token })).body
      .data;
    const quiz = await makeLiveQuiz(t, { tenantId: o.customer.tenantId, id: o.customer.id });
    const { ticket } = await enterAs(t, quiz);
    expect((await pay(ticket)).msg).toBe('该活动未设置收款商户');
    const choice = { activity_id: quiz.id, pay_mch_id: merchant.id, hb_mch_id: null, fee: 1, fee_title: '' };
    await t.call(activitySet, choice, { token: o.token });
    const checkout = (await pay(ticket)).data;
    expect(checkout.pay_url).toMatch(/^https:\/\/qr\.alipay\.com\//);
    expect((await pay(ticket, 'h5')).data.pay_url).toContain(alipay.gateway);
    const trade = [...alipay.trades.values()].find((x) => x.outTradeNo === checkout.out_trade_no)!;
    const paid = await alipay.pay(trade.outTradeNo);
    expect(paid).toMatchObject({ status: 200, text: 'success' });
    expect((await t.call(h5PayStatus, { ticket })).body.data.status).toBe('paid');
    expect((await alipay.deliver(trade.outTradeNo, paid.form)).text).toBe('success');
    const listed = (await t.call(payments, { activity_id: quiz.id }, { token: o.token })).body.data.list;
    expect(listed.filter((p) => p.status === 'paid').map((p) => p.out_trade_no)).toEqual([trade.outTradeNo]);
  });
});
