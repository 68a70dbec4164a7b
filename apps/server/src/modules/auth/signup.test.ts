import { contract } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer, makeTenant, uniquePhone } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { customerRepository } from '../customer/index.js';

const { register, forgetPassword, sendSmsCode, login } = contract.auth;

describe('register', () => {
  let t: TestApp;
  let ip = 0;
  beforeAll(async () => {
    t = await createTestApp();
    await makeTenant(t, { code: 'other', hosts: ['other.test'] });
  });
  afterAll(() => t.close());

  /** A fresh address each time, so the daily per-address cap stays out of these tests. */
  const codeFor = async (phone: string, host = 'localhost') => {
    ip += 1;
    await t.call(sendSmsCode, { phone, type: 0 }, { host, ip: `10.3.0.${ip}` });
    return t.sms.lastCode(phone) ?? '';
  };
  const form = (phone: string, sms_code: string) => ({ phone, password: 'secret123', sms_code, check_agreement: 1 });

  it('creates the account with a valid code and logs it in', async () => {
    const phone = uniquePhone();
    const res = await t.call(register, form(phone, await codeFor(phone)));
    expect(res.body).toMatchObject({ code: 200, data: { phone, is_staff: false, agent_property: 1 } });
    const info = await t.call(contract.customer.info, {}, { token: res.body.data.token });
    expect(info.body.data).toMatchObject({ phone, money: 0 });
    const again = await t.call(login, { phone, password: 'secret123', check_agreement: 1 });
    expect(again.body.code).toBe(200);
  });

  it.each([
    [{ password: 'secret123', sms_code: '123456', check_agreement: 1 }, '请输入手机号'],
    [{ phone: '1234', password: 'secret123', sms_code: '123456', check_agreement: 1 }, '手机号格式错误'],
    [{ phone: '13800000000', sms_code: '123456', check_agreement: 1 }, '请输入密码'],
    [{ phone: '13800000000', password: '123', sms_code: '123456', check_agreement: 1 }, '密码长度为6-20位'],
    [{ phone: '13800000000', password: 'secret123', check_agreement: 1 }, '请输入验证码'],
    [{ phone: '13800000000', password: 'secret123', sms_code: '', check_agreement: 1 }, '请输入验证码'],
    [{ phone: '13800000000', password: 'secret123', sms_code: '123456', check_agreement: 0 }, '请阅读并勾选协议'],
    [{ phone: '13800000000', password: 'secret123', sms_code: '123456' }, '请阅读并勾选协议'],
  ])('refuses %o with %s', async (input, msg) => {
    expect((await t.call(register, input)).body).toMatchObject({ code: 400, msg });
  });

  it('refuses a code that was never sent', async () => {
    const fresh = uniquePhone();
    expect((await t.call(register, form(fresh, '123456'))).body.msg).toBe('验证码错误或已过期');
  });

  it('refuses an expired code', async () => {
    const phone = uniquePhone();
    const code = await codeFor(phone);
    t.clock.advance(601_000);
    expect((await t.call(register, form(phone, code))).body.msg).toBe('验证码错误或已过期');
  });

  it('accepts a code once only', async () => {
    const phone = uniquePhone();
    const code = await codeFor(phone);
    expect((await t.call(register, form(phone, code))).body.code).toBe(200);
    expect((await t.call(register, form(phone, code))).body.msg).toBe('该手机号已注册，请直接登录');
  });

  it('burns a code after five wrong guesses', async () => {
    const phone = uniquePhone();
    const code = await codeFor(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await t.call(register, form(phone, wrong))).body.msg).toBe('验证码错误或已过期');
    }
    expect((await t.call(register, form(phone, code))).body.msg).toBe('验证码错误或已过期');
  });

  it('accepts the right code after fewer than five wrong guesses', async () => {
    const phone = uniquePhone();
    const code = await codeFor(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) await t.call(register, form(phone, wrong));
    expect((await t.call(register, form(phone, code))).body.code).toBe(200);
  });

  it('refuses a phone already registered on this site', async () => {
    const phone = uniquePhone();
    const code = await codeFor(phone);
    await makeCustomer(t, { phone });
    expect((await t.call(register, form(phone, code))).body.msg).toBe('该手机号已注册，请直接登录');
  });

  it('registers the same phone separately on another site', async () => {
    const phone = uniquePhone();
    await makeCustomer(t, { phone });
    const code = await codeFor(phone, 'other.test');
    expect((await t.call(register, form(phone, code), { host: 'other.test' })).body.code).toBe(200);
  });

  it('records the inviting agent, and refuses one who is not on this site', async () => {
    const agent = await makeCustomer(t);
    const outsider = await makeCustomer(t, { host: 'other.test' });
    const phone = uniquePhone();
    const code = await codeFor(phone);
    const refused = await t.call(register, { ...form(phone, code), identity: String(outsider.customer.id) });
    expect(refused.body.msg).toBe('邀请代理不存在');
    expect((await t.call(register, { ...form(phone, code), identity: 'abc' })).body.msg).toBe('邀请代理不存在');
    const res = await t.call(register, { ...form(phone, code), identity: agent.customer.id });
    expect(res.body.code).toBe(200);
    const row = await customerRepository(t.deps.db).byId(agent.customer.tenantId, res.body.data.id);
    expect(row?.invitedBy).toBe(agent.customer.id);
  });

  it('treats an empty or zero identity as nobody', async () => {
    const a = uniquePhone();
    expect((await t.call(register, { ...form(a, await codeFor(a)), identity: '' })).body.code).toBe(200);
    const b = uniquePhone();
    expect((await t.call(register, { ...form(b, await codeFor(b)), identity: 0 })).body.code).toBe(200);
  });
});

