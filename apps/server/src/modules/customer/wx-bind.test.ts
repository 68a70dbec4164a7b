import { contract } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeStaff } from '../access/role.factory.js';
import { customerRepository } from './customer.repository.js';

const { wxBind, info } = contract.customer;

describe('binding WeChat to the account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const stored = async (c: { id: number; tenantId: number }) =>
    (await customerRepository(t.deps.db).byId(c.tenantId, c.id))!;

  it('binds the offline test identity and shows its nickname on the account', async () => {
    const { customer, token } = await makeCustomer(t);
    const res = await t.call(wxBind, { code: 'auth-code-1' }, { token });
    expect(res.body).toMatchObject({ code: 200, data: { id: customer.id, wx_nickname: '微信测试用户' } });
    expect((await t.call(info, {}, { token })).body.data.wx_nickname).toBe('微信测试用户');
    expect((await stored(customer)).wxOpenid).toMatch(/^offline-[0-9a-f]{24}$/);
  });

  it('answers the same openid for the same code, and a test identity without one', async () => {
    const a = await makeCustomer(t);
    const b = await makeCustomer(t);
    await t.call(wxBind, { code: 'same-code' }, { token: a.token });
    await t.call(wxBind, { code: 'same-code' }, { token: b.token });
    expect((await stored(a.customer)).wxOpenid).toBe((await stored(b.customer)).wxOpenid);
    await t.call(wxBind, {}, { token: b.token });
    expect((await stored(b.customer)).wxOpenid).not.toBe((await stored(a.customer)).wxOpenid);
    expect((await stored(b.customer)).wxNickname).toBe('微信测试用户');
  });

  it('unbinds, clearing the identity', async () => {
    const { customer, token } = await makeCustomer(t);
    await t.call(wxBind, { code: 'x' }, { token });
    const res = await t.call(wxBind, { unbind: true }, { token });
    expect(res.body.data.wx_nickname).toBe('');
    expect(await stored(customer)).toMatchObject({ wxOpenid: '', wxNickname: '' });
  });

  it("binds a staff member's own account, not the organiser's", async () => {
    const owner = await makeCustomer(t);
    const staff = await makeStaff(t, owner, { pages: ['user/user_account'] });
    const res = await t.call(wxBind, { code: 'staff' }, { token: staff.token });
    expect(res.body.data).toMatchObject({ id: staff.customer.id, is_staff: true, wx_nickname: '微信测试用户' });
    expect((await stored(owner.customer)).wxOpenid).toBe('');
  });

  it.each([
    [{ code: 'c'.repeat(201) }, '参数 code 超出范围'],
    [{ unbind: 'yes' }, '参数 unbind 类型错误'],
  ])('refuses %o with %s', async (input, msg) => {
    const { customer, token } = await makeCustomer(t);
    expect((await t.call(wxBind, input, { token })).body).toMatchObject({ code: 400, msg });
    expect((await stored(customer)).wxOpenid).toBe('');
  });

  it('answers code 500 without a token', async () => {
    expect((await t.call(wxBind, { code: 'x' })).body.code).toBe(500);
  });
});
