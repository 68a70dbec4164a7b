import { contract } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer, makeTenant } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { customerRepository } from '../customer/index.js';

const login = contract.auth.login;
const agreed = { check_agreement: 1 } as const;

describe('password login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await makeTenant(t, { code: 'other', hosts: ['other.test'], agreementRegister: '<p>其他站点注册协议</p>' });
  });
  afterAll(() => t.close());

  it('logs in with phone and password and answers the login data', async () => {
    const { phone, password, customer } = await makeCustomer(t, { fields: { name: '张三' } });
    const res = await t.call(login, { phone, password, ...agreed });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ id: customer.id, phone, name: '张三', agent_property: 1, is_staff: false });
    expect(res.body.data.token.length).toBeGreaterThan(20);
    expect(new Date(res.body.data.expires_at).getTime()).toBe(t.clock.now().getTime() + 7 * 86_400_000);
    const info = await t.call(contract.customer.info, {}, { token: res.body.data.token });
    expect(info.body.data.phone).toBe(phone);
  });

  it('marks a staff account as staff', async () => {
    const owner = await makeCustomer(t);
    const staff = await makeCustomer(t, { ownerId: owner.customer.id });
    const res = await t.call(login, { phone: staff.phone, password: staff.password, ...agreed });
    expect(res.body.data.is_staff).toBe(true);
  });

  it.each([
    [{ password: 'x', ...agreed }, '请输入手机号'],
    [{ phone: '', password: 'x', ...agreed }, '请输入手机号'],
    [{ phone: '2380000000', password: 'x', ...agreed }, '手机号格式错误'],
    [{ phone: '13800000000', ...agreed }, '请输入密码'],
    [{ phone: '13800000000', password: '', ...agreed }, '请输入密码'],
    [{ phone: '13800000000', password: 'x' }, '请同意用户协议'],
    [{ phone: '13800000000', password: 'x', check_agreement: 0 }, '请同意用户协议'],
  ])('refuses %o with the message %s', async (input, msg) => {
    const res = await t.call(login, input);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, msg });
  });

  it('gives the same answer for a wrong password and an unknown phone', async () => {
    const { phone } = await makeCustomer(t);
    const wrong = await t.call(login, { phone, password: 'not-it', ...agreed });
    const unknown = await t.call(login, { phone: '13700000000', password: 'not-it', ...agreed });
    expect(wrong.body).toMatchObject({ code: 400, msg: '手机号或密码错误' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('does not log in a phone registered only on another site', async () => {
    const { phone, password } = await makeCustomer(t, { host: 'other.test' });
    expect((await t.call(login, { phone, password, ...agreed })).body.msg).toBe('手机号或密码错误');
    expect((await t.call(login, { phone, password, ...agreed }, { host: 'other.test' })).body.code).toBe(200);
  });

  it('locks the guessing address out of the account after five wrong passwords, even with the right one, until the lock ends', async () => {
    const { phone, password } = await makeCustomer(t);
    for (let i = 0; i < 4; i++) {
      expect((await t.call(login, { phone, password: 'wrong', ...agreed })).body.msg).toBe('手机号或密码错误');
    }
    const fifth = await t.call(login, { phone, password: 'wrong', ...agreed });
    expect(fifth.body.msg).toBe('密码错误次数过多，账号已锁定，请稍后再试');
    expect((await t.call(login, { phone, password, ...agreed })).body.msg).toBe(
      '密码错误次数过多，账号已锁定，请稍后再试',
    );
    t.clock.advance(14 * 60_000);
    expect((await t.call(login, { phone, password, ...agreed })).body.code).toBe(400);
    t.clock.advance(61_000);
    expect((await t.call(login, { phone, password, ...agreed })).body.code).toBe(200);
  });

  it("does not let a stranger's five wrong passwords lock the owner out from the owner's address", async () => {
    const { phone, password } = await makeCustomer(t);
    const stranger = '10.66.0.1';
    for (let i = 0; i < 5; i++) await t.call(login, { phone, password: 'wrong', ...agreed }, { ip: stranger });
    expect((await t.call(login, { phone, password, ...agreed }, { ip: stranger })).body.msg).toBe(
      '密码错误次数过多，账号已锁定，请稍后再试',
    );
    t.clock.advance(1000);
    expect((await t.call(login, { phone, password, ...agreed }, { ip: '10.66.0.2' })).body.code).toBe(200);
  });

  it('makes a guesser spread over many addresses wait longer after each wrong password, up to 30 seconds', async () => {
    const { phone, password } = await makeCustomer(t);
    let n = 0;
    const tryFromNewAddress = (pw: string) =>
      t.call(login, { phone, password: pw, ...agreed }, { ip: `10.77.0.${++n}` });
    for (let i = 0; i < 5; i++) expect((await tryFromNewAddress('wrong')).body.msg).toBe('手机号或密码错误');
    for (const wait of [1, 2, 4, 8, 16, 30, 30]) {
      const early = await tryFromNewAddress(password);
      expect(early.body).toMatchObject({ code: 400, msg: `登录尝试过多，请${wait}秒后再试` });
      t.clock.advance(wait * 1000 - 1);
      expect((await tryFromNewAddress(password)).body.msg).toBe('登录尝试过多，请1秒后再试');
      t.clock.advance(1);
      expect((await tryFromNewAddress('wrong')).body.msg).toBe('手机号或密码错误');
    }
    expect((await tryFromNewAddress(password)).body.msg).toBe('登录尝试过多，请30秒后再试');
    t.clock.advance(30_000);
    expect((await tryFromNewAddress(password)).body.code).toBe(200);
    expect((await tryFromNewAddress('wrong')).body.msg).toBe('手机号或密码错误');
    expect((await tryFromNewAddress('wrong')).body.msg).toBe('手机号或密码错误');
  });

  it("forgets an account's spread-out failures once the lock time has passed without one", async () => {
    const { phone, password } = await makeCustomer(t);
    for (let i = 0; i < 4; i++) await t.call(login, { phone, password: 'wrong', ...agreed }, { ip: `10.78.0.${i}` });
    t.clock.advance(15 * 60_000 + 1000);
    await t.call(login, { phone, password: 'wrong', ...agreed }, { ip: '10.78.0.9' });
    expect((await t.call(login, { phone, password, ...agreed }, { ip: '10.78.0.10' })).body.code).toBe(200);
  });

  it('forgets earlier failures after a successful login', async () => {
    const { phone, password } = await makeCustomer(t);
    for (let i = 0; i < 4; i++) await t.call(login, { phone, password: 'wrong', ...agreed });
    expect((await t.call(login, { phone, password, ...agreed })).body.code).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await t.call(login, { phone, password: 'wrong', ...agreed })).body.msg).toBe('手机号或密码错误');
    }
  });

  it('refuses a disabled account once the password is right', async () => {
    const { phone, password } = await makeCustomer(t, { fields: { status: 'disabled' } });
    expect((await t.call(login, { phone, password: 'wrong', ...agreed })).body.msg).toBe('手机号或密码错误');
    expect((await t.call(login, { phone, password, ...agreed })).body.msg).toBe('账号已被禁用');
  });

  it('slows down one address that tries too many logins in a minute', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 30; i++) await t.call(login, { phone: '13600000000', password: 'x', ...agreed }, { ip });
    const refused = await t.call(login, { phone: '13600000000', password: 'x', ...agreed }, { ip });
    expect(refused.body.msg).toBe('操作太频繁，请稍后再试');
    const elsewhere = await t.call(login, { phone: '13600000000', password: 'x', ...agreed }, { ip: '10.9.9.8' });
    expect(elsewhere.body.msg).toBe('手机号或密码错误');
    t.clock.advance(60_000);
    expect((await t.call(login, { phone: '13600000000', password: 'x', ...agreed }, { ip })).body.msg).toBe(
      '手机号或密码错误',
    );
  });

  it('stores a hash, never the password', async () => {
    const { customer, password } = await makeCustomer(t);
    const row = await customerRepository(t.deps.db).byId(customer.tenantId, customer.id);
    expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(row?.passwordHash).not.toContain(password);
  });
});

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await makeTenant(t, { code: 'other', hosts: ['other.test'] });
  });
  afterAll(() => t.close());

  it('answers code 500 without a token', async () => {
    const res = await t.call(contract.customer.info, {});
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 500, msg: '请先登录' });
  });

  it('answers code 500 for an unknown token', async () => {
    const res = await t.call(contract.customer.info, {}, { token: 'made-up' });
    expect(res.body).toMatchObject({ code: 500, msg: '登录已失效，请重新登录' });
  });

  it('answers code 500 for a token issued by another site', async () => {
    const { token } = await makeCustomer(t, { host: 'other.test' });
    expect((await t.call(contract.customer.info, {}, { token, host: 'other.test' })).body.code).toBe(200);
    expect((await t.call(contract.customer.info, {}, { token })).body.code).toBe(500);
  });

  it('answers code 500 once the session has expired', async () => {
    const { token } = await makeCustomer(t);
    t.clock.advance(7 * 86_400_000 + 1000);
    expect((await t.call(contract.customer.info, {}, { token })).body.code).toBe(500);
  });

  it('logs out: the token stops working, other sessions of the account keep working', async () => {
    const { phone, password, token: other } = await makeCustomer(t);
    const { token } = (await t.call(login, { phone, password, ...agreed })).body.data;
    const res = await t.call(contract.auth.logout, {}, { token });
    expect(res.body).toMatchObject({ code: 200, data: null });
    expect((await t.call(contract.customer.info, {}, { token })).body.code).toBe(500);
    expect((await t.call(contract.auth.logout, {}, { token })).body.code).toBe(500);
    expect((await t.call(contract.customer.info, {}, { token: other })).body.code).toBe(200);
  });

  it('refuses logout without a token with code 500', async () => {
    expect((await t.call(contract.auth.logout, {})).body.code).toBe(500);
  });
});

