import { contract } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditBalance } from '../../test/factories.js';
import { organiserApp } from '../../test/organiser-app.js';
import { makeStaff } from '../access/role.factory.js';
import { changeYuan, makePaidOrder, stampLedgerRow } from './wallet.factory.js';

const { summary, list, detail } = contract.wallet;

describe('the ledger of an organiser', () => {
  const { t, organiser, other, abroad: foreignTenant } = organiserApp({ other: true, abroad: 'wallet-other.test' });
  let staff: Awaited<ReturnType<typeof makeStaff>>;
  let orderSn: string;
  let otherRowId: number;

  /**
   * The organiser's story: 100 yuan arrives on the last China day of May, 12.34 is spent on a service
   * order on the first of June, and 5 yuan lands on the SMS balance the same day.
   */
  beforeAll(async () => {
    staff = await makeStaff(t, organiser, { pages: ['user/user_journal'] });
    const c = organiser.customer;
    const order = await makePaidOrder(t, c, 12.34);
    orderSn = order.orderSn;
    const credit = await changeYuan(t, c, { kind: 'money', yuan: 100, reason: 'recharge', remark: '在线充值' });
    const spend = await changeYuan(t, c, { kind: 'money', yuan: -12.34, reason: 'service', orderId: order.id });
    const sms = await changeYuan(t, c, { kind: 'dx_money', yuan: 5, reason: 'recharge' });
    await stampLedgerRow(t, credit.id, '2026-05-31T15:59:59Z');
    await stampLedgerRow(t, spend.id, '2026-05-31T16:00:00Z');
    await stampLedgerRow(t, sms.id, '2026-06-01T08:00:00Z');
    await creditBalance(t, other.customer, 'money', 7);
    otherRowId = (await changeYuan(t, other.customer, { kind: 'money', yuan: -1, reason: 'service' })).id;
    await creditBalance(t, foreignTenant.customer, 'hb_money', 3);
  });

  it('lists every change newest first, in yuan, with the order number it belongs to', async () => {
    const res = await t.call(list, {}, { token: organiser.token });
    expect(res.body.data).toMatchObject({ total: 3, page: 1, limit: 10 });
    expect(res.body.data.list).toMatchObject([
      { kind: 'dx_money', amount: 5, balance_before: 0, balance_after: 5, reason: 'recharge', order_sn: '' },
      {
        kind: 'money',
        amount: -12.34,
        balance_before: 100,
        balance_after: 87.66,
        reason: 'service',
        order_sn: orderSn,
        created_at: '2026-05-31T16:00:00.000Z',
      },
      { kind: 'money', amount: 100, balance_after: 100, remark: '在线充值', order_id: null, order_sn: '' },
    ]);
  });

  it('filters by balance and by reason', async () => {
    const byKind = await t.call(list, { kind: 'money' }, { token: organiser.token });
    expect(byKind.body.data.list.map((e) => e.amount)).toEqual([-12.34, 100]);
    const byReason = await t.call(list, { reason: 'recharge' }, { token: organiser.token });
    expect(byReason.body.data.list.map((e) => e.amount)).toEqual([5, 100]);
  });

  it('filters by China days, whatever the server zone', async () => {
    const juneFirst = await t.call(
      list,
      { start_time: '2026-06-01', end_time: '2026-06-01' },
      { token: organiser.token },
    );
    expect(juneFirst.body.data.list.map((e) => e.amount)).toEqual([5, -12.34]);
    const untilMay = await t.call(list, { end_time: '2026-05-31' }, { token: organiser.token });
    expect(untilMay.body.data.list.map((e) => e.amount)).toEqual([100]);
    const fromJune2 = await t.call(list, { start_time: '2026-06-02' }, { token: organiser.token });
    expect(fromJune2.body.data.total).toBe(0);
  });

  it('pages the ledger', async () => {
    const res = await t.call(list, { page: 2, limit: 2 }, { token: organiser.token });
    expect(res.body.data).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(res.body.data.list.map((e) => e.amount)).toEqual([100]);
  });

  it('shows staff the ledger of their organiser', async () => {
    const res = await t.call(list, {}, { token: staff.token });
    expect(res.body.data.total).toBe(3);
  });

  it('never shows one organiser the rows of another, in this tenant or another', async () => {
    const theirs = await t.call(list, {}, { token: other.token });
    expect(theirs.body.data.list.map((e) => e.amount)).toEqual([-1, 7]);
    const foreign = await t.call(list, {}, { token: foreignTenant.token, host: 'wallet-other.test' });
    expect(foreign.body.data.list).toMatchObject([{ kind: 'hb_money', amount: 3, reason: 'adjust' }]);
  });

  it('answers one row with its order number', async () => {
    const spend = (await t.call(list, { reason: 'service' }, { token: organiser.token })).body.data.list[0]!;
    const res = await t.call(detail, { id: spend.id }, { token: staff.token });
    expect(res.body.data).toEqual(spend);
    expect(res.body.data.order_sn).toBe(orderSn);
  });

  it("refuses another organiser's row as if it did not exist", async () => {
    const res = await t.call(detail, { id: otherRowId }, { token: organiser.token });
    expect(res.body).toMatchObject({ code: 400, msg: '账单记录不存在', data: null });
    const missing = await t.call(detail, { id: 99_999_999 }, { token: organiser.token });
    expect(missing.body.msg).toBe('账单记录不存在');
    const foreign = await t.call(detail, { id: otherRowId }, { token: foreignTenant.token, host: 'wallet-other.test' });
    expect(foreign.body.msg).toBe('账单记录不存在');
  });

  it('sums each balance: current balance, money in, money out and entries', async () => {
    const res = await t.call(summary, {}, { token: organiser.token });
    expect(res.body.data).toEqual([
      { kind: 'money', balance: 87.66, income: 100, expense: 12.34, entries: 2 },
      { kind: 'dx_money', balance: 5, income: 5, expense: 0, entries: 1 },
      { kind: 'hb_money', balance: 0, income: 0, expense: 0, entries: 0 },
    ]);
  });

  it('sums over China days, keeping the current balance', async () => {
    const june = await t.call(summary, { start_time: '2026-06-01', end_time: '2026-06-30' }, { token: staff.token });
    expect(june.body.data[0]).toEqual({ kind: 'money', balance: 87.66, income: 0, expense: 12.34, entries: 1 });
    const may = await t.call(summary, { end_time: '2026-05-31' }, { token: organiser.token });
    expect(may.body.data[0]).toEqual({ kind: 'money', balance: 87.66, income: 100, expense: 0, entries: 1 });
  });

  it.each([
    ['list', { kind: 'gold' }, '余额类型错误'],
    ['list', { start_time: '2026/06/01' }, '日期格式错误'],
    ['list', { end_time: '2026-02-30' }, '日期格式错误'],
    ['list', { reason: 'gift' }, '参数 reason 的值无效'],
    ['summary', { start_time: 'yesterday' }, '日期格式错误'],
    ['summary', { end_time: '2026-13-01' }, '日期格式错误'],
    ['detail', { id: 0 }, '账单记录不存在'],
    ['detail', {}, '参数 id 类型错误'],
  ] as const)('%s refuses %o with %s', async (name, input, msg) => {
    const res = await t.call({ summary, list, detail }[name], input, { token: organiser.token });
    expect(res.body).toMatchObject({ code: 400, msg });
  });

  it('answers code 500 without a token', async () => {
    for (const e of [summary, list]) expect((await t.call(e, {})).body.code).toBe(500);
    expect((await t.call(detail, { id: otherRowId })).body.code).toBe(500);
  });
});
