import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { type SmsPurpose, smsCodeRepository } from './sms-code.repository.js';

const maxAttempts = 5;
const day = 86_400;

/** Salted with where the code belongs, so one hash cannot be replayed for another phone, site or activity. */
const hashCode = (tenantId: number, phone: string, purpose: SmsPurpose, code: string) =>
  createHash('sha256').update(`${tenantId}:${phone}:${purpose}:${code}`).digest();

type Issue = { tenantId: number; phone: string; purpose: SmsPurpose; ip: string; dailyPerIp: number };

/**
 * One-time SMS codes, stored hashed: issued under the resend and daily limits, spent once. Sending the code is the
 * caller's (an organiser's own code is free; a participant's is charged to the organiser).
 */
export const verificationCodes = (deps: Pick<Deps, 'db' | 'clock' | 'config' | 'limiter'>) => {
  const codes = smsCodeRepository(deps.db);
  const { sms: limits } = deps.config;

  /** Refuses when a daily counter is already full; counted only once the send goes ahead. */
  const checkDaily = async (key: string, max: number) => {
    if ((await deps.limiter.peek(key)) >= max) throw new AppError('AUTH_SMS_DAILY_LIMIT');
  };

  return {
    /** A fresh code for `phone`, already stored; the caller sends it. */
    issue: async ({ tenantId, phone, purpose, ip, dailyPerIp }: Issue) => {
      const phoneDay = `sms:${tenantId}:day:phone:${phone}`;
      const ipDay = `sms:${tenantId}:day:ip:${ip}`;
      await checkDaily(phoneDay, limits.dailyPerPhone);
      await checkDaily(ipDay, dailyPerIp);
      const resend = await deps.limiter.hit(`sms:${tenantId}:resend:${purpose}:${phone}`, limits.resendSeconds);
      if (resend.count > 1) {
        throw new AppError('AUTH_SMS_TOO_SOON', `验证码发送太频繁，请${limits.resendSeconds}秒后再试`);
      }
      await deps.limiter.hit(phoneDay, day);
      await deps.limiter.hit(ipDay, day);

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await codes.insert({
        tenantId,
        phone,
        purpose,
        codeHash: hashCode(tenantId, phone, purpose, code).toString('hex'),
        expiresAt: new Date(deps.clock().getTime() + limits.codeTtlSeconds * 1000),
        ip,
      });
      return { code, resend_after: limits.resendSeconds };
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

export type VerificationCodes = ReturnType<typeof verificationCodes>;
