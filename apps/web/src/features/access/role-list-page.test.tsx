import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { expectNotice, renderPage, stubApi } from '../../components/test-kit.js';
import { clickButton, confirm, modal, page, role } from './access-test-kit.js';
import { RoleListPage } from './role-list-page.js';

const listPath = '/api/role/list';

const renderList = () =>
  renderPage(
    <Routes>
      <Route path="/user/user_role" element={<RoleListPage />} />
      <Route path="/user/user_role_pz" element={<p>权限配置页</p>} />
    </Routes>,
    { route: '/user/user_role' },
  );

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
describe('RoleListPage', { timeout: 40_000 }, () => {
  it('lists roles with description, staff count and created time', async () => {
    stubApi({ [listPath]: page([role(1, { name: '财务', description: '看账', staff_count: 3 }), role(2)], 12) });
    renderList();
    const row = await rowOf('财务');
    expect(within(row).getByText('看账')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByText(/^2025-03-02/)).toBeInTheDocument();
    expect(screen.getByText('共 12 条')).toBeInTheDocument();
  });

  it('asks for the role name before adding, then adds the role and reloads the list', async () => {
    const roles = [role(1)];
    const { callsTo } = stubApi({
      [listPath]: () => page(roles),
      '/api/role/add': (c) => {
        const added = role(9, c.body as object);
        roles.push(added);
        return { data: added };
      },
    });
    renderList();
    await screen.findByText('角色1');
    clickButton('新增角色');
    clickButton('保存', modal('新增角色'));
    await expectNotice('请输入角色名称');
    expect(callsTo('/api/role/add')).toHaveLength(0);

    fireEvent.change(within(modal('新增角色')).getByLabelText('角色名称'), { target: { value: ' 财务 ' } });
    fireEvent.change(within(modal('新增角色')).getByLabelText('角色描述'), { target: { value: '查看订单' } });
    clickButton('保存', modal('新增角色'));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(callsTo('/api/role/add')[0]?.body).toEqual({ name: ' 财务 ', description: '查看订单' });
    expect(await screen.findByText('查看订单')).toBeInTheDocument();
  });

  it('renames a role with its id', async () => {
    const { callsTo } = stubApi({
      [listPath]: page([role(4, { name: '客服', description: '售后' })]),
      '/api/role/edit': (c) => ({ data: role(4, c.body as object) }),
    });
    renderList();
    clickButton('编辑', await rowOf('客服'));
    const name = within(modal('编辑角色')).getByLabelText('角色名称');
    expect(name).toHaveValue('客服');
    fireEvent.change(name, { target: { value: '售后客服' } });
    clickButton('保存', modal('编辑角色'));
    await screen.findByText('保存成功');
    expect(callsTo('/api/role/edit')[0]?.body).toEqual({ id: 4, name: '售后客服', description: '售后' });
  });

  it('deletes a role after a 提示 confirmation', async () => {
    const { callsTo } = stubApi({ [listPath]: page([role(5, { name: '临时' })]), '/api/role/delete': { data: null } });
    renderList();
    clickButton('删除', await rowOf('临时'));
    await expectNotice('确定删除角色“临时”吗？');
    expect(callsTo('/api/role/delete')).toHaveLength(0);
    await confirm('确定删除角色“临时”吗？');
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(callsTo('/api/role/delete')[0]?.body).toEqual({ id: 5 });
  });

  it("shows the server's refusal to delete a role that staff still hold", async () => {
    const { callsTo } = stubApi({
      [listPath]: page([role(5, { name: '财务', staff_count: 2 })]),
      '/api/role/delete': { code: 400, msg: '该角色下还有员工，请先调整员工角色' },
    });
    renderList();
    clickButton('删除', await rowOf('财务'));
    await confirm('确定删除角色“财务”吗？');
    expect(await screen.findByText('该角色下还有员工，请先调整员工角色')).toBeInTheDocument();
    // A refused delete changes nothing, so the list is not reloaded.
    expect(callsTo(listPath)).toHaveLength(1);
  });

  it('opens the permission page of a role', async () => {
    stubApi({ [listPath]: page([role(3, { name: '运营' })]) });
    renderList();
    clickButton('权限配置', await rowOf('运营'));
    await waitFor(() => expect(screen.getByText('权限配置页')).toBeInTheDocument());
  });
});
