import { contract } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTenantCommand } from '../../cli/tenant-command.js';
import { makeCustomer, makeTenant } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { auditLedger } from '../wallet/index.js';
import { payInSandbox } from './sandbox-pay.factory.js';
import { valueServiceRepository } from './value-service.repository.js';
import { seedValueServices } from './value-service.seed.js';

const { serviceList, myServices, services, servicesBalancePay, addServerPay, recordDetail } = contract.order;
const dayMs = 86_400_000;

describe('value-added services', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Tests move the clock past a year of use; sessions must outlive that.
    t = await createTestApp({ SESSION_DAYS: '3650' });
    const other = await makeTenant(t, { code: 'other', hosts: ['other.test'] });
    await seedValueServices(t.deps.db, other.id);
  });
  afterAll(() => t.close());

  const catalogue = async (token: string, host?: string) => (await t.call(serviceList, {}, { token, host })).body.data;
  const serviceId = async (token: string, code: string) => (await catalogue(token)).find((s) => s.code === code)!.id;
  const moneyOf = async (token: string) => (await t.call(contract.customer.info, {}, { token })).body.data.money;
  /** An organiser holding some yuan of general balance. */
  const organiser = (yuan = 0) => makeCustomer(t, { money: yuan });
  const order = async (token: string, code: string, quantity = 1) =>
    (await t.call(services, { service_id: await serviceId(token, code), quantity }, { token })).body.data;
  const buy = async (token: string, code: string, quantity = 1) => {
    const made = await order(token, code, quantity);
    return t.call(servicesBalancePay, { order_sn: made.order_sn }, { token });
  };

  it('lists the seeded catalogue of the site in yuan', async () => {
    const { token } = await organiser();
    expect(await catalogue(token)).toMatchObject([
      { code: 'remove_branding', name: '去除平台版权', price: 298, duration_days: 365, unit: '年' },
      { code: 'custom_domain', name: '自定义活动域名', price: 198, duration_days: 365, unit: '年' },
      { code: 'dedicated_support', name: '专属客服', price: 998, duration_days: 365, unit: '年' },
      { code: 'data_export_plus', name: '数据导出增强', price: 98, duration_days: 365, unit: '年' },
    ]);
    expect((await catalogue(token)).every((s) => s.description.length > 10)).toBe(true);
  });

  it('shows each site its own catalogue and prices', async () => {
    await runTenantCommand(['service-set', 'other', 'remove_branding', '--price', '399'], t.deps.db);
    const mine = await organiser();
    const theirs = await makeCustomer(t, { host: 'other.test' });
    const otherList = await catalogue(theirs.token, 'other.test');
    expect(otherList.find((s) => s.code === 'remove_branding')?.price).toBe(399);
    expect((await catalogue(mine.token)).find((s) => s.code === 'remove_branding')?.price).toBe(298);
    const mineIds = (await catalogue(mine.token)).map((s) => s.id);
    expect(otherList.some((s) => mineIds.includes(s.id))).toBe(false);
  });

  it('creates an unpaid order priced at price times quantity, titled with the service name', async () => {
    const { token } = await organiser();
    const made = await order(token, 'custom_domain', 3);
    expect(made).toMatchObject({
      type: 'service',
      title: '自定义活动域名',
      amount: 594,
      quantity: 3,
      status: 'unpaid',
      pay_method: '',
      invoiced: false,
    });
  });

  it.each([
    [{ quantity: 0 }, '购买数量至少为1'],
    [{ quantity: 11 }, '购买数量不能超过10'],
    [{ quantity: 1.5 }, '购买数量必须是整数'],
    [{ quantity: 'abc' }, '请输入购买数量'],
  ])('refuses the quantity in %o with %s', async (input, msg) => {
    const { token } = await organiser();
    const res = await t.call(services, { service_id: await serviceId(token, 'remove_branding'), ...input }, { token });
    expect(res.body).toMatchObject({ code: 400, msg });
  });

  it("refuses another site's service and a service taken off sale", async () => {
    const { customer, token } = await organiser();
    const theirs = await makeCustomer(t, { host: 'other.test' });
    const foreignId = (await catalogue(theirs.token, 'other.test'))[0]!.id;
    const foreign = await t.call(services, { service_id: foreignId }, { token });
    expect(foreign.body).toMatchObject({ code: 400, msg: '服务不存在或已下架' });

    const repo = valueServiceRepository(t.deps.db);
    const retired = await repo.insert({ tenantId: customer.tenantId, code: 'retired', name: '旧服务', price: 100 });
    expect((await t.call(services, { service_id: retired.id }, { token })).body.code).toBe(200);
    await runTenantCommand(['service-set', 'localhost', 'retired', '--status', 'off'], t.deps.db);
    expect((await catalogue(token)).map((s) => s.code)).not.toContain('retired');
    const res = await t.call(services, { service_id: retired.id }, { token });
    expect(res.body).toMatchObject({ code: 400, msg: '服务不存在或已下架' });
  });

  it('charges the balance once and records the service for a year', async () => {
    const { customer, token } = await organiser(500);
    const res = await buy(token, 'remove_branding');
    expect(res.body).toMatchObject({ code: 200, data: { status: 'paid', pay_method: 'balance', amount: 298 } });
    const again = await t.call(servicesBalancePay, { order_sn: res.body.data.order_sn }, { token });
    expect(again.body.data).toEqual(res.body.data);
    expect(await moneyOf(token)).toBe(202);

    const now = t.clock.now().getTime();
    expect((await t.call(myServices, {}, { token })).body.data).toEqual([
      {
        service_id: await serviceId(token, 'remove_branding'),
        code: 'remove_branding',
        name: '去除平台版权',
        quantity: 1,
        expires_at: new Date(now + 365 * dayMs).toISOString(),
        created_at: expect.any(String),
      },
    ]);
    const detail = (await t.call(recordDetail, { id: res.body.data.id }, { token })).body.data;
    expect(detail.ledger).toMatchObject([{ kind: 'money', amount: -298, balance_after: 202, reason: 'service' }]);
    expect(await auditLedger(t.deps.db, { customerId: customer.id })).toEqual([]);
  });

  it('adds the time of a second purchase after the end of the first', async () => {
    const { token } = await organiser(2000);
    const start = t.clock.now().getTime();
    await buy(token, 'custom_domain');
    t.clock.advance(10 * dayMs);
    expect((await buy(token, 'custom_domain', 2)).body.code).toBe(200);
    const held = (await t.call(myServices, {}, { token })).body.data;
    expect(held.map((e) => [e.quantity, e.expires_at])).toEqual([
      [2, new Date(start + 3 * 365 * dayMs).toISOString()],
      [1, new Date(start + 365 * dayMs).toISOString()],
    ]);
    expect(await moneyOf(token)).toBe(2000 - 198 * 3);
  });

  it('chains the years of purchases paid at the same moment, from the balance or online', async () => {
    const { customer, token } = await organiser(1000);
    const start = t.clock.now().getTime();
    const made = await Promise.all([1, 2, 3].map(() => order(token, 'dedicated_support')));
    const paid = await Promise.all(made.map((m) => t.call(servicesBalancePay, { order_sn: m.order_sn }, { token })));
    expect(paid.map((p) => p.body.code).sort()).toEqual([200, 400, 400]);
    expect(await moneyOf(token)).toBe(2);
    const held = (await t.call(myServices, {}, { token })).body.data;
    expect(held.map((e) => e.expires_at)).toEqual([new Date(start + 365 * dayMs).toISOString()]);

    const unpaid = made.filter((m) => !paid.some((p) => p.body.data?.order_sn === m.order_sn));
    const checkouts = await Promise.all(
      unpaid.map(async (m) => (await t.call(addServerPay, { order_sn: m.order_sn }, { token })).body.data),
    );
    await Promise.all(checkouts.map((c) => payInSandbox(t, c)));
    const ends = (await t.call(myServices, {}, { token })).body.data.map((e) => e.expires_at).sort();
    expect(ends).toEqual([1, 2, 3].map((years) => new Date(start + years * 365 * dayMs).toISOString()));
    expect(await auditLedger(t.deps.db, { customerId: customer.id })).toEqual([]);
  });

  it('starts a new year from today once the previous one has run out', async () => {
    const { token } = await organiser(1000);
    await buy(token, 'data_export_plus');
    t.clock.advance(400 * dayMs);
    await buy(token, 'data_export_plus');
    const [latest] = (await t.call(myServices, {}, { token })).body.data;
    expect(latest?.expires_at).toBe(new Date(t.clock.now().getTime() + 365 * dayMs).toISOString());
  });

  it('records a one-off service without an end', async () => {
    const { customer, token } = await organiser(100);
    const repo = valueServiceRepository(t.deps.db);
    await repo.insert({ tenantId: customer.tenantId, code: 'setup', name: '代搭建活动', price: 5000, durationDays: 0 });
    expect((await buy(token, 'setup')).body.code).toBe(200);
    expect((await t.call(myServices, {}, { token })).body.data).toMatchObject([{ code: 'setup', expires_at: null }]);
  });

  it('refuses without enough balance and records nothing', async () => {
    const { customer, token } = await organiser(100);
    const res = await buy(token, 'dedicated_support');
    expect(res.body).toMatchObject({ code: 400, msg: '账户余额不足，请先充值' });
    expect((await t.call(myServices, {}, { token })).body.data).toEqual([]);
    expect(await moneyOf(token)).toBe(100);
    expect(await auditLedger(t.deps.db, { customerId: customer.id })).toEqual([]);
  });

  it("refuses to pay another organiser's order, and lists only the caller's services", async () => {
    const owner = await organiser(500);
    const intruder = await organiser(500);
    const made = await order(owner.token, 'remove_branding');
    const res = await t.call(servicesBalancePay, { order_sn: made.order_sn }, { token: intruder.token });
    expect(res.body).toMatchObject({ code: 400, msg: '订单不存在' });
    const checkout = await t.call(addServerPay, { order_sn: made.order_sn }, { token: intruder.token });
    expect(checkout.body).toMatchObject({ code: 400, msg: '订单不存在' });
    await t.call(servicesBalancePay, { order_sn: made.order_sn }, { token: owner.token });
    expect((await t.call(myServices, {}, { token: intruder.token })).body.data).toEqual([]);
    expect(await moneyOf(intruder.token)).toBe(500);
  });

  it('refuses to pay an order of another kind through the services calls', async () => {
    const { token } = await organiser(500);
    const capacity = (await t.call(contract.order.onlineNumRecharge, { num: 500 }, { token })).body.data;
    const res = await t.call(servicesBalancePay, { order_sn: capacity.order_sn }, { token });
    expect(res.body).toMatchObject({ code: 400, msg: '订单不存在' });
    expect(await moneyOf(token)).toBe(500);
  });

  it('records the service when the order is paid through the sandbox checkout', async () => {
    const { customer, token } = await organiser(50);
    const made = await order(token, 'remove_branding', 2);
    const checkout = await t.call(addServerPay, { order_sn: made.order_sn }, { token });
    expect(checkout.body.data).toMatchObject({ order_sn: made.order_sn, amount: 596 });
    await payInSandbox(t, checkout.body.data);
    const detail = (await t.call(recordDetail, { id: made.id }, { token })).body.data;
    expect(detail).toMatchObject({ status: 'paid', pay_method: 'sandbox', payments: [{ status: 'succeeded' }] });
    const [held] = (await t.call(myServices, {}, { token })).body.data;
    expect(held).toMatchObject({ code: 'remove_branding', quantity: 2 });
    expect(held?.expires_at).toBe(new Date(t.clock.now().getTime() + 730 * dayMs).toISOString());
    expect(await moneyOf(token)).toBe(50);
    expect(await auditLedger(t.deps.db, { customerId: customer.id })).toEqual([]);
  });

  it('answers code 500 to every services call without a token', async () => {
    for (const e of [serviceList, myServices, services, servicesBalancePay, addServerPay]) {
      expect((await t.call(e, { service_id: 1, order_sn: 'x' })).body.code).toBe(500);
    }
  });
});
