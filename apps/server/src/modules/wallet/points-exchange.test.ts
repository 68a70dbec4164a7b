import { contract } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeStaff } from '../access/role.factory.js';
import { auditLedger } from './ledger-audit.js';
import { earnPoints } from './points.repository.js';
import { makePaidOrder } from './wallet.factory.js';

const { points, pointsRecharge, list } = contract.wallet;

describe('exchanging points for general balance (customer/ipRecharge)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** An organiser who has earned `earned` points by paying that many yuan. */
  const organiser = async (earned: number) => {
    const made = await makeCustomer(t);
    const order = await makePaidOrder(t, made.customer, earned);
    await t.deps.db.transaction((tx) => earnPoints(tx, order));
    return made;
  };
  const moneyOf = async (token: string) => (await t.call(contract.customer.info, {}, { token })).body.data.money!;

  it('turns 100 points into one yuan: the points entry, the ledger row and both totals move together', async () => {
    const { token, customer } = await organiser(1234);
    const before = await moneyOf(token);
    const res = await t.call(pointsRecharge, { points: 1200 }, { token });
    expect(res.body).toMatchObject({ code: 200, data: { points: 34, amount: 12, money: before + 12 } });
    const entries = (await t.call(points, {}, { token })).body.data;
    expect(entries).toMatchObject({ points: 34, total: 2 });
    expect(entries.list[0]).toMatchObject({ points: -1200, balance_after: 34, rule: 'exchange', order_sn: '' });
    const ledger = (await t.call(list, { kind: 'money' }, { token })).body.data.list[0];
    expect(ledger).toMatchObject({ amount: 12, reason: 'points', remark: '1200积分兑换' });
    expect(await auditLedger(t.deps.db, { customerId: customer.id })).toEqual([]);
  });

  it('refuses more points than the account has, and moves nothing', async () => {
    const { token, customer } = await organiser(150);
    const before = await moneyOf(token);
    const res = await t.call(pointsRecharge, { points: 200 }, { token });
    expect(res.body).toMatchObject({ code: 400, msg: '积分不足' });
    expect((await t.call(points, {}, { token })).body.data).toMatchObject({ points: 150, total: 1 });
    expect(await moneyOf(token)).toBe(before);
    expect(await auditLedger(t.deps.db, { customerId: customer.id })).toEqual([]);
  });

  it('spends each point once when ten exchanges race for the same points', async () => {
    const { token, customer } = await organiser(500);
    const before = await moneyOf(token);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.call(pointsRecharge, { points: 100 }, { token })),
    );
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.body.msg === '积分不足')).toHaveLength(5);
    expect((await t.call(points, {}, { token })).body.data.points).toBe(0);
    expect(await moneyOf(token)).toBe(before + 5);
    expect(await auditLedger(t.deps.db, { customerId: customer.id })).toEqual([]);
  });

  it.each([
    [{ points: 50 }, '至少兑换100积分'],
    [{ points: 150 }, '兑换积分须为100的整数倍'],
    [{ points: 100.5 }, '兑换积分必须是整数'],
    [{ points: 'all' }, '请输入兑换积分'],
    [{}, '请输入兑换积分'],
  ])('refuses %o with %s', async (input, msg) => {
    const { token } = await organiser(1000);
    expect((await t.call(pointsRecharge, input as never, { token })).body).toMatchObject({ code: 400, msg });
    expect((await t.call(points, {}, { token })).body.data.points).toBe(1000);
  });

  it('lets staff exchange the organiser’s points only with the order.pay action', async () => {
    const owner = await organiser(300);
    const viewer = await makeStaff(t, owner, { pages: ['user/points_record'] });
    expect((await t.call(pointsRecharge, { points: 100 }, viewer)).body).toMatchObject({
      code: 400,
      msg: '没有权限进行此操作',
    });
    const payer = await makeStaff(t, owner, {
      pages: ['user/points_record', 'user/user_order'],
      actions: ['order.pay'],
    });
    expect((await t.call(pointsRecharge, { points: 100 }, payer)).body.data).toMatchObject({ points: 200 });
    const other = await organiser(0);
    expect((await t.call(pointsRecharge, { points: 100 }, other)).body.msg).toBe('积分不足');
    expect((await t.call(points, {}, owner)).body.data.points).toBe(200);
  });
});
