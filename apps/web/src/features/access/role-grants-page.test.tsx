import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderPage, stubApi } from '../../components/test-kit.js';
import { clickButton, entry, role } from './access-test-kit.js';
import { RoleGrantsPage } from './role-grants-page.js';

const catalogue = {
  menu: [
    entry('activity', '我的活动', [entry('activity/manage', '活动管理'), entry('activity/analysis', '数据分析')]),
    entry('user', '账户管理', [
      entry('user/user_order', '订单管理'),
      entry('user/user_journal', '收支明细'),
      entry('user/user_recharge', '账户充值'),
    ]),
  ],
  actions: [
    { key: 'wallet.recharge', title: '账户充值', page: 'user/user_recharge' },
    { key: 'order.pay', title: '余额支付与购买服务', page: 'user/user_order' },
  ],
};

const api = () =>
  stubApi({
    '/api/role/detail': (c) =>
      c.query.get('id') === '3'
        ? { data: role(3, { name: '财务', pages: ['user/user_order'], actions: ['order.pay'] }) }
        : { code: 400, msg: '角色不存在' },
    '/api/role/catalogue': { data: catalogue },
    '/api/role/auth': (c) => ({ data: role(3, c.body as object) }),
  });

const renderGrants = (id = '3') =>
  renderPage(
    <Routes>
      <Route path="/user/user_role_pz" element={<RoleGrantsPage />} />
      <Route path="/user/user_role" element={<p>角色列表页</p>} />
    </Routes>,
    { route: `/user/user_role_pz?id=${id}` },
  );

/** The tree node of a page, found by its title. */
const treeNode = (title: string) =>
  screen
    .getAllByText(title)
    .find((el) => el.closest('.ant-tree-treenode'))!
    .closest('.ant-tree-treenode')!;
const isTicked = (title: string) => treeNode(title).classList.contains('ant-tree-treenode-checkbox-checked');
const tick = (title: string) => fireEvent.click(treeNode(title).querySelector('.ant-tree-checkbox')!);
const action = (title: string) =>
  within(screen.getByText('可执行的操作').closest('.ant-card') as HTMLElement).getByRole('checkbox', { name: title });

describe('RoleGrantsPage', () => {
  it('says which balances the ticked pages show the staff, as the ticks change', async () => {
    api();
    renderGrants();
    // 订单管理 pays from the general balance.
    expect(await screen.findByText('此角色的员工可看到的余额：账户余额')).toBeInTheDocument();
    tick('收支明细');
    expect(await screen.findByText('此角色的员工可看到的余额：账户余额、短信余额、红包余额')).toBeInTheDocument();
    tick('收支明细');
    tick('订单管理');
    expect(await screen.findByText(/此角色的员工看不到任何余额/)).toBeInTheDocument();
  });

  it("shows the menu as a tree with the role's pages ticked", async () => {
    api();
    renderGrants();
    expect(await screen.findByText('角色权限配置 · 财务')).toBeInTheDocument();
    expect(isTicked('订单管理')).toBe(true);
    expect(isTicked('收支明细')).toBe(false);
    expect(action('余额支付与购买服务')).toBeChecked();
    expect(action('余额支付与购买服务')).toBeEnabled();
    expect(action('账户充值')).toBeDisabled();
  });

  it('saves the ticked pages and actions, then goes back to the role list', async () => {
    const { callsTo } = api();
    renderGrants();
    await screen.findByText('角色权限配置 · 财务');
    tick('收支明细');
    tick('账户充值');
    await waitFor(() => expect(action('账户充值')).toBeEnabled());
    fireEvent.click(action('账户充值'));
    clickButton('保存');
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(await screen.findByText('角色列表页')).toBeInTheDocument();
    const body = callsTo('/api/role/auth')[0]?.body as { id: number; pages: string[]; actions: string[] };
    expect(body.id).toBe(3);
    expect([...body.pages].sort()).toEqual(['user/user_journal', 'user/user_order', 'user/user_recharge']);
    expect(body.actions).toEqual(['wallet.recharge', 'order.pay']);
  });

  it('drops the actions of a page that is unticked', async () => {
    const { callsTo } = api();
    renderGrants();
    await screen.findByText('角色权限配置 · 财务');
    tick('订单管理');
    await waitFor(() => expect(action('余额支付与购买服务')).toBeDisabled());
    expect(action('余额支付与购买服务')).not.toBeChecked();
    clickButton('保存');
    await screen.findByText('角色列表页');
    expect(callsTo('/api/role/auth')[0]?.body).toEqual({ id: 3, pages: [], actions: [] });
  });

  it('ticks every page of a group at once, without sending the group itself', async () => {
    const { callsTo } = api();
    renderGrants();
    await screen.findByText('角色权限配置 · 财务');
    tick('我的活动');
    expect(isTicked('活动管理')).toBe(true);
    expect(isTicked('数据分析')).toBe(true);
    clickButton('保存');
    await screen.findByText('角色列表页');
    const body = callsTo('/api/role/auth')[0]?.body as { pages: string[] };
    expect([...body.pages].sort()).toEqual(['activity/analysis', 'activity/manage', 'user/user_order']);
  });

  it('says so when the role does not exist', async () => {
    api();
    renderGrants('99');
    expect(await screen.findByText('角色不存在', { selector: '.ant-result-title' })).toBeInTheDocument();
    clickButton('返回角色列表');
    expect(await screen.findByText('角色列表页')).toBeInTheDocument();
  });
});
