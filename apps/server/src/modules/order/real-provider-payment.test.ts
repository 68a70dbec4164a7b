import { contract } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { rsaSha256Sign } from '../../platform/payment/rsa-sha256.js';
import { wechatPaySignedMessage } from '../../platform/payment/wechatpay/wechatpay-signature.js';
import { makeCustomer } from '../../test/factories.js';
import { type AlipayStandIn, startAlipayStandIn } from '../../test/payment-stand-ins/alipay-stand-in.js';
import { rsaKeyPair } from '../../test/payment-stand-ins/generated-keys.js';
import { listeningHost } from '../../test/payment-stand-ins/listening-host.js';
import { alipayPlatformEnv, wechatPayPlatformEnv } from '../../test/payment-stand-ins/provider-env.js';
import {
  wechatPaySignedHeaders,
  wechatPayTransactionNotice,
} from '../../test/payment-stand-ins/wechatpay-notification.js';
import { startWechatPayStandIn, type WechatPayStandIn } from '../../test/payment-stand-ins/wechatpay-stand-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { auditLedger } from '../wallet/index.js';

const { createRecharge, rechargeStatus } = contract.wallet;
const replayed = '该支付通知已处理过，重复的通知不予受理';

describe('the platform’s top-ups through WeChat Pay, when configured', () => {
  let t: TestApp;
  let standIn: WechatPayStandIn;
  let merchant: ReturnType<WechatPayStandIn['addMerchant']>;
  let host: string;

  beforeAll(async () => {
    standIn = await startWechatPayStandIn({ clock: () => t.clock.now() });
    merchant = standIn.addMerchant();
    t = await createTestApp(wechatPayPlatformEnv(standIn.baseUrl, merchant));
    host = await listeningHost(t);
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  const topUp = async (yuan: number) => {
    const { customer, token } = await makeCustomer(t);
    const checkout = (await t.call(createRecharge, { kind: 'money', amount: yuan }, { token, host })).body.data;
    const order = [...standIn.orders.values()].at(-1);
    if (!order) throw new Error('no order reached the stand-in');
    const status = async () =>
      (await t.call(rechargeStatus, { order_sn: checkout.order_sn }, { token, host })).body.data;
    return { customer, token, checkout, order, status };
  };
  const post = async (url: string, headers: Record<string, string>, body: string) => {
    const res = await fetch(url, { method: 'POST', headers, body });
    return { status: res.status, text: await res.text() };
  };

  it('places a native order and credits the balance once WeChat Pay notifies', async () => {
    const { customer, checkout, order, status } = await topUp(12.34);
    expect(checkout.pay_url).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect(order).toMatchObject({
      total: 1234,
      description: '账户余额充值',
      notifyUrl: `http://${host}/api/Pay/notify/wechatpay`,
    });
    expect((await status()).status).toBe('unpaid');

    expect((await standIn.pay(order.outTradeNo)).status).toBe(204);
    expect(await status()).toMatchObject({ status: 'paid', provider: 'wechatpay', balance: 12.34 });
    expect(await auditLedger(t.deps.db, { customerId: customer.id })).toEqual([]);
  });

  it('answers WeChat Pay’s retries of a settled notification as received and settles once', async () => {
    const { customer, token, order, status } = await topUp(5);
    const first = await standIn.pay(order.outTradeNo);
    expect(first.status).toBe(204);

    const again = await post(first.notifyUrl, first.notice.headers, first.notice.body);
    expect(again).toEqual({ status: 204, text: '' });
    t.clock.advance(10 * 60_000);
    const resigned = { ...first.notice.headers, ...wechatPaySignedHeaders(merchant, first.notice.body, t.clock.now()) };
    expect((await post(first.notifyUrl, resigned, first.notice.body)).status).toBe(204);

    expect((await status()).balance).toBe(5);
    const ledger = (await t.call(contract.wallet.list, {}, { token })).body.data.list;
    expect(ledger.map((e) => [e.reason, e.amount])).toEqual([['recharge', 5]]);
    expect(await auditLedger(t.deps.db, { customerId: customer.id })).toEqual([]);
  });

  it('refuses a nonce seen before under another notification id, and a forged retry', async () => {
    const { order, status } = await topUp(6);
    const first = await standIn.pay(order.outTradeNo);
    const seenNonce = first.notice.headers['wechatpay-nonce'];
    const newId = JSON.stringify({ ...JSON.parse(first.notice.body), id: 'another-notification-id' });
    const timestamp = String(Math.floor(t.clock.now().getTime() / 1000));
    const signature = rsaSha256Sign(
      merchant.platformPrivateKeyPem,
      wechatPaySignedMessage({ timestamp, nonce: seenNonce }, newId),
    );
    const sameNonce = {
      ...first.notice.headers,
      'wechatpay-timestamp': timestamp,
      'wechatpay-signature': signature,
    };
    expect(JSON.parse((await post(first.notifyUrl, sameNonce, newId)).text).message).toBe(replayed);

    const forger = { ...merchant, platformPrivateKeyPem: rsaKeyPair().privateKeyPem };
    const forged = { ...first.notice.headers, ...wechatPaySignedHeaders(forger, first.notice.body, t.clock.now()) };
    const refused = await post(first.notifyUrl, forged, first.notice.body);
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.text).message).toBe('支付通知签名无效');
    expect((await status()).balance).toBe(6);
  });

  it('refuses forged, altered and stale notifications and credits nothing', async () => {
    const { customer, order, status } = await topUp(9);
    const tx = {
      mchid: merchant.mchId,
      out_trade_no: order.outTradeNo,
      transaction_id: '4200000001',
      trade_state: 'SUCCESS',
      amount: { total: 900 },
    };
    const forger = { ...merchant, platformPrivateKeyPem: rsaKeyPair().privateKeyPem };
    const forged = wechatPayTransactionNotice(forger, tx, t.clock.now());
    const stale = wechatPayTransactionNotice(merchant, tx, new Date(t.clock.now().getTime() - 6 * 60_000));
    const honest = wechatPayTransactionNotice(merchant, tx, t.clock.now());
    const altered = honest.body.replace('"id":"', '"id":"x');
    const otherMerchant = wechatPayTransactionNotice(merchant, { ...tx, mchid: '1900000000' }, t.clock.now());
    for (const [headers, body] of [
      [forged.headers, forged.body],
      [stale.headers, stale.body],
      [honest.headers, altered],
      [{ 'content-type': 'application/json' }, honest.body],
      [otherMerchant.headers, otherMerchant.body],
    ] as const) {
      const res = await post(order.notifyUrl, headers, body);
      expect(res.status).toBe(400);
      expect(JSON.parse(res.text)).toEqual({ code: 'FAIL', message: '支付通知签名无效' });
    }
    expect((await status()).status).toBe('unpaid');
    expect((await post(order.notifyUrl, honest.headers, honest.body)).status).toBe(204);
    expect((await status()).balance).toBe(9);
    expect(await auditLedger(t.deps.db, { customerId: customer.id })).toEqual([]);
  });

  it('takes no sandbox notification while WeChat Pay is the provider', async () => {
    const res = await t.call(contract.order.sandboxNotify, {
      payment_no: 'P1',
      trade_no: 'T1',
      amount_fen: 1,
      status: 'succeeded',
      timestamp: 0,
      sign: 'x',
    });
    expect(res.body).toMatchObject({ code: 400, msg: '支付通知签名无效' });
  });
});

