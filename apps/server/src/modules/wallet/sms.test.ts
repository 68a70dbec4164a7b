import { contract } from '@app/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { creditBalance, makeCustomer, makeTenant } from '../../test/factories.js';
import { organiserApp } from '../../test/organiser-app.js';
import { makeStaff } from '../access/role.factory.js';
import { smsSegments } from './charged-sms.js';
import { auditLedger } from './ledger-audit.js';

const { smsTest, smsRecord, list, summary } = contract.wallet;
const testText = '这是一条测试短信，收到即表示短信通道正常。';
/** 48 characters: with the brackets and the 21-character text, one over a single segment. */
const longTitle = '知识竞赛'.repeat(12);

describe('counting SMS segments', () => {
  it.each([
    ['', 0],
    ['短'.repeat(70), 1],
    ['短'.repeat(71), 2],
    ['😀'.repeat(70), 1],
  ])('counts %#', (text, n) => {
    expect(smsSegments(text)).toBe(n);
  });
});

describe('the test message and SMS records', () => {
  const { t, organiser } = organiserApp();
  const dx = async (token: string, host?: string) =>
    (await t.call(summary, {}, { token, host })).body.data.find((s) => s.kind === 'dx_money')!.balance;

  beforeAll(async () => {
    await makeTenant(t, { code: 'sms-long', hosts: ['sms-long.test'], title: longTitle });
    await creditBalance(t, organiser.customer, 'dx_money', 1);
  });
  afterEach(() => vi.restoreAllMocks());

  it('sends the test message under the site title and charges one segment from the SMS balance', async () => {
    const res = await t.call(smsTest, { phone: '13800000001' }, { token: organiser.token });
    const content = `【智答云】${testText}`;
    expect(res.body.data).toMatchObject({
      record: { phone: '13800000001', content, segments: 1, cost: 0.1, status: 'sent' },
      dx_money: 0.9,
    });
    expect(t.sms.sent.at(-1)).toEqual({ phone: '13800000001', type: 'notice', content });
    const ledger = await t.call(list, { reason: 'sms' }, { token: organiser.token });
    expect(ledger.body.data.list).toMatchObject([{ kind: 'dx_money', amount: -0.1, balance_after: 0.9 }]);
    expect(await auditLedger(t.deps.db, { customerId: organiser.customer.id })).toEqual([]);
  });

  it('charges a long message per 70 characters', async () => {
    const { customer, token } = await makeCustomer(t, { host: 'sms-long.test' });
    await creditBalance(t, customer, 'dx_money', 1);
    const res = await t.call(smsTest, { phone: '13800000002' }, { token, host: 'sms-long.test' });
    expect(res.body.data.record.content).toBe(`【${longTitle}】${testText}`);
    expect(res.body.data).toMatchObject({ record: { segments: 2, cost: 0.2 }, dx_money: 0.8 });
  });

  it('refuses when the SMS balance is short, and sends, charges and records nothing', async () => {
    const { customer, token } = await makeCustomer(t);
    await creditBalance(t, customer, 'dx_money', 0.05);
    const sentBefore = t.sms.sent.length;
    const res = await t.call(smsTest, { phone: '13800000003' }, { token });
    expect(res.body).toMatchObject({ code: 400, msg: '短信余额不足，请先充值', data: null });
    expect(t.sms.sent).toHaveLength(sentBefore);
    expect((await t.call(smsRecord, {}, { token })).body.data.total).toBe(0);
    expect(await dx(token)).toBe(0.05);
    expect((await t.call(list, { reason: 'sms' }, { token })).body.data.total).toBe(0);
  });

  it('charges nothing and records nothing when the provider fails', async () => {
    const { customer, token } = await makeCustomer(t);
    await creditBalance(t, customer, 'dx_money', 1);
    vi.spyOn(t.sms.sender, 'send').mockRejectedValueOnce(new Error('provider down'));
    const res = await t.call(smsTest, { phone: '13800000004' }, { token });
    expect(res.body).toMatchObject({ code: 400, msg: '短信发送失败，费用未扣除', data: null });
    expect(await dx(token)).toBe(1);
    expect((await t.call(smsRecord, {}, { token })).body.data.total).toBe(0);
    expect((await t.call(list, {}, { token })).body.data.total).toBe(1);
    expect(await auditLedger(t.deps.db, { customerId: customer.id })).toEqual([]);
  });

  it('sends exactly as many as the balance pays for when many are sent at once', async () => {
    const { customer, token } = await makeCustomer(t);
    await creditBalance(t, customer, 'dx_money', 0.3);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => t.call(smsTest, { phone: `1380000010${i}` }, { token })),
    );
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.body.msg === '短信余额不足，请先充值')).toHaveLength(3);
    expect(t.sms.sent.filter((m) => m.phone.startsWith('1380000010'))).toHaveLength(3);
    expect(await dx(token)).toBe(0);
    expect(await auditLedger(t.deps.db, { customerId: customer.id })).toEqual([]);
  });

  it("lets staff send for their organiser, from the organiser's balance", async () => {
    const owner = await makeCustomer(t);
    await creditBalance(t, owner.customer, 'dx_money', 1);
    const staff = await makeStaff(t, owner, { pages: ['function/note_manage'], actions: ['sms.send'] });
    const res = await t.call(smsTest, { phone: '13800000005' }, { token: staff.token });
    expect(res.body.data.dx_money).toBe(0.9);
    expect((await t.call(smsRecord, {}, { token: owner.token })).body.data.list).toMatchObject([
      { phone: '13800000005' },
    ]);
    const readOnly = await makeStaff(t, owner, { pages: ['function/note_manage'] });
    expect((await t.call(smsTest, { phone: '13800000005' }, { token: readOnly.token })).body.code).toBe(400);
    expect((await t.call(smsRecord, {}, { token: readOnly.token })).body.data.total).toBe(1);
  });

  it('lists the records newest first, filtered by the start of the phone number', async () => {
    const { customer, token } = await makeCustomer(t);
    await creditBalance(t, customer, 'dx_money', 1);
    for (const phone of ['13900000001', '13800000009', '13900000002']) await t.call(smsTest, { phone }, { token });
    const all = await t.call(smsRecord, {}, { token });
    expect(all.body.data.list.map((r) => r.phone)).toEqual(['13900000002', '13800000009', '13900000001']);
    const by139 = await t.call(smsRecord, { phone: '139' }, { token });
    expect(by139.body.data).toMatchObject({ total: 2 });
    expect(by139.body.data.list.map((r) => r.phone)).toEqual(['13900000002', '13900000001']);
    expect((await t.call(smsRecord, { phone: '%' }, { token })).body.data.total).toBe(0);
    const paged = await t.call(smsRecord, { page: 2, limit: 2 }, { token });
    expect(paged.body.data.list.map((r) => r.phone)).toEqual(['13900000001']);
  });

  it("never lists another organiser's records", async () => {
    const { token } = await makeCustomer(t);
    expect((await t.call(smsRecord, {}, { token })).body.data.total).toBe(0);
    expect((await t.call(smsRecord, { phone: '138' }, { token })).body.data.list).toEqual([]);
  });

  it.each([
    [{}, '请输入手机号'],
    [{ phone: ' ' }, '请输入手机号'],
    [{ phone: '1380000' }, '手机号格式错误'],
    [{ phone: '23800000000' }, '手机号格式错误'],
  ])('refuses %o with %s and sends nothing', async (input, msg) => {
    const sentBefore = t.sms.sent.length;
    expect((await t.call(smsTest, input, { token: organiser.token })).body).toMatchObject({ code: 400, msg });
    expect(t.sms.sent).toHaveLength(sentBefore);
  });

  it('refuses a phone filter over 11 characters', async () => {
    const res = await t.call(smsRecord, { phone: '138000000001' }, { token: organiser.token });
    expect(res.body).toMatchObject({ code: 400, msg: '参数 phone 超出范围' });
  });

  it('answers code 500 without a token', async () => {
    expect((await t.call(smsTest, { phone: '13800000001' })).body.code).toBe(500);
    expect((await t.call(smsRecord, {})).body.code).toBe(500);
  });
});