describe('user agreement', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await makeTenant(t, {
      code: 'other',
      hosts: ['other.test'],
      agreementLogin: '<p>登录协议</p>',
      agreementRegister: '<p>注册协议</p>',
      agreementRecover: '<p>找回说明</p>',
    });
  });
  afterAll(() => t.close());

  it.each([
    [1, '<p>登录协议</p>'],
    [2, '<p>注册协议</p>'],
    [3, '<p>找回说明</p>'],
  ])('answers the site text for panel mode %i', async (type, text) => {
    const res = await t.call(contract.auth.userAgreement, { type }, { host: 'other.test' });
    expect(res.body.data).toEqual({ user_agreement: text });
  });

  it('answers the login agreement when no mode is given', async () => {
    const res = await t.call(contract.auth.userAgreement, {}, { host: 'other.test' });
    expect(res.body.data.user_agreement).toBe('<p>登录协议</p>');
  });

  it('answers the default site its own agreement', async () => {
    const res = await t.call(contract.auth.userAgreement, { type: 3 });
    expect(res.body.data.user_agreement).toContain('找回密码说明');
  });

  it('refuses an unknown mode', async () => {
    expect((await t.call(contract.auth.userAgreement, { type: 4 }, { host: 'other.test' })).body.code).toBe(400);
  });
});
