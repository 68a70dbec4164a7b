import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { Tenant } from '../../platform/request-context.js';
import { customerRepository } from '../customer/index.js';
import type { LoginService } from './login.service.js';
import type { RequestMeta } from './login-data.js';
import { hashPassword } from './password.js';
import type { SessionService } from './session.service.js';
import type { SmsCodeService } from './sms-code.service.js';
import { isUniqueViolation } from './unique-violation.js';

type CodeInput = { phone: string; password: string; sms_code: string };

/** Registration and password recovery: both prove the phone with an sms code. */
export const signupService = (
  deps: Pick<Deps, 'db'>,
  parts: { smsCodes: SmsCodeService; logins: LoginService; sessions: SessionService },
) => {
  const customers = customerRepository(deps.db);

  /** '' and 0 mean nobody invited; anything else must be an account on this site. */
  const invitingAgent = async (tenantId: number, identity: string | number | undefined) => {
    if (identity === undefined || identity === '' || identity === 0 || identity === '0') return null;
    const id = Number(identity);
    const agent = Number.isSafeInteger(id) && id > 0 ? await customers.byId(tenantId, id) : null;
    if (!agent) throw new AppError('AUTH_AGENT_UNKNOWN');
    return agent.id;
  };

  return {
    register: async (tenant: Tenant, input: CodeInput & { identity?: string | number }, meta: RequestMeta) => {
      if (await customers.byPhone(tenant.id, input.phone)) throw new AppError('AUTH_PHONE_TAKEN');
      const invitedBy = await invitingAgent(tenant.id, input.identity);
      const passwordHash = await hashPassword(input.password);
      await parts.smsCodes.consume(tenant.id, input.phone, 'register', input.sms_code);
      const customer = await customers
        .insert({ tenantId: tenant.id, phone: input.phone, passwordHash, invitedBy })
        .catch((err: unknown) => {
          throw isUniqueViolation(err) ? new AppError('AUTH_PHONE_TAKEN') : err;
        });
      return parts.logins.startSession(customer, meta);
    },

    /** A new password ends every session of the account, wherever it was open. */
    recover: async (tenant: Tenant, input: CodeInput, meta: RequestMeta) => {
      const customer = await customers.byPhone(tenant.id, input.phone);
      if (!customer) throw new AppError('AUTH_PHONE_UNKNOWN');
      if (customer.status !== 'active') throw new AppError('AUTH_ACCOUNT_DISABLED');
      const passwordHash = await hashPassword(input.password);
      await parts.smsCodes.consume(tenant.id, input.phone, 'recover', input.sms_code);
      const updated = await customers.update(tenant.id, customer.id, { passwordHash });
      await parts.sessions.endAllOf(customer.id);
      return parts.logins.startSession(updated ?? customer, meta);
    },
  };
};
