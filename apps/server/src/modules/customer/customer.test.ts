import { contract } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditBalance, makeCustomer, makeTenant } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeRole } from '../access/role.factory.js';

const { info, infoPost, saveInfo, changePassword, log } = contract.customer;

describe('the account of the caller', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await makeTenant(t, { code: 'other', hosts: ['other.test'] });
  });
  afterAll(() => t.close());

  it('answers the profile and balances in yuan, by GET and by POST', async () => {
    const { token, phone, customer } = await makeCustomer(t, { fields: { name: '赵六', headImg: '/uploads/a.png' } });
    await creditBalance(t, customer, 'money', 12.34);
    await creditBalance(t, customer, 'dx_money', 0.05);
    await creditBalance(t, customer, 'hb_money', 1000);
    const byGet = await t.call(info, {}, { token });
    expect(byGet.body.data).toMatchObject({
      id: customer.id,
      phone,
      name: '赵六',
      head_img: '/uploads/a.png',
      agent_property: 1,
      money: 12.34,
      dx_money: 0.05,
      hb_money: 1000,
      is_staff: false,
    });
    expect((await t.call(infoPost, {}, { token })).body.data).toEqual(byGet.body.data);
  });

  it('answers the staff account its own profile, marked as staff, with the organiser balances it works with', async () => {
    const owner = await makeCustomer(t);
    await creditBalance(t, owner.customer, 'money', 88);
    const ledger = await makeRole(t, owner.token, { pages: ['user/user_journal'] });
    const staff = await makeCustomer(t, { ownerId: owner.customer.id, fields: { name: '员工甲', roleId: ledger.id } });
    const res = await t.call(info, {}, { token: staff.token });
    expect(res.body.data).toMatchObject({
      id: staff.customer.id,
      phone: staff.phone,
      name: '员工甲',
      is_staff: true,
      money: 88,
      online_num: 200,
    });
  });

  it('saves name and avatar, and leaves out what is not sent', async () => {
    const { token } = await makeCustomer(t, { fields: { name: '旧名', headImg: '/old.png' } });
    const res = await t.call(saveInfo, { name: '  新名  ' }, { token });
    expect(res.body.data).toMatchObject({ name: '新名', head_img: '/old.png' });
    await t.call(saveInfo, { head_img: '/new.png' }, { token });
    expect((await t.call(info, {}, { token })).body.data).toMatchObject({ name: '新名', head_img: '/new.png' });
  });

  it('refuses a name over 30 characters', async () => {
    const { token } = await makeCustomer(t);
    expect((await t.call(saveInfo, { name: '名'.repeat(31) }, { token })).body.msg).toBe('内容不能超过30个字');
  });

  it('answers code 500 to every account call without a token', async () => {
    for (const e of [info, infoPost, saveInfo, log]) expect((await t.call(e, {})).body.code).toBe(500);
  });
});

describe('changing the password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const loginAgain = (phone: string, password: string) =>
    t.call(contract.auth.login, { phone, password, check_agreement: 1 });

  it('sets the new password, keeps this session and ends the others', async () => {
    const { token, phone, password } = await makeCustomer(t);
    const other = (await loginAgain(phone, password)).body.data.token;
    const res = await t.call(
      changePassword,
      { old_password: password, password: 'fresh-pass', confirm_password: 'fresh-pass' },
      { token },
    );
    expect(res.body).toMatchObject({ code: 200, data: null });
    expect((await t.call(info, {}, { token })).body.code).toBe(200);
    expect((await t.call(info, {}, { token: other })).body.code).toBe(500);
    expect((await loginAgain(phone, password)).body.msg).toBe('手机号或密码错误');
    expect((await loginAgain(phone, 'fresh-pass')).body.code).toBe(200);
  });

  it('refuses a wrong old password and keeps the old one', async () => {
    const { token, phone, password } = await makeCustomer(t);
    const res = await t.call(
      changePassword,
      { old_password: 'guess', password: 'fresh-pass', confirm_password: 'fresh-pass' },
      { token },
    );
    expect(res.body).toMatchObject({ code: 400, msg: '原密码错误' });
    expect((await loginAgain(phone, password)).body.code).toBe(200);
  });

  it.each([
    [{ password: 'fresh-pass', confirm_password: 'fresh-pass' }, '请输入原密码'],
    [{ old_password: 'x', password: '', confirm_password: '' }, '请输入密码'],
    [{ old_password: 'x', password: 'abc', confirm_password: 'abc' }, '密码长度为6-20位'],
    [{ old_password: 'x', password: 'fresh-pass' }, '请再次输入密码'],
    [{ old_password: 'x', password: 'fresh-pass', confirm_password: '' }, '请再次输入密码'],
    [{ old_password: 'x', password: 'fresh-pass', confirm_password: 'fresh-pasS' }, '两次密码不一致'],
  ])('refuses %o with %s', async (input, msg) => {
    const { token } = await makeCustomer(t);
    expect((await t.call(changePassword, input, { token })).body).toMatchObject({ code: 400, msg });
  });

  it('answers code 500 without a token', async () => {
    const input = { old_password: 'x', password: 'fresh-pass', confirm_password: 'fresh-pass' };
    expect((await t.call(changePassword, input)).body.code).toBe(500);
  });
});

