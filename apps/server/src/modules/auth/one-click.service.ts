import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { Tenant } from '../../platform/request-context.js';
import { customerRepository } from '../customer/index.js';
import type { LoginService } from './login.service.js';
import type { RequestMeta } from './login-data.js';
import { verifyOneClick } from './one-click-sign.js';
import { unusablePassword } from './password.js';
import { isUniqueViolation } from './unique-violation.js';

/** Logs in a user a partner system vouches for; a phone new to the site becomes an organiser account. */
export const oneClickService = (deps: Pick<Deps, 'db' | 'clock' | 'config' | 'limiter'>, logins: LoginService) => {
  const customers = customerRepository(deps.db);
  const maxAge = deps.config.oneClickMaxAgeSeconds;

  const findOrCreate = async (tenantId: number, phone: string, name: string) => {
    const existing = await customers.byPhone(tenantId, phone);
    if (existing) return existing;
    try {
      return await customers.insert({ tenantId, phone, name, passwordHash: await unusablePassword() });
    } catch (err) {
      // Two first logins at once: the other one created the account.
      const created = isUniqueViolation(err) ? await customers.byPhone(tenantId, phone) : null;
      if (!created) throw err;
      return created;
    }
  };

  return {
    login: async (tenant: Tenant, input: { encryption_data: string; sign: string }, meta: RequestMeta) => {
      const now = Math.floor(deps.clock().getTime() / 1000);
      const payload = verifyOneClick(tenant.oneClickSecret, input, now, maxAge);
      // A signature stays acceptable for maxAge either side of its ts; remembering it that long refuses replays.
      const seen = await deps.limiter.hit(`oneclick:${tenant.id}:${input.sign.toLowerCase()}`, 2 * maxAge + 1);
      if (seen.count > 1) throw new AppError('AUTH_SIGN_EXPIRED');
      const customer = await findOrCreate(tenant.id, payload.phone, payload.name ?? '');
      return logins.startSession(customer, meta);
    },
  };
};
