import { allEndpoints, contract, errorTable } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories.js';
import { organiserApp } from '../../test/organiser-app.js';
import { makeStaff } from './role.factory.js';

const forbidden = errorTable.AUTH_FORBIDDEN.msg;
const granted = allEndpoints.filter((e) => e.grant);
const label = (e: (typeof granted)[number]) => `${e.method} ${e.path}`;

describe('the server enforces role grants', () => {
  const { t, organiser: owner } = organiserApp();

  it('covers a good number of endpoints', () => {
    expect(granted.length).toBeGreaterThan(30);
  });

  it.each(granted.map((e) => [label(e), e] as const))(
    'refuses %s to a staff member whose role grants nothing, before reading the input',
    async (_, e) => {
      const staff = await makeStaff(t, owner, {});
      const res = await t.call(e, {}, { token: staff.token });
      expect(res.body).toMatchObject({ code: 400, msg: forbidden, data: null });
    },
  );

  it.each(granted.map((e) => [label(e), e] as const))('lets the organiser call %s', async (_, e) => {
    const res = await t.call(e, {}, { token: owner.token });
    expect(res.status).not.toBe(404);
    expect(res.body.msg).not.toBe(forbidden);
  });

  it('refuses a staff member without a role, or whose role is gone, every call with a grant', async () => {
    const roleless = await makeStaff(t, owner);
    const orphan = await makeCustomer(t, { ownerId: owner.customer.id, fields: { roleId: 2_000_000_000 } });
    for (const { token } of [roleless, orphan]) {
      expect((await t.call(contract.role.list, {}, { token })).body.msg).toBe(forbidden);
      expect((await t.call(contract.customer.info, {}, { token })).body.code).toBe(200);
    }
  });

  it("does not let one organiser's role grant anything to another organiser's staff", async () => {
    const other = await makeCustomer(t);
    const theirs = await makeStaff(t, other, { pages: ['user/user_role'] });
    const borrowed = await makeCustomer(t, { ownerId: owner.customer.id, fields: { roleId: theirs.role!.id } });
    expect((await t.call(contract.role.list, {}, { token: borrowed.token })).body.msg).toBe(forbidden);
  });

  it('lets a staff member list orders with the order page, and refuses paying without the pay action', async () => {
    const cashier = await makeStaff(t, owner, { pages: ['user/user_order'] });
    const orders = await t.call(contract.order.record, {}, { token: cashier.token });
    expect(orders.body.code).toBe(200);
    const pay = await t.call(contract.order.balancePay, { order_sn: 'ANY' }, { token: cashier.token });
    expect(pay.body).toMatchObject({ code: 400, msg: forbidden });

    const payer = await makeStaff(t, owner, { pages: ['user/user_order'], actions: ['order.pay'] });
    const paid = await t.call(contract.order.balancePay, { order_sn: 'ANY' }, { token: payer.token });
    expect(paid.body.msg).not.toBe(forbidden);
  });
});
