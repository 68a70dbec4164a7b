import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { signOneClick, verifyOneClick } from './one-click-sign.js';

const secret = 'partner-secret';
const now = 1_780_000_000;

const errorOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err instanceof AppError ? err.errorName : 'other';
  }
  return 'none';
};

describe('one-click signatures', () => {
  it('accepts what the partner signed and answers its payload', () => {
    const signed = signOneClick(secret, { phone: '13800000000', ts: now, name: '李四' });
    expect(verifyOneClick(secret, signed, now + 10, 300)).toEqual({ phone: '13800000000', ts: now, name: '李四' });
  });

  it('accepts an upper-case hex signature', () => {
    const signed = signOneClick(secret, { phone: '13800000000', ts: now });
    expect(verifyOneClick(secret, { ...signed, sign: signed.sign.toUpperCase() }, now, 300).phone).toBe('13800000000');
  });

  it('refuses a signature made with another secret', () => {
    const signed = signOneClick('another', { phone: '13800000000', ts: now });
    expect(errorOf(() => verifyOneClick(secret, signed, now, 300))).toBe('AUTH_SIGN_INVALID');
  });

  it('refuses a payload changed after signing', () => {
    const signed = signOneClick(secret, { phone: '13800000000', ts: now });
    const forged = signOneClick(secret, { phone: '13900000000', ts: now }).encryption_data;
    expect(errorOf(() => verifyOneClick(secret, { ...signed, encryption_data: forged }, now, 300))).toBe(
      'AUTH_SIGN_INVALID',
    );
  });

  it('refuses everything when the site has no secret', () => {
    const signed = signOneClick('', { phone: '13800000000', ts: now });
    expect(errorOf(() => verifyOneClick('', signed, now, 300))).toBe('AUTH_SIGN_INVALID');
  });

  it('refuses a signed payload that is not the expected json', () => {
    const encryption_data = Buffer.from('not json').toString('base64url');
    const sign = createHmac('sha256', secret).update(encryption_data).digest('hex');
    expect(errorOf(() => verifyOneClick(secret, { encryption_data, sign }, now, 300))).toBe('AUTH_SIGN_INVALID');
  });

  it('refuses a signature older or newer than the allowed age', () => {
    const old = signOneClick(secret, { phone: '13800000000', ts: now - 301 });
    const future = signOneClick(secret, { phone: '13800000000', ts: now + 301 });
    expect(errorOf(() => verifyOneClick(secret, old, now, 300))).toBe('AUTH_SIGN_EXPIRED');
    expect(errorOf(() => verifyOneClick(secret, future, now, 300))).toBe('AUTH_SIGN_EXPIRED');
  });

  it('refuses a phone that is not a mainland mobile number', () => {
    const signed = signOneClick(secret, { phone: '+8613800000000', ts: now });
    expect(errorOf(() => verifyOneClick(secret, signed, now, 300))).toBe('VALIDATION_FAILED');
  });
});
