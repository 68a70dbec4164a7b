import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { Tenant } from '../../platform/request-context.js';
import { type CustomerRow, customerRepository } from '../customer/index.js';
import { type RequestMeta, toLoginData } from './login-data.js';
import { spendVerify, verifyPassword } from './password.js';
import type { SessionService } from './session.service.js';

const attemptsPerIpPerMinute = 30;

export const loginService = (deps: Pick<Deps, 'db' | 'clock' | 'config' | 'limiter'>, sessions: SessionService) => {
  const customers = customerRepository(deps.db);
  const { maxFailures, lockMinutes } = deps.config.login;

  /** Clears the failure count and opens a session: the end of every way in. */
  const startSession = async (customer: CustomerRow, meta: RequestMeta) => {
    if (customer.status !== 'active') throw new AppError('AUTH_ACCOUNT_DISABLED');
    const fresh =
      customer.failedLogins || customer.lockedUntil
        ? ((await customers.update(customer.tenantId, customer.id, { failedLogins: 0, lockedUntil: null })) ?? customer)
        : customer;
    return toLoginData(fresh, await sessions.start(fresh, meta));
  };

  const refuseWrongPassword = async (customer: CustomerRow): Promise<never> => {
    const failures = await customers.addFailedLogin(customer.tenantId, customer.id);
    if (failures < maxFailures) throw new AppError('AUTH_BAD_CREDENTIALS');
    const lockedUntil = new Date(deps.clock().getTime() + lockMinutes * 60_000);
    // The count starts again once the lock ends, so each lock follows a fresh run of failures.
    await customers.update(customer.tenantId, customer.id, { lockedUntil, failedLogins: 0 });
    throw new AppError('AUTH_ACCOUNT_LOCKED');
  };

  return {
    startSession,
    login: async (tenant: Tenant, input: { phone: string; password: string }, meta: RequestMeta) => {
      const perIp = await deps.limiter.hit(`login:ip:${meta.ip}`, 60);
      if (perIp.count > attemptsPerIpPerMinute) throw new AppError('TOO_MANY_REQUESTS');
      const customer = await customers.byPhone(tenant.id, input.phone);
      if (!customer) {
        await spendVerify(input.password);
        throw new AppError('AUTH_BAD_CREDENTIALS');
      }
      if (customer.lockedUntil && customer.lockedUntil > deps.clock()) throw new AppError('AUTH_ACCOUNT_LOCKED');
      if (!(await verifyPassword(customer.passwordHash, input.password))) return refuseWrongPassword(customer);
      return startSession(customer, meta);
    },
  };
};

export type LoginService = ReturnType<typeof loginService>;
