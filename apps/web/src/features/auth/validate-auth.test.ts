import { describe, expect, it } from 'vitest';
import { type AuthValues, validateAuth } from './validate-auth.js';

const ok: AuthValues = { phone: '13800000000', code: '1234', password: 'secret1', confirm: 'secret1', agreement: 1 };

describe('validateAuth', () => {
  it('accepts complete forms in every mode', () => {
    expect(validateAuth(1, ok)).toBeNull();
    expect(validateAuth(2, ok)).toBeNull();
    expect(validateAuth(3, ok)).toBeNull();
  });

  it('wants the phone to be 1 followed by 10 digits', () => {
    expect(validateAuth(1, { ...ok, phone: '' })).toBe('phoneRequired');
    expect(validateAuth(1, { ...ok, phone: '23800000000' })).toBe('phoneInvalid');
    expect(validateAuth(1, { ...ok, phone: '1380000000' })).toBe('phoneInvalid');
    expect(validateAuth(1, { ...ok, phone: '138000000001' })).toBe('phoneInvalid');
  });

  it('does not ask for a code or confirmation when logging in', () => {
    expect(validateAuth(1, { ...ok, code: '', confirm: '' })).toBeNull();
  });

  it('asks register and recover for code, password, confirmation and equality in that order', () => {
    for (const mode of [2, 3] as const) {
      expect(validateAuth(mode, { ...ok, code: '' })).toBe('codeRequired');
      expect(validateAuth(mode, { ...ok, password: '' })).toBe('passwordRequired');
      expect(validateAuth(mode, { ...ok, confirm: '' })).toBe('confirmRequired');
      expect(validateAuth(mode, { ...ok, confirm: 'other12' })).toBe('passwordMismatch');
    }
  });

  it('names the agreement differently for login and register, and recover needs none', () => {
    expect(validateAuth(1, { ...ok, agreement: 0 })).toBe('loginAgreement');
    expect(validateAuth(2, { ...ok, agreement: 0 })).toBe('registerAgreement');
    expect(validateAuth(3, { ...ok, agreement: 0 })).toBeNull();
  });
});
