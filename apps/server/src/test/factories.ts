import { type BalanceKind, toFen } from '@app/contract';
import { hashPassword } from '../modules/auth/password.js';
import { sessionService } from '../modules/auth/session.service.js';
import { type CustomerInsert, customerRepository } from '../modules/customer/customer.repository.js';
import { type TenantFields, tenantRepository } from '../modules/tenant/tenant.repository.js';
import { changeBalance } from '../modules/wallet/balance.repository.js';
import type { TestApp } from './test-app.js';

let phoneCounter = 0;

/** A phone no other test in this process has used: '139' and eight digits. */
export const uniquePhone = () => {
  phoneCounter += 1;
  return `139${String((process.pid * 1000 + phoneCounter) % 100_000_000).padStart(8, '0')}`;
};

const tenantIdOf = async (t: TestApp, host: string) => {
  const tenant = await tenantRepository(t.deps.db).byHost(host);
  if (!tenant) throw new Error(`no tenant answers host ${host}`);
  return tenant.id;
};

export type MakeCustomerOptions = {
  phone?: string;
  password?: string;
  /** The site the customer belongs to (default localhost); ignored when tenantId is given. */
  host?: string;
  tenantId?: number;
  /** Makes a staff account of that organiser. */
  ownerId?: number;
  fields?: Partial<Omit<CustomerInsert, 'tenantId' | 'phone' | 'passwordHash' | 'ownerId'>>;
  /** Yuan of general balance the account starts with, put there through the ledger. */
  money?: number;
};

/** An account with a live session: `token` goes into t.call(..., { token, host }). */
export const makeCustomer = async (t: TestApp, opts: MakeCustomerOptions = {}) => {
  const phone = opts.phone ?? uniquePhone();
  const password = opts.password ?? 'secret123';
  const tenantId = opts.tenantId ?? (await tenantIdOf(t, opts.host ?? 'localhost'));
  const customer = await customerRepository(t.deps.db).insert({
    tenantId,
    phone,
    passwordHash: await hashPassword(password),
    ownerId: opts.ownerId ?? null,
    ...opts.fields,
  });
  if (opts.money) await creditBalance(t, customer, 'money', opts.money);
  const { token } = await sessionService(t.deps).start(customer, { ip: '127.0.0.1', userAgent: 'test' });
  return { customer, token, password, phone };
};

export type Account = Awaited<ReturnType<typeof makeCustomer>>;

/** Another white-label site answering the given hosts. */
export const makeTenant = (t: TestApp, fields: TenantFields & { code: string; hosts: string[] }) =>
  tenantRepository(t.deps.db).insert(fields);

/** Puts money on an account the way the platform would, through the ledger, so audits still agree. */
export const creditBalance = async (
  t: TestApp,
  customer: { id: number; tenantId: number },
  kind: BalanceKind,
  yuan: number,
): Promise<void> => {
  await t.deps.db.transaction((tx) =>
    changeBalance(tx, {
      tenantId: customer.tenantId,
      customerId: customer.id,
      kind,
      amount: toFen(yuan),
      reason: 'adjust',
    }),
  );
};
