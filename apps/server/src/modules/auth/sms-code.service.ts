import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { Tenant } from '../../platform/request-context.js';
import { customerRepository } from '../customer/index.js';
import { type SmsPurpose, smsCodeRepository } from './sms-code.repository.js';

const maxAttempts = 5;
const day = 86_400;

/** Salted with where the code belongs, so one hash cannot be replayed for another phone or site. */
const hashCode = (tenantId: number, phone: string, purpose: SmsPurpose, code: string) =>
  createHash('sha256').update(`${tenantId}:${phone}:${purpose}:${code}`).digest();

export const smsCodeService = (deps: Pick<Deps, 'db' | 'clock' | 'config' | 'sms' | 'limiter' | 'log'>) => {
  const codes = smsCodeRepository(deps.db);
  const customers = customerRepository(deps.db);
  const { sms: limits } = deps.config;

  /** Refuses when a daily counter is already full; counted only once the send goes ahead. */
  const checkDaily = async (key: string, max: number) => {
    if ((await deps.limiter.peek(key)) >= max) throw new AppError('AUTH_SMS_DAILY_LIMIT');
  };

  return {
    send: async (tenant: Tenant, phone: string, purpose: SmsPurpose, ip: string) => {
      const existing = await customers.byPhone(tenant.id, phone);
      if (purpose === 'register' && existing) throw new AppError('AUTH_PHONE_TAKEN');
      if (purpose === 'recover' && !existing) throw new AppError('AUTH_PHONE_UNKNOWN');
      const phoneDay = `sms:${tenant.id}:day:phone:${phone}`;
      const ipDay = `sms:${tenant.id}:day:ip:${ip}`;
      await checkDaily(phoneDay, limits.dailyPerPhone);
      await checkDaily(ipDay, limits.dailyPerIp);
      const resend = await deps.limiter.hit(`sms:${tenant.id}:resend:${phone}`, limits.resendSeconds);
      if (resend.count > 1) throw new AppError('AUTH_SMS_TOO_SOON');
      await deps.limiter.hit(phoneDay, day);
      await deps.limiter.hit(ipDay, day);

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await codes.insert({
        tenantId: tenant.id,
        phone,
        purpose,
        codeHash: hashCode(tenant.id, phone, purpose, code).toString('hex'),
        expiresAt: new Date(deps.clock().getTime() + limits.codeTtlSeconds * 1000),
        ip,
      });
      try {
        await deps.sms.send({ phone, code, type: purpose });
      } catch (err) {
        deps.log.error({ err }, 'sms not sent');
        throw new AppError('AUTH_SMS_SEND_FAILED');
      }
      return { resend_after: limits.resendSeconds };
    },

    /** Spends the latest live code; wrong guesses count, and the fifth burns the code. */
    consume: async (tenantId: number, phone: string, purpose: SmsPurpose, code: string) => {
      const now = deps.clock();
      const row = await codes.latestLive(tenantId, phone, purpose, now);
      if (!row || row.attempts >= maxAttempts) throw new AppError('AUTH_SMS_CODE_INVALID');
      const given = hashCode(tenantId, phone, purpose, code);
      if (!timingSafeEqual(given, Buffer.from(row.codeHash, 'hex'))) {
        if ((await codes.addAttempt(row.id)) >= maxAttempts) await codes.markUsed(row.id, now);
        throw new AppError('AUTH_SMS_CODE_INVALID');
      }
      if (!(await codes.markUsed(row.id, now))) throw new AppError('AUTH_SMS_CODE_INVALID');
    },
  };
};

export type SmsCodeService = ReturnType<typeof smsCodeService>;
