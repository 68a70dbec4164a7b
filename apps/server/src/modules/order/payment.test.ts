import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contract, orderPayMinutes } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { signedSandboxNotification } from '../../platform/payment/sandbox-sign.js';
import { creditBalance, makeCustomer, makeTenant } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { auditLedger } from '../wallet/index.js';
import { callerOf, makeOrder } from './order.factory.js';
import { orderService } from './order.service.js';

const { recharge, createRecharge, rechargeStatus } = contract.wallet;
const { recordDetail, sandboxNotify } = contract.order;

const paymentNoOf = (payUrl: string) => payUrl.split('/').at(-1) ?? '';

describe('topping up a balance through the sandbox checkout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'loopback' });
    await makeTenant(t, { code: 'other', hosts: ['other.test'] });
  });
  afterAll(() => t.close());

  const page = (paymentNo: string, host = 'localhost') =>
    t.app.inject({ method: 'GET', url: `/pay/sandbox/${paymentNo}`, headers: { host } });
  const confirm = (paymentNo: string, host = 'localhost') =>
    t.app.inject({
      method: 'POST',
      url: `/pay/sandbox/${paymentNo}/confirm`,
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
  const notify = (body: Record<string, unknown>) => t.call(sandboxNotify, body);
  const sign = (fields: Parameters<typeof signedSandboxNotification>[1], at = t.clock.now()) =>
    signedSandboxNotification(t.deps.config.payment.sandboxSecret, fields, at);
  const info = async (token: string) => (await t.call(contract.customer.info, {}, { token })).body.data;

  it('credits the balance once the payer confirms, and only once however often it is confirmed', async () => {
    const { customer, token } = await makeCustomer(t);
    const created = await t.call(createRecharge, { kind: 'money', amount: 12.34 }, { token });
    expect(created.body).toMatchObject({ code: 200, data: { amount: 12.34 } });
    const checkout = created.body.data;
    expect(checkout.pay_url).toMatch(/^http:\/\/localhost\/pay\/sandbox\/P\d{22}$/);
    expect(new Date(checkout.expires_at).getTime() - t.clock.now().getTime()).toBe(orderPayMinutes * 60_000);
    const paymentNo = paymentNoOf(checkout.pay_url);

    const shown = await page(paymentNo);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toContain('text/html');
    expect(shown.body).toContain('沙箱收银台');
    expect(shown.body).toContain('账户余额充值');
    expect(shown.body).toContain('¥12.34');
    expect(shown.body).toContain('确认支付');
    expect(shown.body).toContain('取消');
    const waiting = await t.call(rechargeStatus, { order_sn: checkout.order_sn }, { token });
    expect(waiting.body.data).toMatchObject({ status: 'unpaid', balance: 0 });

    const paid = await confirm(paymentNo);
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('支付成功');
    const status = await t.call(rechargeStatus, { order_sn: checkout.order_sn }, { token });
    expect(status.body.data).toMatchObject({ status: 'paid', provider: 'sandbox', kind: 'money', balance: 12.34 });

    expect((await confirm(paymentNo)).body).toContain('支付成功');
    const replay = sign({ payment_no: paymentNo, trade_no: `SB${paymentNo}`, amount_fen: 1234, status: 'succeeded' });
    expect((await notify(replay)).body).toMatchObject({ code: 200, data: null });
    expect((await page(paymentNo)).body).toContain('该订单已支付');
    expect((await page(paymentNo)).body).not.toContain('确认支付');
    expect((await info(token)).money).toBe(12.34);

    const detail = (await t.call(recordDetail, { id: status.body.data.id }, { token })).body.data;
    expect(detail).toMatchObject({ type: 'recharge', status: 'paid', pay_method: 'sandbox', kind: 'money' });
    expect(detail.payments).toMatchObject([
      { payment_no: paymentNo, provider: 'sandbox', amount: 12.34, status: 'succeeded', trade_no: `SB${paymentNo}` },
    ]);
    expect(detail.ledger).toMatchObject([
      { kind: 'money', amount: 12.34, balance_before: 0, balance_after: 12.34, reason: 'recharge' },
    ]);
    expect(await auditLedger(t.deps.db, { customerId: customer.id })).toEqual([]);
  });

  it('credits the SMS balance for an SMS top-up and lists the top-ups by balance', async () => {
    const { token } = await makeCustomer(t);
    const sms = (await t.call(createRecharge, { kind: 'dx_money', amount: 30 }, { token })).body.data;
    const hb = (await t.call(createRecharge, { kind: 'hb_money', amount: '5.5' }, { token })).body.data;
    await confirm(paymentNoOf(sms.pay_url));
    expect(await info(token)).toMatchObject({ money: 0, dx_money: 30, hb_money: 0 });
    const all = (await t.call(recharge, {}, { token })).body.data;
    expect(all.list.map((r) => [r.order_sn, r.status])).toEqual([
      [hb.order_sn, 'unpaid'],
      [sms.order_sn, 'paid'],
    ]);
    const onlySms = (await t.call(recharge, { source: 'dx_money' }, { token })).body.data;
    expect(onlySms).toMatchObject({ total: 1, list: [{ order_sn: sms.order_sn, amount: 30, kind: 'dx_money' }] });
    const bySn = (await t.call(recharge, { order_sn: hb.order_sn.slice(-8) }, { token })).body.data;
    expect(bySn.list.map((r) => r.order_sn)).toEqual([hb.order_sn]);
  });

  it('builds the pay link from the host and scheme a proxy reports', async () => {
    const { token } = await makeCustomer(t);
    const res = await t.app.inject({
      method: 'POST',
      url: createRecharge.path,
      headers: { host: 'localhost', token, 'x-forwarded-proto': 'https', 'x-forwarded-host': 'pay.example.com' },
      payload: { kind: 'money', amount: 1 },
    });
    expect(res.json().data.pay_url).toMatch(/^https:\/\/pay\.example\.com\/pay\/sandbox\/P\d+$/);
    const forged = await t.app.inject({
      method: 'POST',
      url: createRecharge.path,
      headers: { host: 'localhost:3000', token, 'x-forwarded-host': 'evil.test/phish?' },
      payload: { kind: 'money', amount: 1 },
    });
    expect(forged.json().data.pay_url).toMatch(/^http:\/\/localhost:3000\/pay\/sandbox\/P\d+$/);
  });

  it('ignores the forwarded host and scheme when the peer is not a trusted proxy', async () => {
    const direct = await createTestApp();
    try {
      const { token } = await makeCustomer(direct);
      const res = await direct.app.inject({
        method: 'POST',
        url: createRecharge.path,
        headers: { host: 'localhost:3000', token, 'x-forwarded-proto': 'https', 'x-forwarded-host': 'pay.example.com' },
        payload: { kind: 'money', amount: 1 },
      });
      expect(res.json().data.pay_url).toMatch(/^http:\/\/localhost:3000\/pay\/sandbox\/P\d+$/);
    } finally {
      await direct.close();
    }
  });

  it('refuses amounts that are not positive, have more than two decimals or exceed the limit', async () => {
    const { token } = await makeCustomer(t);
    const msgOf = async (input: Record<string, unknown>) => (await t.call(createRecharge, input, { token })).body.msg;
    expect(await msgOf({ kind: 'money', amount: 0 })).toBe('金额必须大于0');
    expect(await msgOf({ kind: 'money', amount: -5 })).toBe('金额必须大于0');
    expect(await msgOf({ kind: 'money', amount: 1.001 })).toBe('金额最多保留两位小数');
    expect(await msgOf({ kind: 'money', amount: 50_000.01 })).toBe('单笔金额不能超过50000元');
    expect(await msgOf({ kind: 'money' })).toBe('请输入金额');
    expect(await msgOf({ kind: 'gold', amount: 1 })).toBe('余额类型错误');
    expect((await t.call(recharge, {}, { token })).body.data.total).toBe(0);
  });

  it('refuses forged notifications and credits nothing', async () => {
    const { customer, token } = await makeCustomer(t);
    const checkout = (await t.call(createRecharge, { kind: 'money', amount: 10 }, { token })).body.data;
    const paymentNo = paymentNoOf(checkout.pay_url);
    const genuine = sign({ payment_no: paymentNo, trade_no: 'T1', amount_fen: 1000, status: 'succeeded' });
    const refusals = [
      { ...genuine, sign: 'f'.repeat(64) },
      { ...genuine, sign: 'not-hex' },
      { ...genuine, amount_fen: 100_000 },
      { ...genuine, trade_no: 'T2' },
      sign({ payment_no: paymentNo, trade_no: 'T1', amount_fen: 1000, status: 'succeeded' }, new Date(0)),
      sign(
        { payment_no: paymentNo, trade_no: 'T1', amount_fen: 1000, status: 'succeeded' },
        new Date(t.clock.now().getTime() - 11 * 60_000),
      ),
    ];
    for (const body of refusals) {
      expect((await notify(body)).body).toMatchObject({ code: 400, msg: '支付通知签名无效' });
    }
    const changed = sign({ payment_no: paymentNo, trade_no: 'T1', amount_fen: 100_000, status: 'succeeded' });
    expect((await notify(changed)).body).toMatchObject({ code: 400, msg: '支付金额与订单不符' });
    const unknown = sign({ payment_no: 'P0000', trade_no: 'T1', amount_fen: 1000, status: 'succeeded' });
    expect((await notify(unknown)).body).toMatchObject({ code: 400, msg: '支付记录不存在' });
    const otherSite = await t.call(sandboxNotify, genuine, { host: 'other.test' });
    expect(otherSite.body).toMatchObject({ code: 400, msg: '支付记录不存在' });

    expect((await info(token)).money).toBe(0);
    expect((await t.call(rechargeStatus, { order_sn: checkout.order_sn }, { token })).body.data.status).toBe('unpaid');
    expect((await notify(genuine)).body.code).toBe(200);
    expect((await info(token)).money).toBe(10);
    expect(await auditLedger(t.deps.db, { customerId: customer.id })).toEqual([]);
  });

  it('marks a payment the payer abandoned as failed and credits nothing', async () => {
    const { token } = await makeCustomer(t);
    const checkout = (await t.call(createRecharge, { kind: 'money', amount: 2 }, { token })).body.data;
    const paymentNo = paymentNoOf(checkout.pay_url);
    expect((await page(`${paymentNo}?cancelled=1`)).body).toContain('已取消支付');
    const failed = sign({ payment_no: paymentNo, trade_no: 'F1', amount_fen: 200, status: 'failed' });
    expect((await notify(failed)).body.code).toBe(200);
    const detail = (
      await t.call(recordDetail, { id: (await t.call(recharge, {}, { token })).body.data.list[0]!.id }, { token })
    ).body.data;
    expect(detail).toMatchObject({ status: 'unpaid', payments: [{ status: 'failed', trade_no: '' }], ledger: [] });
    expect((await info(token)).money).toBe(0);
  });

  it('puts money that arrives for an expired top-up on the general balance as a refund', async () => {
    const { customer, token } = await makeCustomer(t);
    const checkout = (await t.call(createRecharge, { kind: 'dx_money', amount: 8 }, { token })).body.data;
    const paymentNo = paymentNoOf(checkout.pay_url);
    t.clock.advance(orderPayMinutes * 60_000 + 1000);
    expect((await page(paymentNo)).body).toContain('订单已关闭');
    expect((await t.call(rechargeStatus, { order_sn: checkout.order_sn }, { token })).body.data.status).toBe('closed');
    expect((await confirm(paymentNo)).body).toContain('支付成功');
    expect(await info(token)).toMatchObject({ money: 8, dx_money: 0 });
    const status = (await t.call(rechargeStatus, { order_sn: checkout.order_sn }, { token })).body.data;
    expect(status.status).toBe('closed');
    const detail = (await t.call(recordDetail, { id: status.id }, { token })).body.data;
    expect(detail.refunds).toMatchObject([{ amount: 8, status: 'succeeded' }]);
    expect(detail.ledger).toMatchObject([{ kind: 'money', amount: 8, reason: 'refund' }]);
    expect(detail.ledger[0]?.remark).toContain('订单已关闭');
    expect((await confirm(paymentNo)).body).toContain('支付成功');
    expect((await info(token)).money).toBe(8);
    expect(await auditLedger(t.deps.db, { customerId: customer.id })).toEqual([]);
  });

  it('refunds a second payment of an order that was already paid', async () => {
    const { customer, token } = await makeCustomer(t);
    const orders = orderService(t.deps);
    const order = await makeOrder(t, customer, 6, { type: 'service' });
    const first = await orders.checkout(callerOf(customer), order.orderSn, ['service'], 'http://localhost');
    await creditBalance(t, customer, 'money', 6);
    await orders.payWithBalance(callerOf(customer), order.orderSn, ['service']);
    expect(await info(token)).toMatchObject({ money: 0 });
    await confirm(paymentNoOf(first.pay_url));
    expect((await info(token)).money).toBe(6);
    const detail = (await t.call(recordDetail, { id: order.id }, { token })).body.data;
    expect(detail).toMatchObject({ status: 'paid', pay_method: 'balance', refunds: [{ amount: 6 }] });
    expect(detail.ledger.map((l) => l.reason)).toEqual(['refund', 'service']);
    expect(await auditLedger(t.deps.db, { customerId: customer.id })).toEqual([]);
  });

  it('hands out the same waiting payment again, and refuses to check out a paid order', async () => {
    const { customer } = await makeCustomer(t);
    const orders = orderService(t.deps);
    const order = await makeOrder(t, customer, 3, { type: 'service' });
    const caller = callerOf(customer);
    const first = await orders.checkout(caller, order.orderSn, ['service'], 'http://localhost');
    const second = await orders.checkout(caller, order.orderSn, ['service'], 'http://localhost');
    expect(second.pay_url).toBe(first.pay_url);
    await expect(orders.checkout(caller, order.orderSn, ['online_num'], 'http://localhost')).rejects.toMatchObject({
      errorName: 'ORDER_NOT_FOUND',
    });
    await confirm(paymentNoOf(first.pay_url));
    await expect(orders.checkout(caller, order.orderSn, ['service'], 'http://localhost')).rejects.toMatchObject({
      errorName: 'ORDER_ALREADY_PAID',
    });
  });

  it('shows no checkout for an unknown payment, or one of another site', async () => {
    const { token } = await makeCustomer(t);
    const checkout = (await t.call(createRecharge, { kind: 'money', amount: 1 }, { token })).body.data;
    const paymentNo = paymentNoOf(checkout.pay_url);
    for (const res of [
      await page('P123'),
      await page('bad%20no'),
      await page(paymentNo, 'other.test'),
      await confirm('P123'),
      await confirm(paymentNo, 'other.test'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('支付记录不存在');
    }
    expect((await info(token)).money).toBe(0);
  });

  it('tells the state of the caller’s own top-ups only', async () => {
    const owner = await makeCustomer(t);
    const checkout = (await t.call(createRecharge, { kind: 'money', amount: 1 }, { token: owner.token })).body.data;
    const neighbour = await makeCustomer(t);
    const missing = { code: 400, msg: '订单不存在' };
    expect(
      (await t.call(rechargeStatus, { order_sn: checkout.order_sn }, { token: neighbour.token })).body,
    ).toMatchObject(missing);
    expect((await t.call(recharge, {}, { token: neighbour.token })).body.data.total).toBe(0);
    const fee = await makeOrder(t, owner.customer, 1);
    expect((await t.call(rechargeStatus, { order_sn: fee.orderSn }, { token: owner.token })).body).toMatchObject(
      missing,
    );
    expect((await t.call(rechargeStatus, { order_sn: '' }, { token: owner.token })).body).toMatchObject(missing);
  });

  it('answers code 500 to the recharge calls without a token', async () => {
    expect((await t.call(recharge, {})).body.code).toBe(500);
    expect((await t.call(createRecharge, { kind: 'money', amount: 1 })).body.code).toBe(500);
    expect((await t.call(rechargeStatus, { order_sn: 'x' })).body.code).toBe(500);
  });
});

describe('the sandbox signing secret', () => {
  it('is made once per data folder and kept across restarts, unless the environment gives one', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pay-secret-'));
    const first = loadConfig({ DATA_DIR: dataDir }).payment.sandboxSecret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({ DATA_DIR: dataDir }).payment.sandboxSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir, PAYMENT_SANDBOX_SECRET: 'given' }).payment.sandboxSecret).toBe('given');
  });
});
