import { describe, expect, it } from 'vitest';
import { passwordSchema, phoneSchema, smsCodeSchema } from './fields.js';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('phone field', () => {
  it('asks for a phone when it is empty or missing', () => {
    expect(messageOf(phoneSchema.safeParse(''))).toBe('请输入手机号');
    expect(messageOf(phoneSchema.safeParse(undefined))).toBe('请输入手机号');
  });

  it('refuses anything but 1 followed by 10 digits', () => {
    for (const bad of ['2380000000', '1380000000', '138000000001', '1380000000a']) {
      expect(messageOf(phoneSchema.safeParse(bad))).toBe('手机号格式错误');
    }
    expect(phoneSchema.parse(' 13800000000 ')).toBe('13800000000');
  });
});

describe('password and sms code fields', () => {
  it('asks for a password, then for 6 to 20 characters', () => {
    expect(messageOf(passwordSchema.safeParse(''))).toBe('请输入密码');
    expect(messageOf(passwordSchema.safeParse('12345'))).toBe('密码长度为6-20位');
    expect(messageOf(passwordSchema.safeParse('x'.repeat(21)))).toBe('密码长度为6-20位');
    expect(passwordSchema.parse('secret1')).toBe('secret1');
  });

  it('asks for the verification code', () => {
    expect(messageOf(smsCodeSchema.safeParse(''))).toBe('请输入验证码');
    expect(smsCodeSchema.parse('123456')).toBe('123456');
  });
});
