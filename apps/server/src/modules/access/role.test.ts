import { actionCatalogue, contract } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer, uniquePhone } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeRole, makeStaff } from './role.factory.js';

const { list, detail, add, edit, auth, catalogue } = contract.role;
const remove = contract.role.delete;

describe('roles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('adds a role with its pages and actions in catalogue order, without repeats', async () => {
    const { token } = await makeCustomer(t);
    const res = await t.call(
      add,
      {
        name: '  财务  ',
        description: '管账',
        pages: ['user/user_receipt', 'user/user_order', 'user/user_order'],
        actions: ['invoice.apply', 'order.pay'],
      },
      { token },
    );
    expect(res.body).toMatchObject({
      code: 200,
      data: {
        name: '财务',
        description: '管账',
        pages: ['user/user_order', 'user/user_receipt'],
        actions: ['order.pay', 'invoice.apply'],
        staff_count: 0,
      },
    });
    expect((await t.call(detail, { id: res.body.data.id }, { token })).body.data).toEqual(res.body.data);
  });

  it('lists the roles of the organiser, newest first, with their staff counts', async () => {
    const owner = await makeCustomer(t);
    const first = await makeRole(t, owner.token, { name: '一' });
    await makeRole(t, owner.token, { name: '二' });
    await makeCustomer(t, { ownerId: owner.customer.id, fields: { roleId: first.id } });
    await makeCustomer(t, { ownerId: owner.customer.id, fields: { roleId: first.id } });
    await makeRole(t, (await makeCustomer(t)).token, { name: '别人的' });
    const res = await t.call(list, {}, { token: owner.token });
    expect(res.body.data).toMatchObject({ total: 2, page: 1, limit: 10 });
    expect(res.body.data.list.map((r) => [r.name, r.staff_count])).toEqual([
      ['二', 0],
      ['一', 2],
    ]);
    expect((await t.call(detail, { id: first.id }, { token: owner.token })).body.data.staff_count).toBe(2);
    expect((await t.call(list, { page: 2, limit: 1 }, { token: owner.token })).body.data.list[0]?.name).toBe('一');
  });

  it('refuses a second role of the same name, also when both are sent at once', async () => {
    const { token } = await makeCustomer(t);
    await makeRole(t, token, { name: '客服' });
    expect((await t.call(add, { name: '客服' }, { token })).body).toMatchObject({ code: 400, msg: '角色名称已存在' });

    const twice = await Promise.all([
      t.call(add, { name: '运营' }, { token }),
      t.call(add, { name: '运营' }, { token }),
    ]);
    expect(twice.map((r) => [r.body.code, r.body.msg]).sort()).toEqual([
      [200, 'ok'],
      [400, '角色名称已存在'],
    ]);
    expect((await t.call(list, {}, { token })).body.data.list.filter((r) => r.name === '运营')).toHaveLength(1);
  });

  it('lets two organisers each have a role of the same name', async () => {
    await makeRole(t, (await makeCustomer(t)).token, { name: '同名' });
    expect((await t.call(add, { name: '同名' }, { token: (await makeCustomer(t)).token })).body.code).toBe(200);
  });

  it('renames a role, and refuses a name another role has', async () => {
    const { token } = await makeCustomer(t);
    const role = await makeRole(t, token, { name: '旧名', pages: ['user/user_account'] });
    await makeRole(t, token, { name: '已有' });
    const res = await t.call(edit, { id: role.id, name: '新名', description: '说明' }, { token });
    expect(res.body.data).toMatchObject({ name: '新名', description: '说明', pages: ['user/user_account'] });
    expect((await t.call(edit, { id: role.id, name: '已有' }, { token })).body.msg).toBe('角色名称已存在');
    expect((await t.call(detail, { id: role.id }, { token })).body.data.name).toBe('新名');
  });

  it('replaces what a role grants', async () => {
    const { token } = await makeCustomer(t);
    const role = await makeRole(t, token, { pages: ['user/user_order'], actions: ['order.pay'] });
    const res = await t.call(auth, { id: role.id, pages: ['user/user_journal'] }, { token });
    expect(res.body.data).toMatchObject({ pages: ['user/user_journal'], actions: [] });
    expect((await t.call(detail, { id: role.id }, { token })).body.data.pages).toEqual(['user/user_journal']);
  });

  it.each([
    [{ pages: ['user/nowhere'] }, '所选页面不存在'],
    [{ pages: ['activity/system'] }, '所选页面不存在'],
    [{ pages: ['user/user_account'], actions: ['order.pay'] }, '所选操作权限所在的页面未勾选'],
    [{ actions: ['root'] }, '权限不存在'],
  ])('refuses the grants %o with %s, on add and on auth', async (grants, msg) => {
    const { token } = await makeCustomer(t);
    expect((await t.call(add, { name: '越界', ...grants }, { token })).body).toMatchObject({ code: 400, msg });
    const role = await makeRole(t, token, { pages: ['user/user_account'] });
    expect((await t.call(auth, { id: role.id, ...grants }, { token })).body).toMatchObject({ code: 400, msg });
    expect((await t.call(detail, { id: role.id }, { token })).body.data.pages).toEqual(['user/user_account']);
  });

  it.each([
    [{ name: '' }, '请输入角色名称'],
    [{ name: '   ' }, '请输入角色名称'],
    [{ name: '名'.repeat(21) }, '角色名称不能超过20个字'],
    [{ name: '长描述', description: '字'.repeat(101) }, '角色描述不能超过100个字'],
  ])('refuses %o with %s', async (input, msg) => {
    const { token } = await makeCustomer(t);
    expect((await t.call(add, input, { token })).body).toMatchObject({ code: 400, msg });
  });

  it('deletes a role nobody holds, and refuses one that staff hold', async () => {
    const owner = await makeCustomer(t);
    const free = await makeRole(t, owner.token);
    expect((await t.call(remove, { id: free.id }, { token: owner.token })).body).toMatchObject({
      code: 200,
      data: null,
    });
    expect((await t.call(detail, { id: free.id }, { token: owner.token })).body.msg).toBe('角色不存在');

    const staff = await makeStaff(t, owner, { pages: ['user/user_account'] });
    const res = await t.call(remove, { id: staff.role!.id }, { token: owner.token });
    expect(res.body).toMatchObject({ code: 400, msg: '该角色下还有员工，请先调整员工角色' });
    expect((await t.call(detail, { id: staff.role!.id }, { token: owner.token })).body.code).toBe(200);
  });

  it('never leaves a staff member on a deleted role when the delete and the add race', async () => {
    const owner = await makeCustomer(t);
    for (let round = 0; round < 5; round++) {
      const role = await makeRole(t, owner.token);
      const staff = { phone: uniquePhone(), name: '竞速', password: 'staff-pass', role_id: role.id };
      const [deleted, added] = await Promise.all([
        t.call(remove, { id: role.id }, { token: owner.token }),
        t.call(contract.customer.staffAdd, staff, { token: owner.token }),
      ]);
      expect([deleted.body.code, added.body.code].sort()).toEqual([200, 400]);
      const left = await t.call(detail, { id: role.id }, { token: owner.token });
      expect(left.body.code === 200 ? left.body.data.staff_count : 0).toBe(added.body.code === 200 ? 1 : 0);
    }
  });

  it("answers another organiser's role as not found, for every call", async () => {
    const mine = await makeCustomer(t);
    const theirs = await makeRole(t, (await makeCustomer(t)).token, { name: '他人' });
    const id = theirs.id;
    const token = mine.token;
    for (const res of [
      await t.call(detail, { id }, { token }),
      await t.call(edit, { id, name: '抢' }, { token }),
      await t.call(auth, { id, pages: [] }, { token }),
      await t.call(remove, { id }, { token }),
    ]) {
      expect(res.body).toMatchObject({ code: 400, msg: '角色不存在' });
    }
  });

  it('answers the grantable menu without the home centre, and every action', async () => {
    const { token } = await makeCustomer(t);
    const res = await t.call(catalogue, {}, { token });
    expect(res.body.data.menu.map((g) => g.name)).toEqual(['activity', 'value', 'question', 'function', 'user']);
    expect(res.body.data.actions).toEqual(
      Object.entries(actionCatalogue).map(([key, a]) => ({ key, title: a.title, page: a.page })),
    );
  });
});

