import { contract } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer, makeTenant, uniquePhone } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeRole, makeStaff } from '../access/role.factory.js';

const { staffList, staffAdd, staffEdit, staffDelete, staffDetail, info } = contract.customer;
const login = (t: TestApp, phone: string, password: string, host?: string) =>
  t.call(contract.auth.login, { phone, password, check_agreement: 1 }, { host });

describe('staff accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await makeTenant(t, { code: 'other', hosts: ['other.test'] });
  });
  afterAll(() => t.close());

  const addStaff = async (ownerToken: string, roleId: number, fields: { name?: string; phone?: string } = {}) => {
    const input = {
      phone: fields.phone ?? uniquePhone(),
      name: fields.name ?? '员工',
      password: 'staff-pass',
      role_id: roleId,
    };
    const res = await t.call(staffAdd, input, { token: ownerToken });
    return { res, phone: input.phone, password: input.password };
  };

  it('adds a staff member who logs in with their own phone and works on the organiser’s data', async () => {
    const owner = await makeCustomer(t);
    const role = await makeRole(t, owner.token, { name: '运营', pages: ['user/user_role'] });
    const { res, phone, password } = await addStaff(owner.token, role.id, { name: '  小王  ' });
    expect(res.body.data).toMatchObject({ phone, name: '小王', role_id: role.id, role_name: '运营', status: 'active' });

    const session = await login(t, phone, password);
    expect(session.body.data).toMatchObject({ id: res.body.data.id, is_staff: true });
    const token = session.body.data.token;
    expect((await t.call(info, {}, { token })).body.data).toMatchObject({ phone, is_staff: true });
    const roles = await t.call(contract.role.list, {}, { token });
    expect(roles.body.data.list.map((r) => [r.name, r.staff_count])).toEqual([['运营', 1]]);
  });

  it('refuses a phone already registered on this site, and allows it on another', async () => {
    const owner = await makeCustomer(t);
    const role = await makeRole(t, owner.token);
    const taken = await makeCustomer(t);
    const again = await addStaff(owner.token, role.id, { phone: taken.phone });
    expect(again.res.body).toMatchObject({ code: 400, msg: '该手机号已注册，不能添加为员工' });

    const elsewhere = await makeCustomer(t, { host: 'other.test' });
    expect((await addStaff(owner.token, role.id, { phone: elsewhere.phone })).res.body.code).toBe(200);
  });

  it('adds one account when the same phone is sent twice at once', async () => {
    const owner = await makeCustomer(t);
    const role = await makeRole(t, owner.token);
    const phone = uniquePhone();
    const both = await Promise.all([
      addStaff(owner.token, role.id, { phone }),
      addStaff(owner.token, role.id, { phone }),
    ]);
    expect(both.map((b) => b.res.body.code).sort()).toEqual([200, 400]);
    expect((await t.call(staffList, { phone }, { token: owner.token })).body.data.total).toBe(1);
  });

  it("refuses a role that is not the organiser's", async () => {
    const owner = await makeCustomer(t);
    const theirs = await makeRole(t, (await makeCustomer(t)).token);
    const { res, phone } = await addStaff(owner.token, theirs.id);
    expect(res.body).toMatchObject({ code: 400, msg: '角色不存在' });
    expect((await login(t, phone, 'staff-pass')).body.msg).toBe('手机号或密码错误');
  });

  it.each([
    [{ phone: '123', name: '甲', password: 'staff-pass', role_id: 1 }, '手机号格式错误'],
    [{ phone: '13900000000', name: '', password: 'staff-pass', role_id: 1 }, '请输入员工姓名'],
    [{ phone: '13900000000', name: '名'.repeat(31), password: 'staff-pass', role_id: 1 }, '员工姓名不能超过30个字'],
    [{ phone: '13900000000', name: '甲', password: 'abc', role_id: 1 }, '密码长度为6-20位'],
    [{ phone: '13900000000', name: '甲', password: 'staff-pass' }, '请选择角色'],
  ])('refuses %o with %s', async (input, msg) => {
    const { token } = await makeCustomer(t);
    expect((await t.call(staffAdd, input, { token })).body).toMatchObject({ code: 400, msg });
  });

  it('lists the organiser’s staff, newest first, filtered by phone and by name', async () => {
    const owner = await makeCustomer(t);
    const role = await makeRole(t, owner.token, { name: '客服' });
    const a = await addStaff(owner.token, role.id, { name: '张三' });
    await addStaff(owner.token, role.id, { name: '李四' });
    const other = await makeCustomer(t);
    await addStaff(other.token, (await makeRole(t, other.token)).id, { name: '张三' });
    const token = owner.token;
    const all = await t.call(staffList, {}, { token });
    expect(all.body.data.total).toBe(2);
    expect(all.body.data.list.map((s) => [s.name, s.role_name])).toEqual([
      ['李四', '客服'],
      ['张三', '客服'],
    ]);
    expect((await t.call(staffList, { name: '张' }, { token })).body.data.list.map((s) => s.phone)).toEqual([a.phone]);
    const byPhone = await t.call(staffList, { phone: a.phone.slice(3) }, { token });
    expect(byPhone.body.data.list.map((s) => s.name)).toEqual(['张三']);
    expect((await t.call(staffList, { name: '%' }, { token })).body.data.total).toBe(0);
  });

  it('edits name, role and password, and the new password replaces the old one', async () => {
    const owner = await makeCustomer(t);
    const first = await makeRole(t, owner.token, { name: '一' });
    const second = await makeRole(t, owner.token, { name: '二' });
    const { res, phone, password } = await addStaff(owner.token, first.id);
    const staffToken = (await login(t, phone, password)).body.data.token;
    const id = res.body.data.id;

    const renamed = await t.call(staffEdit, { id, name: '改名', role_id: second.id }, { token: owner.token });
    expect(renamed.body.data).toMatchObject({ name: '改名', role_id: second.id, role_name: '二' });
    expect((await t.call(info, {}, { token: staffToken })).body.code).toBe(200);

    const edit = { id, name: '改名', role_id: second.id, password: 'new-secret' };
    expect((await t.call(staffEdit, edit, { token: owner.token })).body.code).toBe(200);
    expect((await t.call(info, {}, { token: staffToken })).body.code).toBe(500);
    expect((await login(t, phone, password)).body.msg).toBe('手机号或密码错误');
    expect((await login(t, phone, 'new-secret')).body.code).toBe(200);
  });

  it('disabling a staff member ends their sessions and stops their login until enabled again', async () => {
    const owner = await makeCustomer(t);
    const role = await makeRole(t, owner.token);
    const { res, phone, password } = await addStaff(owner.token, role.id);
    const staffToken = (await login(t, phone, password)).body.data.token;
    const edit = { id: res.body.data.id, name: '员工', role_id: role.id };

    const disabled = await t.call(staffEdit, { ...edit, status: 'disabled' }, { token: owner.token });
    expect(disabled.body.data.status).toBe('disabled');
    expect((await t.call(info, {}, { token: staffToken })).body.code).toBe(500);
    expect((await login(t, phone, password)).body.msg).toBe('账号已被禁用');

    await t.call(staffEdit, { ...edit, status: 'active' }, { token: owner.token });
    expect((await t.call(info, {}, { token: staffToken })).body.code).toBe(500);
    expect((await login(t, phone, password)).body.code).toBe(200);
  });

  it('deletes a staff member: their session ends, they cannot log in, and the phone is free again', async () => {
    const owner = await makeCustomer(t);
    const role = await makeRole(t, owner.token);
    const { res, phone, password } = await addStaff(owner.token, role.id);
    const staffToken = (await login(t, phone, password)).body.data.token;
    const id = res.body.data.id;

    expect((await t.call(staffDelete, { id }, { token: owner.token })).body).toMatchObject({ code: 200, data: null });
    expect((await t.call(info, {}, { token: staffToken })).body.code).toBe(500);
    expect((await login(t, phone, password)).body.msg).toBe('手机号或密码错误');
    expect((await t.call(staffDetail, { id }, { token: owner.token })).body.msg).toBe('员工不存在');
    expect((await t.call(contract.role.detail, { id: role.id }, { token: owner.token })).body.data.staff_count).toBe(0);
    expect((await addStaff(owner.token, role.id, { phone })).res.body.code).toBe(200);
  });

  it("answers another organiser's staff, and any organiser's account, as not found", async () => {
    const owner = await makeCustomer(t);
    const role = await makeRole(t, owner.token);
    const other = await makeCustomer(t);
    const theirs = await makeStaff(t, other, { pages: [] });
    const token = owner.token;
    for (const id of [theirs.customer.id, other.customer.id]) {
      for (const res of [
        await t.call(staffDetail, { id }, { token }),
        await t.call(staffEdit, { id, name: '抢', role_id: role.id }, { token }),
        await t.call(staffDelete, { id }, { token }),
      ]) {
        expect(res.body).toMatchObject({ code: 400, msg: '员工不存在' });
      }
    }
    expect((await t.call(info, {}, { token: theirs.token })).body.code).toBe(200);
    expect((await t.call(staffDetail, { id: owner.customer.id }, { token })).body.msg).toBe('员工不存在');
    const self = await t.call(staffDelete, { id: owner.customer.id }, { token });
    expect(self.body.msg).toBe('不能修改或删除自己的账号');
  });

  it('answers the staff detail with its role, and no role once the role is gone', async () => {
    const owner = await makeCustomer(t);
    const staff = await makeStaff(t, owner, { name: '临时' });
    const res = await t.call(staffDetail, { id: staff.customer.id }, { token: owner.token });
    expect(res.body.data).toMatchObject({ id: staff.customer.id, phone: staff.phone, role_name: staff.role!.name });
    const roleless = await makeStaff(t, owner);
    const bare = await t.call(staffDetail, { id: roleless.customer.id }, { token: owner.token });
    expect(bare.body.data).toMatchObject({ role_id: null, role_name: '' });
  });
});

