import { contract } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer, makeTenant, uniquePhone } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { customerRepository } from '../customer/index.js';
import { signOneClick } from './one-click-sign.js';

const oneClick = contract.auth.oneClickLogin;
const host = 'partner.test';
const secret = 'shared-with-partner';

describe('one-click login', () => {
  let t: TestApp;
  let partnerId: number;
  beforeAll(async () => {
    t = await createTestApp();
    partnerId = (await makeTenant(t, { code: 'partner', hosts: [host], oneClickSecret: secret })).id;
  });
  afterAll(() => t.close());

  const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);
  const signed = (phone: string, extra: { ts?: number; name?: string } = {}) =>
    signOneClick(secret, { phone, ts: extra.ts ?? nowSeconds(), ...(extra.name ? { name: extra.name } : {}) });

  it('logs in an existing account of the site', async () => {
    const { phone, customer } = await makeCustomer(t, { host });
    const res = await t.call(oneClick, signed(phone), { host });
    expect(res.body).toMatchObject({ code: 200, data: { id: customer.id, phone } });
    expect((await t.call(contract.customer.info, {}, { token: res.body.data.token, host })).body.code).toBe(200);
  });

  it('creates an organiser account for a phone new to the site, which cannot log in by password', async () => {
    const phone = uniquePhone();
    const res = await t.call(oneClick, signed(phone, { name: '王五' }), { host });
    expect(res.body).toMatchObject({ code: 200, data: { phone, name: '王五', is_staff: false } });
    const second = await t.call(oneClick, signed(phone, { ts: nowSeconds() + 1 }), { host });
    expect(second.body.data.id).toBe(res.body.data.id);
    const row = await customerRepository(t.deps.db).byPhone(partnerId, phone);
    expect(row).toMatchObject({ ownerId: null, name: '王五' });
    expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
    const byPassword = await t.call(
      contract.auth.login,
      { phone, password: 'secret123', check_agreement: 1 },
      { host },
    );
    expect(byPassword.body.msg).toBe('手机号或密码错误');
  });

  it('logs in an account whose password a stranger has just guessed wrong many times', async () => {
    const { phone } = await makeCustomer(t, { host });
    for (let i = 0; i < 6; i++) {
      await t.call(contract.auth.login, { phone, password: 'wrong', check_agreement: 1 }, { host, ip: '10.66.1.1' });
    }
    expect((await t.call(oneClick, signed(phone), { host })).body.code).toBe(200);
  });

  it('refuses a bad signature', async () => {
    const good = signed(uniquePhone());
    const res = await t.call(oneClick, { ...good, sign: 'ab'.repeat(32) }, { host });
    expect(res.body).toMatchObject({ code: 400, msg: '登录签名无效' });
  });

  it('refuses a malformed signature with the same message', async () => {
    const res = await t.call(oneClick, { encryption_data: 'x', sign: 'nothex' }, { host });
    expect(res.body).toMatchObject({ code: 400, msg: '登录签名无效' });
  });

  it('refuses an expired signature', async () => {
    const old = signed(uniquePhone(), { ts: nowSeconds() - 301 });
    expect((await t.call(oneClick, old, { host })).body.msg).toBe('登录链接已过期');
  });

  it('refuses a signature used before', async () => {
    const once = signed(uniquePhone());
    expect((await t.call(oneClick, once, { host })).body.code).toBe(200);
    t.clock.advance(5_000);
    expect((await t.call(oneClick, once, { host })).body.msg).toBe('登录链接已过期');
  });

  it('refuses every signature on a site without a secret', async () => {
    const res = await t.call(oneClick, signed(uniquePhone()));
    expect(res.body.msg).toBe('登录签名无效');
  });

  it('refuses a disabled account', async () => {
    const { phone } = await makeCustomer(t, { host, fields: { status: 'disabled' } });
    expect((await t.call(oneClick, signed(phone), { host })).body.msg).toBe('账号已被禁用');
  });
});
