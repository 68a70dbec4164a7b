import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { Tenant } from '../../platform/request-context.js';
import { customerRepository } from '../customer/index.js';
import type { SmsPurpose } from './sms-code.repository.js';
import { verificationCodes } from './verification-code.js';

type AccountPurpose = Extract<SmsPurpose, 'register' | 'recover'>;

/** An organiser's own codes: sign-up and password recovery, free of charge. */
export const smsCodeService = (deps: Pick<Deps, 'db' | 'clock' | 'config' | 'sms' | 'limiter' | 'log'>) => {
  const codes = verificationCodes(deps);
  const customers = customerRepository(deps.db);

  return {
    send: async (tenant: Tenant, phone: string, purpose: AccountPurpose, ip: string) => {
      const existing = await customers.byPhone(tenant.id, phone);
      if (purpose === 'register' && existing) throw new AppError('AUTH_PHONE_TAKEN');
      if (purpose === 'recover' && !existing) throw new AppError('AUTH_PHONE_UNKNOWN');
      const dailyPerIp = deps.config.sms.dailyPerIp;
      const { code, resend_after } = await codes.issue({ tenantId: tenant.id, phone, purpose, ip, dailyPerIp });
      try {
        await deps.sms.send({ phone, code, type: purpose });
      } catch (err) {
        deps.log.error({ err }, 'sms not sent');
        throw new AppError('AUTH_SMS_SEND_FAILED');
      }
      return { resend_after };
    },

    consume: (tenantId: number, phone: string, purpose: AccountPurpose, code: string) =>
      codes.consume(tenantId, phone, purpose, code),
  };
};

export type SmsCodeService = ReturnType<typeof smsCodeService>;