describe('staff managing staff', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const managerGrants = { pages: ['user/user_staff', 'user/user_order'] };

  it('adds staff under the organiser, not under the staff member', async () => {
    const owner = await makeCustomer(t);
    const manager = await makeStaff(t, owner, managerGrants);
    const narrow = await makeRole(t, owner.token, { pages: ['user/user_order'] });
    const input = { phone: uniquePhone(), name: '下属', password: 'staff-pass', role_id: narrow.id };
    expect((await t.call(staffAdd, input, { token: manager.token })).body.code).toBe(200);
    const listed = await t.call(staffList, { phone: input.phone }, { token: owner.token });
    expect(listed.body.data.list.map((s) => s.name)).toEqual(['下属']);
  });

  it('refuses a staff member editing or deleting their own account', async () => {
    const owner = await makeCustomer(t);
    const manager = await makeStaff(t, owner, managerGrants);
    const id = manager.customer.id;
    const edit = { id, name: '自己', role_id: manager.role!.id };
    expect((await t.call(staffEdit, edit, { token: manager.token })).body.msg).toBe('不能修改或删除自己的账号');
    expect((await t.call(staffDelete, { id }, { token: manager.token })).body.msg).toBe('不能修改或删除自己的账号');
    expect((await t.call(info, {}, { token: manager.token })).body.code).toBe(200);
  });

  it('refuses giving a role wider than their own, or managing staff whose role is wider', async () => {
    const owner = await makeCustomer(t);
    const manager = await makeStaff(t, owner, managerGrants);
    const wide = await makeRole(t, owner.token, { pages: ['user/user_role'] });
    const senior = await makeStaff(t, owner, { pages: ['user/user_staff', 'user/user_role'] });
    const add = { phone: uniquePhone(), name: '越权', password: 'staff-pass', role_id: wide.id };
    const refusals = [
      await t.call(staffAdd, add, { token: manager.token }),
      await t.call(
        staffEdit,
        { id: senior.customer.id, name: '夺', role_id: manager.role!.id, password: 'taken-over' },
        { token: manager.token },
      ),
      await t.call(staffDelete, { id: senior.customer.id }, { token: manager.token }),
    ];
    for (const res of refusals) expect(res.body.msg).toBe('没有权限进行此操作');
    expect((await t.call(info, {}, { token: senior.token })).body.code).toBe(200);
    expect((await login(t, senior.phone, senior.password)).body.code).toBe(200);
  });

  it("shows staff only the organiser's balances their role works with, and the organiser all of them", async () => {
    const owner = await makeCustomer(t, { money: 88 });
    const balancesOf = async (token: string) => {
      const { money, dx_money, hb_money } = (await t.call(info, {}, { token })).body.data;
      return { money, dx_money, hb_money };
    };
    const sms = await makeStaff(t, owner, { pages: ['activity/manage', 'function/note_manage'] });
    expect(await balancesOf(sms.token)).toEqual({ money: null, dx_money: 0, hb_money: null });
    const activitiesOnly = await makeStaff(t, owner, { pages: ['activity/manage'] });
    expect(await balancesOf(activitiesOnly.token)).toEqual({ money: null, dx_money: null, hb_money: null });
    const ledger = await makeStaff(t, owner, { pages: ['user/user_journal'] });
    expect(await balancesOf(ledger.token)).toEqual({ money: 88, dx_money: 0, hb_money: 0 });
    expect(await balancesOf(owner.token)).toEqual({ money: 88, dx_money: 0, hb_money: 0 });
  });
});
