import { createPublicKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rsaKeyPair } from '../../../test/payment-stand-ins/generated-keys.js';
import { wechatPayTransactionNotice } from '../../../test/payment-stand-ins/wechatpay-notification.js';
import { startWechatPayStandIn, type WechatPayStandIn } from '../../../test/payment-stand-ins/wechatpay-stand-in.js';
import { testClock } from '../../../test/test-app.js';
import { ProviderError } from '../provider-error.js';
import { rsaSha256Verify } from '../rsa-sha256.js';
import { wechatPayClient } from './wechatpay-client.js';
import type { WechatPayCredentials } from './wechatpay-credentials.js';

describe('the WeChat Pay API v3 client against the stand-in', () => {
  const clock = testClock();
  let standIn: WechatPayStandIn;
  let merchant: ReturnType<WechatPayStandIn['addMerchant']>;
  let outTradeNo = 100000;

  beforeAll(async () => {
    standIn = await startWechatPayStandIn({ clock: clock.now });
    merchant = standIn.addMerchant(5000);
  });
  afterAll(() => standIn.close());

  const clientWith = (changes: Partial<WechatPayCredentials> = {}, at = clock.now) =>
    wechatPayClient({ ...merchant, ...changes }, { baseUrl: standIn.baseUrl, clock: at });
  const order = () => {
    outTradeNo += 1;
    return {
      outTradeNo: `T${outTradeNo}`,
      description: '活动报名费',
      amountFen: 990,
      notifyUrl: 'http://127.0.0.1:1/notify',
    };
  };
  const refusal = async (p: Promise<unknown>) => {
    const err = await p.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ProviderError);
    return err as ProviderError;
  };

  it('places native, JSAPI and H5 orders the service accepts', async () => {
    const codeUrl = await clientWith().nativeOrder(order());
    expect(codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    const h5Url = await clientWith().h5Order({ ...order(), payerIp: '203.0.113.9' });
    expect(h5Url).toContain('/standin/checkout/');
    const params = await clientWith().jsapiOrder({ ...order(), openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' });
    expect(params).toMatchObject({
      appId: merchant.appId,
      signType: 'RSA',
      package: expect.stringMatching(/^prepay_id=/),
    });
    const message = `${params.appId}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`;
    expect(rsaSha256Verify(createPublicKey(merchant.privateKeyPem), message, params.paySign)).toBe(true);
    expect(standIn.refusals).toEqual([]);
  });

  it('is refused with a clear reason when the merchant key, serial or clock is wrong', async () => {
    const otherKey = rsaKeyPair().privateKeyPem;
    for (const changes of [{ privateKeyPem: otherKey }, { certSerial: 'ABCDEF0123' }, { mchId: '1900000000' }]) {
      const err = await refusal(clientWith(changes).nativeOrder(order()));
      expect(err).toMatchObject({ code: 'SIGN_ERROR', reason: '签名错误：请检查商户号、证书序列号与商户私钥是否对应' });
    }
    const late = () => new Date(clock.now().getTime() + 6 * 60_000);
    expect((await refusal(clientWith({}, late).nativeOrder(order()))).code).toBe('SIGN_ERROR');
    const err = await refusal(clientWith({ appId: 'wx0000000000000000' }).nativeOrder(order()));
    expect(err.reason).toBe('AppID与商户号没有绑定关系');
  });

  it('does not believe an answer that the configured WeChat Pay public key did not sign', async () => {
    const wrongKey = await refusal(clientWith({ publicKeyPem: rsaKeyPair().publicKeyPem }).nativeOrder(order()));
    expect(wrongKey).toMatchObject({
      code: 'RESPONSE_SIGNATURE',
      reason: '微信支付应答签名验证失败，请检查微信支付公钥',
    });
    const wrongId = await refusal(clientWith({ publicKeyId: 'PUB_KEY_ID_0000' }).nativeOrder(order()));
    expect(wrongId.reason).toBe('微信支付公钥ID与应答不符，请检查公钥ID');
  });

  it('queries, refunds and transfers, and says when the merchant lacks the money', async () => {
    const client = clientWith();
    expect(await client.queryOrder('T-UNKNOWN-1')).toBeNull();
    const placed = order();
    await client.nativeOrder(placed);
    expect(await client.queryOrder(placed.outTradeNo)).toMatchObject({ trade_state: 'NOTPAY' });
    standIn.order(placed.outTradeNo)!.state = 'SUCCESS';
    const refund = {
      outTradeNo: placed.outTradeNo,
      outRefundNo: `R${placed.outTradeNo}`,
      totalFen: 990,
      reason: '退款',
    };
    expect(await client.refund({ ...refund, amountFen: 990 })).toMatchObject({ status: 'SUCCESS' });
    expect((await refusal(client.refund({ ...refund, amountFen: 1 }))).code).toBe('INVALID_REQUEST');

    const detail = { outDetailNo: 'D0001', openid: 'oUser1', amountFen: 3000, remark: '答题红包' };
    const batch = { outBatchNo: 'B00001', batchName: '答题红包', remark: '恭喜中奖', details: [detail] };
    expect(await client.transfer(batch)).toMatchObject({ batch_status: 'ACCEPTED' });
    const broke = await refusal(client.transfer({ ...batch, outBatchNo: 'B00002' }));
    expect(broke).toMatchObject({ code: 'NOT_ENOUGH', reason: '商户运营账户余额不足' });
    expect(standIn.transfers).toMatchObject([{ outBatchNo: 'B00001', totalFen: 3000, openids: ['oUser1'] }]);
  });

  it('asks where a transfer stands: none by that number, processing, then its detail failed and why', async () => {
    const client = clientWith();
    expect(await client.queryTransfer('B09999')).toBeNull();
    const detail = { outDetailNo: 'B00003D1', openid: 'oUser3', amountFen: 100, remark: '答题红包' };
    await client.transfer({ outBatchNo: 'B00003', batchName: '答题红包', remark: '恭喜', details: [detail] });
    expect(await client.queryTransfer('B00003')).toMatchObject({
      transfer_batch: { batch_status: 'ACCEPTED' },
      transfer_detail_list: [{ out_detail_no: 'B00003D1', detail_status: 'PROCESSING' }],
    });
    standIn.finishTransfer('B00003', 'FAIL', 'ACCOUNT_FROZEN');
    expect(await client.queryTransferDetail('B00003', 'B00003D1')).toMatchObject({
      detail_status: 'FAIL',
      fail_reason: 'ACCOUNT_FROZEN',
    });
  });

  it('reads a genuine notification and refuses a forged, altered, stale or undecryptable one', () => {
    const client = clientWith();
    const tx = { mchid: merchant.mchId, out_trade_no: 'T1', transaction_id: '42001', amount: { total: 990 } };
    const notice = wechatPayTransactionNotice(merchant, tx, clock.now());
    const read = client.readNotification(notice.headers, notice.body);
    expect(read).toMatchObject({ eventType: 'TRANSACTION.SUCCESS', resource: tx });

    const reasonOf = (headers: Record<string, string>, body: string, c = client) => {
      try {
        c.readNotification(headers, body);
        return 'accepted';
      } catch (err) {
        return (err as ProviderError).reason;
      }
    };
    const forger = { ...merchant, platformPrivateKeyPem: rsaKeyPair().privateKeyPem };
    const forged = wechatPayTransactionNotice(forger, tx, clock.now());
    expect(reasonOf(forged.headers, forged.body)).toBe('微信支付应答签名验证失败，请检查微信支付公钥');
    expect(reasonOf(notice.headers, notice.body.replace('"T', '"X'))).toContain('签名验证失败');
    const old = wechatPayTransactionNotice(merchant, tx, new Date(clock.now().getTime() - 6 * 60_000));
    expect(reasonOf(old.headers, old.body)).toBe('微信支付应答时间与本机时间相差超过5分钟');
    expect(reasonOf(notice.headers, notice.body, clientWith({ apiV3Key: 'x'.repeat(32) }))).toBe(
      '通知解密失败，请检查APIv3密钥',
    );
  });
});
