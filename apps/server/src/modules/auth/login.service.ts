import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { Tenant } from '../../platform/request-context.js';
import { type CustomerRow, customerRepository } from '../customer/index.js';
import { type RequestMeta, toLoginData } from './login-data.js';
import { accountWaitSeconds } from './login-wait.js';
import { spendVerify, verifyPassword } from './password.js';
import type { SessionService } from './session.service.js';

const attemptsPerIpPerMinute = 30;

/**
 * Wrong passwords lock out only the address that made them (counted in the shared limiter, so on every
 * instance), never the owner elsewhere; across all addresses the account makes each next attempt wait longer
 * (kept on its row), which slows a guesser who spreads over many addresses.
 */
export const loginService = (deps: Pick<Deps, 'db' | 'clock' | 'config' | 'limiter'>, sessions: SessionService) => {
  const customers = customerRepository(deps.db);
  const { maxFailures, lockMinutes } = deps.config.login;
  const lockSeconds = lockMinutes * 60;
  // Counted against the password they guessed at (the tail of its hash): a new password, set after proving the
  // phone by SMS, lifts every address's lock at once.
  const passwordOf = (customer: CustomerRow) => `${customer.id}:${customer.passwordHash.slice(-12)}`;
  const failuresKey = (customer: CustomerRow, ip: string) => `login:fail:${passwordOf(customer)}:${ip}`;
  const lockKey = (customer: CustomerRow, ip: string) => `login:lock:${passwordOf(customer)}:${ip}`;

  /** Clears the failure counts and opens a session: the end of every way in. */
  const startSession = async (customer: CustomerRow, meta: RequestMeta) => {
    if (customer.status !== 'active') throw new AppError('AUTH_ACCOUNT_DISABLED');
    await deps.limiter.reset(failuresKey(customer, meta.ip));
    const fresh =
      customer.failedLogins || customer.lockedUntil
        ? ((await customers.update(customer.tenantId, customer.id, { failedLogins: 0, lockedUntil: null })) ?? customer)
        : customer;
    return toLoginData(fresh, await sessions.start(fresh, meta));
  };

  const countOnAccount = async (customer: CustomerRow) => {
    const now = deps.clock();
    const since = new Date(now.getTime() - lockSeconds * 1000);
    const failures = await customers.addFailedLogin(customer.tenantId, customer.id, now, since);
    const wait = accountWaitSeconds(failures, maxFailures);
    if (wait > 0) {
      await customers.update(customer.tenantId, customer.id, { lockedUntil: new Date(now.getTime() + wait * 1000) });
    }
  };

  const refuseWrongPassword = async (customer: CustomerRow, ip: string): Promise<never> => {
    await countOnAccount(customer);
    const fromHere = await deps.limiter.hit(failuresKey(customer, ip), lockSeconds);
    if (fromHere.count < maxFailures) throw new AppError('AUTH_BAD_CREDENTIALS');
    // The count starts again once the lock ends, so each lock follows a fresh run of failures.
    await deps.limiter.hit(lockKey(customer, ip), lockSeconds);
    await deps.limiter.reset(failuresKey(customer, ip));
    throw new AppError('AUTH_ACCOUNT_LOCKED');
  };

  const refuseUntilHeard = async (customer: CustomerRow, ip: string) => {
    if ((await deps.limiter.peek(lockKey(customer, ip))) > 0) throw new AppError('AUTH_ACCOUNT_LOCKED');
    const waitMs = (customer.lockedUntil?.getTime() ?? 0) - deps.clock().getTime();
    if (waitMs > 0) throw new AppError('TOO_MANY_REQUESTS', `登录尝试过多，请${Math.ceil(waitMs / 1000)}秒后再试`);
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
      await refuseUntilHeard(customer, meta.ip);
      if (!(await verifyPassword(customer.passwordHash, input.password))) return refuseWrongPassword(customer, meta.ip);
      return startSession(customer, meta);
    },
  };
};

export type LoginService = ReturnType<typeof loginService>;