describe('the platform’s top-ups through Alipay, when configured', () => {
  let t: TestApp;
  let standIn: AlipayStandIn;
  let host: string;

  beforeAll(async () => {
    standIn = await startAlipayStandIn({ clock: () => t.clock.now() });
    t = await createTestApp(alipayPlatformEnv(standIn.gateway, standIn.addApp()));
    host = await listeningHost(t);
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  it('shows a QR code, credits the balance once on Alipay’s notification sent twice, and refuses a forged one', async () => {
    const { customer, token } = await makeCustomer(t);
    const checkout = (await t.call(createRecharge, { kind: 'money', amount: 20 }, { token, host })).body.data;
    expect(checkout.pay_url).toMatch(/^https:\/\/qr\.alipay\.com\//);
    const trade = [...standIn.trades.values()].at(-1)!;
    expect(trade).toMatchObject({ totalFen: 2000, notifyUrl: `http://${host}/api/Pay/notify/alipay` });
    const balance = async () =>
      (await t.call(rechargeStatus, { order_sn: checkout.order_sn }, { token, host })).body.data.balance;

    const forged = standIn.notification(trade.outTradeNo, {}, rsaKeyPair().privateKeyPem);
    expect(await standIn.deliver(trade.outTradeNo, forged)).toEqual({ status: 400, text: 'fail：支付通知签名无效' });
    const cheaper = { ...standIn.notification(trade.outTradeNo), total_amount: '0.01' };
    expect((await standIn.deliver(trade.outTradeNo, cheaper)).text).toBe('fail：支付通知签名无效');
    expect(await balance()).toBe(0);

    const paid = await standIn.pay(trade.outTradeNo);
    expect(paid).toMatchObject({ status: 200, text: 'success' });
    expect(await balance()).toBe(20);
    expect(await standIn.deliver(trade.outTradeNo, paid.form)).toEqual({ status: 200, text: 'success' });
    expect(await balance()).toBe(20);
    expect(await auditLedger(t.deps.db, { customerId: customer.id })).toEqual([]);
  });
});

describe('payment settings', () => {
  it('refuses to start a real provider with settings missing, naming them', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'wechatpay', WECHATPAY_MCH_ID: '1900000109' })).toThrow(
      /PAYMENT_PROVIDER=wechatpay needs WECHATPAY_APP_ID, WECHATPAY_API_V3_KEY/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER must be one of/);
  });
});
