import { createHmac, timingSafeEqual } from 'node:crypto';
import { phonePattern } from '@app/contract';
import { z } from 'zod';
import { AppError } from '../../platform/errors.js';

const payloadSchema = z.object({
  phone: z.string(),
  ts: z.number().int(),
  name: z.string().trim().max(30).optional(),
});
export type OneClickPayload = z.infer<typeof payloadSchema>;

const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest();

/** What a partner system does to log a user in: encode the payload and sign it with the tenant's secret. */
export const signOneClick = (secret: string, payload: OneClickPayload) => {
  const encryption_data = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return { encryption_data, sign: hmac(secret, encryption_data).toString('hex') };
};

const decode = (data: string) => {
  try {
    return payloadSchema.safeParse(JSON.parse(Buffer.from(data, 'base64url').toString('utf8')));
  } catch {
    return null;
  }
};

/**
 * Checks a one-click login: the signature first (in constant time), then the payload and its age.
 * Replays are the caller's concern, since they need shared state.
 */
export const verifyOneClick = (
  secret: string,
  input: { encryption_data: string; sign: string },
  nowSeconds: number,
  maxAgeSeconds: number,
) => {
  if (!secret) throw new AppError('AUTH_SIGN_INVALID');
  const expected = hmac(secret, input.encryption_data);
  const given = Buffer.from(input.sign, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new AppError('AUTH_SIGN_INVALID');
  const parsed = decode(input.encryption_data);
  if (!parsed?.success) throw new AppError('AUTH_SIGN_INVALID');
  const payload = parsed.data;
  if (Math.abs(nowSeconds - payload.ts) > maxAgeSeconds) throw new AppError('AUTH_SIGN_EXPIRED');
  if (!phonePattern.test(payload.phone)) throw new AppError('VALIDATION_FAILED', '手机号格式错误');
  return payload;
};