describe('the operation log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const total = async (token: string) => (await t.call(log, {}, { token })).body.data.total;
  /** The log is written after the answer goes out, so wait for it rather than race it. */
  const loggedCount = (token: string, n: number) => expect.poll(() => total(token)).toBe(n);

  it('records a profile save and a password change with path and address', async () => {
    const { token, password, customer, phone } = await makeCustomer(t);
    await t.call(saveInfo, { name: '记录' }, { token, ip: '10.7.0.1' });
    await loggedCount(token, 1);
    await t.call(
      changePassword,
      { old_password: password, password: 'fresh-pass', confirm_password: 'fresh-pass' },
      { token, ip: '10.7.0.2' },
    );
    await loggedCount(token, 2);
    const res = await t.call(log, {}, { token });
    expect(res.body.data.list).toMatchObject([
      { uid: customer.id, phone, method: 'POST', path_name: '/api/customer/changePwd', ip: '10.7.0.2' },
      { uid: customer.id, phone, method: 'POST', path_name: '/api/customer/saveInfo', ip: '10.7.0.1' },
    ]);
  });

  it('leaves out reads and refused calls', async () => {
    const { token } = await makeCustomer(t);
    await t.call(info, {}, { token });
    await t.call(infoPost, {}, { token });
    await t.call(saveInfo, { name: '名'.repeat(31) }, { token });
    await t.call(saveInfo, { name: '留痕' }, { token });
    await loggedCount(token, 1);
    expect((await t.call(log, {}, { token })).body.data.list.map((r) => r.path_name)).toEqual([
      '/api/customer/saveInfo',
    ]);
  });

  it('shows the staff actions in the organiser log, filtered by path and by user', async () => {
    const owner = await makeCustomer(t);
    const staff = await makeCustomer(t, { ownerId: owner.customer.id });
    await t.call(saveInfo, { name: '老板' }, { token: owner.token });
    await t.call(saveInfo, { name: '员工' }, { token: staff.token });
    await t.call(contract.auth.logout, {}, { token: (await makeCustomer(t, { ownerId: owner.customer.id })).token });
    await loggedCount(owner.token, 3);
    expect(await total(staff.token)).toBe(3);

    const byStaff = await t.call(log, { uid: staff.customer.id }, { token: owner.token });
    expect(byStaff.body.data.list.map((r) => r.phone)).toEqual([staff.phone]);
    const byPath = await t.call(log, { path_name: 'saveinfo' }, { token: owner.token });
    expect(byPath.body.data.list.map((r) => r.path_name)).toEqual(['/api/customer/saveInfo', '/api/customer/saveInfo']);
    expect((await t.call(log, { path_name: '%' }, { token: owner.token })).body.data.total).toBe(0);
  });

  it('pages the log', async () => {
    const { token } = await makeCustomer(t);
    for (let i = 0; i < 3; i++) await t.call(saveInfo, { name: `第${i}次` }, { token });
    await loggedCount(token, 3);
    const res = await t.call(log, { page: 2, limit: 2 }, { token });
    expect(res.body.data).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(res.body.data.list).toHaveLength(1);
  });

  it('never shows one organiser the log of another', async () => {
    const mine = await makeCustomer(t);
    const theirs = await makeCustomer(t);
    await t.call(saveInfo, { name: '他人' }, { token: theirs.token });
    await loggedCount(theirs.token, 1);
    expect(await total(mine.token)).toBe(0);
    expect((await t.call(log, { uid: theirs.customer.id }, { token: mine.token })).body.data.total).toBe(0);
  });
});