describe('forgotten password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const recoverCode = async (phone: string) => {
    await t.call(sendSmsCode, { phone, type: 1 });
    return t.sms.lastCode(phone) ?? '';
  };

  it('sets the new password, ends every old session and logs in', async () => {
    const { phone, token, password } = await makeCustomer(t);
    const code = await recoverCode(phone);
    const res = await t.call(forgetPassword, { phone, password: 'newpass99', sms_code: code, type: 1 });
    expect(res.body).toMatchObject({ code: 200, data: { phone } });
    expect((await t.call(contract.customer.info, {}, { token })).body.code).toBe(500);
    expect((await t.call(contract.customer.info, {}, { token: res.body.data.token })).body.code).toBe(200);
    expect((await t.call(login, { phone, password, check_agreement: 1 })).body.msg).toBe('手机号或密码错误');
    expect((await t.call(login, { phone, password: 'newpass99', check_agreement: 1 })).body.code).toBe(200);
  });

  it('unlocks a locked account', async () => {
    const { phone } = await makeCustomer(t);
    for (let i = 0; i < 5; i++) await t.call(login, { phone, password: 'wrong', check_agreement: 1 });
    const code = await recoverCode(phone);
    expect((await t.call(forgetPassword, { phone, password: 'newpass99', sms_code: code })).body.code).toBe(200);
    expect((await t.call(login, { phone, password: 'newpass99', check_agreement: 1 })).body.code).toBe(200);
  });

  it('refuses a register code', async () => {
    const phone = uniquePhone();
    await t.call(sendSmsCode, { phone, type: 0 });
    const code = t.sms.lastCode(phone) ?? '';
    await makeCustomer(t, { phone });
    expect((await t.call(forgetPassword, { phone, password: 'newpass99', sms_code: code })).body.msg).toBe(
      '验证码错误或已过期',
    );
  });

  it('refuses an unknown phone', async () => {
    const res = await t.call(forgetPassword, { phone: uniquePhone(), password: 'newpass99', sms_code: '123456' });
    expect(res.body.msg).toBe('该手机号尚未注册');
  });

  it.each([
    [{ password: 'newpass99', sms_code: '123456' }, '请输入手机号'],
    [{ phone: '13800000000', password: '', sms_code: '123456' }, '请输入密码'],
    [{ phone: '13800000000', password: 'newpass99', sms_code: '' }, '请输入验证码'],
  ])('refuses %o with %s', async (input, msg) => {
    expect((await t.call(forgetPassword, input)).body).toMatchObject({ code: 400, msg });
  });
});
