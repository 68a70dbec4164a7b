import { contract } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditBalance, makeCustomer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { auditLedger } from '../wallet/index.js';
import { makeOrder } from './order.factory.js';
import { valueServiceRepository } from './value-service.repository.js';

const { balancePay, recordDetail } = contract.order;

describe('simultaneous balance payments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const moneyOf = async (token: string) => (await t.call(contract.customer.info, {}, { token })).body.data.money;

  it('pays exactly what the wallet holds when 200 orders are paid at once, and never goes below zero', async () => {
    const { customer, token } = await makeCustomer(t);
    const [service] = await valueServiceRepository(t.deps.db).list(customer.tenantId);
    if (!service) throw new Error('the site has no seeded service');
    await creditBalance(t, customer, 'money', 150);
    const orders = [];
    for (let i = 0; i < 200; i += 1) {
      orders.push(await makeOrder(t, customer, 1, { type: 'service', serviceId: service.id, title: service.name }));
    }
    const answers = await Promise.all(orders.map((o) => t.call(balancePay, { order_sn: o.orderSn }, { token })));
    const paid = answers.filter((a) => a.body.code === 200);
    const refused = answers.filter((a) => a.body.code !== 200);
    expect(paid).toHaveLength(150);
    expect(paid.every((a) => a.body.data.status === 'paid')).toBe(true);
    expect(refused).toHaveLength(50);
    expect(refused.every((a) => a.body.msg === '账户余额不足，请先充值')).toBe(true);
    expect(await moneyOf(token)).toBe(0);
    expect((await t.call(contract.order.record, { status: 'paid' }, { token })).body.data.total).toBe(150);
    expect((await t.call(contract.order.myServices, {}, { token })).body.data).toHaveLength(150);
    expect(await auditLedger(t.deps.db, { customerId: customer.id })).toEqual([]);
  });

  it('charges one order once when it is paid 50 times at once', async () => {
    const { customer, token } = await makeCustomer(t);
    await creditBalance(t, customer, 'money', 100);
    const order = await makeOrder(t, customer, 7);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.call(balancePay, { order_sn: order.orderSn }, { token })),
    );
    expect(answers.every((a) => a.body.code === 200 && a.body.data.status === 'paid')).toBe(true);
    expect(await moneyOf(token)).toBe(93);
    const detail = (await t.call(recordDetail, { id: order.id }, { token })).body.data;
    expect(detail.ledger).toHaveLength(1);
    expect(await auditLedger(t.deps.db, { customerId: customer.id })).toEqual([]);
  });
});
