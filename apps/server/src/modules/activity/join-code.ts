import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { Tenant } from '../../platform/request-context.js';
import { verificationCodes } from '../auth/index.js';
import { sendChargedSms } from '../wallet/index.js';
import type { ActivityRecord } from './own-activity.js';

const purposeOf = (activity: ActivityRecord) => `join:${activity.id}` as const;

/**
 * The SMS codes that prove a participant's phone number (identity `phone`): sent at the organiser's expense, with
 * the organisers' own per-number limits and a hall-sized ceiling per address, and spent once on joining.
 */
export const joinCodes = (deps: Pick<Deps, 'db' | 'clock' | 'config' | 'limiter' | 'sms' | 'log'>) => {
  const codes = verificationCodes(deps);
  return {
    send: async (tenant: Tenant, activity: ActivityRecord, phone: string, ip: string) => {
      const { code, resend_after } = await codes.issue({
        tenantId: activity.tenantId,
        phone,
        purpose: purposeOf(activity),
        ip,
        dailyPerIp: deps.config.h5.codesPerIpPerDay,
      });
      const minutes = Math.round(deps.config.sms.codeTtlSeconds / 60);
      const textWith = (shown: string) =>
        `【${tenant.title}】验证码${shown}，用于参加“${activity.title}”，${minutes}分钟内有效。`;
      const sms = {
        message: { phone, type: 'join' as const, code, activity: activity.title },
        text: textWith(code),
        // The organiser's SMS records never show a code that would let its reader join as that number.
        recorded: textWith('******'),
        remark: `参与验证码 ${phone}`,
        actorId: null,
      };
      const owner = { tenantId: activity.tenantId, customerId: activity.customerId };
      await sendChargedSms(deps, owner, sms, (err) => {
        deps.log.warn({ err, activityId: activity.id }, 'join code was not sent');
        throw new AppError('AUTH_SMS_SEND_FAILED');
      }).catch((err: unknown) => {
        // The participant cannot top up the organiser's balance; they are told to ask the organiser.
        if (err instanceof AppError && err.errorName === 'WALLET_SMS_BALANCE_NOT_ENOUGH') {
          throw new AppError('H5_SMS_UNAVAILABLE');
        }
        throw err;
      });
      return { resend_after };
    },

    /** Spends the code sent to `phone` for this activity; refuses a missing, wrong or expired one. */
    prove: async (activity: ActivityRecord, phone: string, code: string) => {
      if (!code) throw new AppError('H5_SMS_CODE_REQUIRED');
      await codes.consume(activity.tenantId, phone, purposeOf(activity), code);
    },
  };
};
