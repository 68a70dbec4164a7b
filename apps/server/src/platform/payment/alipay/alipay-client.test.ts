import { createPublicKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AlipayStandIn, startAlipayStandIn } from '../../../test/payment-stand-ins/alipay-stand-in.js';
import { bareKey, rsaKeyPair } from '../../../test/payment-stand-ins/generated-keys.js';
import { testClock } from '../../../test/test-app.js';
import { ProviderError } from '../provider-error.js';
import { rsaSha256Verify } from '../rsa-sha256.js';
import { type AlipayCredentials, alipayClient } from './alipay-client.js';
import { alipaySignContent, alipayTime } from './alipay-sign.js';

describe('the Alipay RSA2 client against the stand-in', () => {
  const clock = testClock();
  let standIn: AlipayStandIn;
  let app: ReturnType<AlipayStandIn['addApp']>;
  let n = 0;

  beforeAll(async () => {
    standIn = await startAlipayStandIn({ clock: clock.now });
    app = standIn.addApp();
  });
  afterAll(() => standIn.close());

  const clientWith = (changes: Partial<AlipayCredentials> = {}) =>
    alipayClient({ ...app, ...changes }, { gateway: standIn.gateway, clock: clock.now });
  const order = () => {
    n += 1;
    return { outTradeNo: `A${n}`, subject: '活动报名费', amountFen: 1234, notifyUrl: 'http://127.0.0.1:1/notify' };
  };
  const refusal = async (p: Promise<unknown>) => {
    const err = await p.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ProviderError);
    return err as ProviderError;
  };

  it('creates a QR payment with keys given as bare base64, as Alipay hands them out', async () => {
    const client = clientWith({ privateKey: bareKey(app.privateKey), alipayPublicKey: bareKey(app.alipayPublicKey) });
    expect(await client.precreate(order())).toMatch(/^https:\/\/qr\.alipay\.com\//);
    expect(standIn.trades.get(`A${n}`)).toMatchObject({ totalFen: 1234, status: 'WAIT_BUYER_PAY' });
    expect(standIn.refusals).toEqual([]);
  });

  it('signs a page-pay URL the gateway accepts', async () => {
    const url = new URL(clientWith().pagePayUrl({ ...order(), returnUrl: 'http://127.0.0.1:1/back' }));
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({ method: 'alipay.trade.page.pay', sign_type: 'RSA2', app_id: app.appId });
    const appPublicKey = createPublicKey(app.privateKey);
    expect(rsaSha256Verify(appPublicKey, alipaySignContent(params, ['sign']), params.sign ?? '')).toBe(true);
    const page = await fetch(url);
    expect(await page.text()).toContain('确认付款');
  });

  it('is refused with a clear reason for a wrong app key or app id, and refuses an answer Alipay did not sign', async () => {
    const wrongKey = await refusal(clientWith({ privateKey: rsaKeyPair().privateKeyPem }).precreate(order()));
    expect(wrongKey).toMatchObject({
      code: 'isv.invalid-signature',
      reason: '签名错误：应用私钥与支付宝开放平台上设置的应用公钥不对应',
    });
    expect((await refusal(clientWith({ appId: '2021000000000000' }).precreate(order()))).code).toBe(
      'isv.invalid-app-id',
    );
    const wrongPublic = clientWith({ alipayPublicKey: rsaKeyPair().publicKeyPem });
    expect((await refusal(wrongPublic.precreate(order()))).reason).toBe('支付宝应答签名验证失败，请检查支付宝公钥');
    expect((await refusal(wrongPublic.query('A-UNKNOWN'))).code).toBe('RESPONSE_SIGNATURE');
  });

  it('queries and refunds a paid trade', async () => {
    const client = clientWith();
    expect(await client.query('A-UNKNOWN')).toBeNull();
    const placed = order();
    await client.precreate(placed);
    standIn.trades.get(placed.outTradeNo)!.status = 'TRADE_SUCCESS';
    expect(await client.query(placed.outTradeNo)).toMatchObject({ trade_status: 'TRADE_SUCCESS' });
    const refund = { outTradeNo: placed.outTradeNo, outRequestNo: 'R1', amountFen: 1234, reason: '退款' };
    expect(await client.refund(refund)).toMatchObject({ fund_change: 'Y', refund_fee: '12.34' });
    expect((await refusal(client.refund({ ...refund, outRequestNo: 'R2' }))).code).toBe(
      'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL',
    );
  });

  it('reads a genuine notification and refuses a forged, altered, foreign or stale one', async () => {
    const client = clientWith();
    const placed = order();
    await client.precreate(placed);
    const form = standIn.notification(placed.outTradeNo);
    expect(client.readNotification(form)).toMatchObject({
      outTradeNo: placed.outTradeNo,
      tradeStatus: 'TRADE_SUCCESS',
      amountFen: 1234,
      notifyId: form.notify_id,
    });
    const reasonOf = (f: Record<string, string>) => {
      try {
        client.readNotification(f);
        return 'accepted';
      } catch (err) {
        return (err as ProviderError).reason;
      }
    };
    expect(reasonOf(standIn.notification(placed.outTradeNo, {}, rsaKeyPair().privateKeyPem))).toBe(
      '支付宝通知签名无效',
    );
    expect(reasonOf({ ...form, total_amount: '0.01' })).toBe('支付宝通知签名无效');
    expect(reasonOf({ ...form, sign_type: 'RSA' })).toBe('支付宝通知签名无效');
    const other = standIn.addApp();
    const foreign = alipayClient(other, { gateway: standIn.gateway, clock: clock.now });
    expect(() => foreign.readNotification(form)).toThrow(ProviderError);
    const stale = alipayTime(new Date(clock.now().getTime() - 6 * 60_000));
    expect(reasonOf(standIn.notification(placed.outTradeNo, { notify_time: stale }))).toBe('支付宝通知已过期');
  });
});