describe('roles managed by a staff member', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const managerPages = ['user/user_role', 'user/user_order'];

  it("works on the organiser's roles", async () => {
    const owner = await makeCustomer(t);
    const manager = await makeStaff(t, owner, { pages: managerPages });
    const res = await t.call(add, { name: '下属', pages: ['user/user_order'] }, { token: manager.token });
    expect(res.body.code).toBe(200);
    const names = (await t.call(list, {}, { token: owner.token })).body.data.list.map((r) => r.name);
    expect(names).toContain('下属');
  });

  it('refuses to grant more than the staff member holds, on add and on auth', async () => {
    const owner = await makeCustomer(t);
    const manager = await makeStaff(t, owner, { pages: managerPages });
    const wider = { pages: ['user/user_order'], actions: ['order.pay'] };
    expect((await t.call(add, { name: '更大', ...wider }, { token: manager.token })).body.msg).toBe(
      '没有权限进行此操作',
    );
    const own = manager.role!.id;
    const res = await t.call(auth, { id: own, pages: [...managerPages, 'user/user_staff'] }, { token: manager.token });
    expect(res.body.msg).toBe('没有权限进行此操作');
    expect((await t.call(detail, { id: own }, { token: owner.token })).body.data.pages).toEqual([
      'user/user_role',
      'user/user_order',
    ]);
  });

  it('refuses to change or delete a role wider than the staff member holds', async () => {
    const owner = await makeCustomer(t);
    const manager = await makeStaff(t, owner, { pages: managerPages });
    const boss = await makeRole(t, owner.token, { pages: ['user/user_staff'] });
    for (const res of [
      await t.call(edit, { id: boss.id, name: '改名' }, { token: manager.token }),
      await t.call(auth, { id: boss.id, pages: [] }, { token: manager.token }),
      await t.call(remove, { id: boss.id }, { token: manager.token }),
    ]) {
      expect(res.body.msg).toBe('没有权限进行此操作');
    }
    expect((await t.call(detail, { id: boss.id }, { token: owner.token })).body.data).toMatchObject({
      name: boss.name,
      pages: ['user/user_staff'],
    });
  });
});
