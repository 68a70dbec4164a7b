import { contract } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTenantCommand } from '../../cli/tenant-command.js';
import { creditBalance, makeCustomer, makeTenant } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeStaff } from '../access/role.factory.js';
import { invoiceRepository } from './invoice.repository.js';
import { payInSandbox } from './sandbox-pay.factory.js';

const { invoiceableOrders, invoiceList, invoiceApply, record } = contract.order;

const application = { title: '杭州示例科技有限公司', tax_no: '91330106MA2B3C4D5E', email: 'finance@example.com' };

describe('invoices', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await makeTenant(t, { code: 'other', hosts: ['other.test'] });
  });
  afterAll(() => t.close());

  /** A top-up paid through the sandbox checkout: the kind of order that can be invoiced. */
  const paidOnline = async (token: string, yuan: number) => {
    const checkout = (await t.call(contract.wallet.createRecharge, { kind: 'money', amount: yuan }, { token })).body
      .data;
    await payInSandbox(t, checkout);
    return checkout.order_sn;
  };
  const invoiceable = async (token: string) =>
    (await t.call(invoiceableOrders, {}, { token })).body.data.list.map((o) => o.order_sn);
  const apply = (token: string, orderSns: string[], extra: Record<string, unknown> = {}) =>
    t.call(invoiceApply, { ...application, order_sns: orderSns, ...extra }, { token });

  it('offers only paid orders paid online, and invoices them for their sum', async () => {
    const { token } = await makeCustomer(t);
    const first = await paidOnline(token, 100);
    const second = await paidOnline(token, 23.45);
    await t.call(contract.wallet.createRecharge, { kind: 'money', amount: 9 }, { token });
    const capacity = (await t.call(contract.order.onlineNumBalPay, { num: 500 }, { token })).body.data;
    expect(capacity.status).toBe('paid');
    expect(await invoiceable(token)).toEqual([second, first]);

    const res = await apply(token, [first, second, first], { remark: '请备注项目名称' });
    expect(res.body).toMatchObject({
      code: 200,
      data: { ...application, amount: 123.45, status: 'pending', remark: '请备注项目名称', issued_at: null },
    });
    expect(res.body.data.order_sns.sort()).toEqual([first, second].sort());
    expect(await invoiceable(token)).toEqual([]);
    const list = (await t.call(invoiceList, {}, { token })).body.data;
    expect(list).toMatchObject({ total: 1, list: [{ id: res.body.data.id, amount: 123.45, status: 'pending' }] });
    const orders = (await t.call(record, { type: 'recharge', status: 'paid' }, { token })).body.data.list;
    expect(orders.map((o) => o.invoiced)).toEqual([true, true]);
  });

  it('invoices an order once: a second application for it is refused', async () => {
    const { token } = await makeCustomer(t);
    const sn = await paidOnline(token, 10);
    const other = await paidOnline(token, 20);
    expect((await apply(token, [sn])).body.code).toBe(200);
    const again = await apply(token, [other, sn]);
    expect(again.body).toMatchObject({ code: 400, msg: '所选订单已开过发票' });
    expect(await invoiceable(token)).toEqual([other]);
    expect((await t.call(invoiceList, {}, { token })).body.data.total).toBe(1);
  });

  it('lets exactly one of several simultaneous applications for the same order through', async () => {
    const { token } = await makeCustomer(t);
    const sn = await paidOnline(token, 50);
    const answers = await Promise.all(Array.from({ length: 8 }, () => apply(token, [sn])));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.body.code !== 200)) expect(a.body.msg).toBe('所选订单已开过发票');
    const list = (await t.call(invoiceList, {}, { token })).body.data;
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ order_sns: [sn], amount: 50 });
  });

  it('takes nothing for a second invoice once an order is on one, whatever the second one read before', async () => {
    const { customer, token } = await makeCustomer(t);
    const sn = await paidOnline(token, 40);
    const owner = { tenantId: customer.tenantId, customerId: customer.id };
    const repo = invoiceRepository(t.deps.db);
    const [order] = await repo.paidOnlineBySn(owner, [sn]);
    const first = await repo.insert({ ...owner, title: 'A', email: 'a@example.com', amount: 4000 });
    const second = await repo.insert({ ...owner, title: 'B', email: 'b@example.com', amount: 4000 });
    expect(await repo.claimOrders(owner, [order!.id], first.id)).toBe(1);
    expect(await repo.claimOrders(owner, [order!.id], second.id)).toBe(0);
    expect((await repo.orderSnsOf(customer.tenantId, [first.id, second.id])).get(first.id)).toEqual([sn]);
  });

  it('refuses orders paid from the balance, unpaid, unknown or belonging to another organiser', async () => {
    const { customer, token } = await makeCustomer(t);
    const stranger = await makeCustomer(t);
    await creditBalance(t, customer, 'money', 100);
    const byBalance = (await t.call(contract.order.onlineNumBalPay, { num: 500 }, { token })).body.data.order_sn;
    const unpaid = (await t.call(contract.wallet.createRecharge, { kind: 'money', amount: 5 }, { token })).body.data
      .order_sn;
    const theirs = await paidOnline(stranger.token, 30);
    const mine = await paidOnline(token, 30);
    for (const sn of [byBalance, unpaid, 'NO-SUCH-ORDER', theirs]) {
      expect((await apply(token, [mine, sn])).body).toMatchObject({
        code: 400,
        msg: '所选订单不能开票：只有在线支付且已支付的订单可以开票',
      });
    }
    expect(await invoiceable(token)).toEqual([mine]);
    expect(await invoiceable(stranger.token)).toEqual([theirs]);
  });

  it('never shows one organiser the invoices of another', async () => {
    const mine = await makeCustomer(t);
    const theirs = await makeCustomer(t);
    await apply(theirs.token, [await paidOnline(theirs.token, 8)]);
    expect((await t.call(invoiceList, {}, { token: mine.token })).body.data).toMatchObject({ total: 0, list: [] });
  });

  it('lets a staff member granted invoices apply for the organiser', async () => {
    const owner = await makeCustomer(t);
    const sn = await paidOnline(owner.token, 12);
    const staff = await makeStaff(t, owner, { pages: ['user/user_receipt'], actions: ['invoice.apply'] });
    expect(await invoiceable(staff.token)).toEqual([sn]);
    expect((await apply(staff.token, [sn])).body.code).toBe(200);
    expect((await t.call(invoiceList, {}, { token: owner.token })).body.data.list[0]?.order_sns).toEqual([sn]);
  });

  it.each([
    [{ title: '  ' }, '请输入发票抬头'],
    [{ title: '抬'.repeat(101) }, '发票抬头不能超过100个字'],
    [{ tax_no: '12345' }, '税号格式错误'],
    [{ tax_no: '91330106ma2b3c4d5e' }, '税号格式错误'],
    [{ email: 'not-an-email' }, '请输入正确的邮箱'],
    [{ email: '' }, '请输入正确的邮箱'],
    [{ order_sns: [] }, '请选择要开票的订单'],
  ])('refuses %o with %s', async (input, msg) => {
    const { token } = await makeCustomer(t);
    const sn = await paidOnline(token, 1);
    expect((await apply(token, [sn], input)).body).toMatchObject({ code: 400, msg });
    expect(await invoiceable(token)).toEqual([sn]);
  });

  it('accepts a person with no tax number', async () => {
    const { token } = await makeCustomer(t);
    const res = await apply(token, [await paidOnline(token, 6)], { title: '张三', tax_no: '' });
    expect(res.body.data).toMatchObject({ title: '张三', tax_no: '' });
  });

  it("shows the finance staff's decision made with the tenant command", async () => {
    const { token, phone } = await makeCustomer(t);
    const issued = (await apply(token, [await paidOnline(token, 66)])).body.data;
    const rejectedSn = await paidOnline(token, 77);
    const rejected = (await apply(token, [rejectedSn], { remark: '加急' })).body.data;
    const run = (line: string[]) => runTenantCommand(line, t.deps.db);

    const pending = await run(['invoices', 'localhost', '--status', 'pending']);
    expect(pending).toContain(`${issued.id}\t开票中\t${phone}\t杭州示例科技有限公司`);
    await run(['invoice-set', 'default', String(issued.id), '--status', 'issued']);
    await run(['invoice-set', 'default', String(rejected.id), '--status', 'rejected', '--remark', '税号有误']);

    const list = (await t.call(invoiceList, {}, { token })).body.data.list;
    expect(list.find((i) => i.id === issued.id)).toMatchObject({ status: 'issued', issued_at: expect.any(String) });
    expect(list.find((i) => i.id === rejected.id)).toMatchObject({
      status: 'rejected',
      remark: '加急；财务：税号有误',
      issued_at: null,
    });
    expect(await invoiceable(token)).toEqual([rejectedSn]);
    expect((await apply(token, [rejectedSn])).body.code).toBe(200);

    const refusal = await run(['invoice-set', 'default', String(issued.id), '--status', 'rejected']).catch(
      (e: Error) => e.message,
    );
    expect(refusal).toBe(`发票申请 ${issued.id} 已处理（已开票）`);
    const elsewhere = await run(['invoice-set', 'other', String(issued.id), '--status', 'issued']).catch(
      (e: Error) => e.message,
    );
    expect(elsewhere).toBe(`发票申请不存在：${issued.id}`);
  });

  it('answers code 500 to every invoice call without a token', async () => {
    for (const e of [invoiceableOrders, invoiceList, invoiceApply]) {
      expect((await t.call(e, { ...application, order_sns: ['x'] })).body.code).toBe(500);
    }
  });
});
