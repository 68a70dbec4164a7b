import { contract } from '@app/contract';
import { makeCustomer } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';

type Grants = { pages?: string[]; actions?: string[]; name?: string };
type Organiser = { customer: { id: number; tenantId: number }; token: string };

let counter = 0;

/** A role of the organiser, made the way the role page makes it. */
export const makeRole = async (t: TestApp, ownerToken: string, grants: Grants = {}) => {
  counter += 1;
  const input = { name: grants.name ?? `角色${counter}`, pages: grants.pages ?? [], actions: grants.actions ?? [] };
  const res = await t.call(contract.role.add, input, { token: ownerToken });
  if (res.body.code !== 200) throw new Error(`role/add answered ${res.body.msg}`);
  return res.body.data;
};

/** A staff account of the organiser with a live session, holding a new role with these grants (none: no role). */
export const makeStaff = async (t: TestApp, owner: Organiser, grants?: Grants) => {
  const role = grants ? await makeRole(t, owner.token, grants) : null;
  const staff = await makeCustomer(t, {
    tenantId: owner.customer.tenantId,
    ownerId: owner.customer.id,
    fields: { roleId: role?.id ?? null },
  });
  return { ...staff, role };
};
