import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { expectNotice, renderPage, slow, stubApi } from '../../components/test-kit.js';
import { AccountListPage } from './account-list-page.js';
import { account, pageOf } from './wxaccount-fixtures.js';

const renderList = () =>
  renderPage(
    <Routes>
      <Route path="/function/authorized_weChat" element={<AccountListPage />} />
      <Route path="/function/authorized_add" element={<p>添加页</p>} />
    </Routes>,
    { route: '/function/authorized_weChat' },
  );
const rowOf = async (text: string) => (await screen.findByText(text, {}, slow)).closest('tr') as HTMLElement;
const confirmDialog = async (text: string) => {
  await expectNotice(text);
  const dialog = screen.getAllByText(text).at(-1)?.closest('[role="dialog"]') as HTMLElement;
  fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
};

describe('AccountListPage', { timeout: 40_000 }, () => {
  it('lists the accounts with their kind, verification, status and the activities using them', async () => {
    stubApi({
      '/api/wxaccount/list': pageOf([
        account(1, { nickname: '活动服务号', activity_count: 2 }),
        account(2, { nickname: '资讯订阅号', service_type: 0, verified: false, can_sign_in: false }),
        account(3, { nickname: '活动小程序', kind: 'mini_program', status: 'unauthorized' }),
      ]),
    });
    renderList();
    const service = await rowOf('活动服务号');
    expect(within(service).getByText('服务号')).toBeInTheDocument();
    expect(within(service).getByText('已认证')).toBeInTheDocument();
    expect(within(service).getByText('2')).toBeInTheDocument();
    expect(within(service).getByText('wx5a1e0c0000000001')).toBeInTheDocument();
    const subscription = await rowOf('资讯订阅号');
    expect(within(subscription).getByText('订阅号')).toBeInTheDocument();
    expect(within(subscription).getByText('未认证')).toBeInTheDocument();
    const mini = await rowOf('活动小程序');
    expect(within(mini).getByText('小程序')).toBeInTheDocument();
    expect(within(mini).getByText('已取消授权')).toBeInTheDocument();
  });

  it('removes an account after a 提示 confirmation', async () => {
    const { callsTo } = stubApi({
      '/api/wxaccount/list': pageOf([account(4, { nickname: '旧公众号' })]),
      '/api/wxaccount/remove': { data: null },
    });
    renderList();
    fireEvent.click(within(await rowOf('旧公众号')).getByRole('button', { name: /删\s*除/ }));
    await confirmDialog('确定删除“旧公众号”吗？删除后需重新授权才能使用。');
    expect(await screen.findByText('删除成功', {}, slow)).toBeInTheDocument();
    expect(callsTo('/api/wxaccount/remove')[0]?.body).toEqual({ id: 4 });
  });

  it("shows the server's refusal naming the activities that still sign in with the account", async () => {
    const msg = '该公众号正被活动「春季知识竞赛」用于微信登录，请先在公众号设置中为这些活动更换公众号';
    const refusal = { code: 400, msg, error: 'WXACCOUNT_IN_USE' };
    stubApi({
      '/api/wxaccount/list': pageOf([account(5, { nickname: '在用公众号', activity_count: 1 })]),
      '/api/wxaccount/remove': refusal,
    });
    renderList();
    fireEvent.click(within(await rowOf('在用公众号')).getByRole('button', { name: /删\s*除/ }));
    await confirmDialog('确定删除“在用公众号”吗？删除后需重新授权才能使用。');
    expect(await screen.findByText(msg, {}, slow)).toBeInTheDocument();
  });

  it('goes to the authorisation page from 添加公众号', async () => {
    stubApi({ '/api/wxaccount/list': pageOf([]) });
    renderList();
    expect(await screen.findByText('还没有授权的公众号，点击“添加公众号”开始授权', {}, slow)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '添加公众号' }));
    expect(await screen.findByText('添加页')).toBeInTheDocument();
  });
});
