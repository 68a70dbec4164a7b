import type { MenuItem } from '@app/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../app/session.js';
import { uiFlags } from '../app/ui-flags.js';
import { loginData, stubApi } from '../components/test-kit.js';
import i18n from '../i18n/index.js';
import { Sidebar } from './sidebar.js';
import { renderShellPart } from './test-render.js';

const entry = (name: string, title: string, children: MenuItem[] = [], hidden = false): MenuItem => ({
  name,
  path: `/${name}`,
  title,
  // A group names its icon as the server does; 'home' is one the sidebar knows.
  icon: name,
  hidden,
  children,
});

const homeGroup = entry('home', '首页中心', [
  entry('activity/system', '平台首页'),
  entry('activity/news', '新闻资讯'),
  entry('activity/system_js', '产品介绍'),
]);
const userMenu = [
  homeGroup,
  entry('activity', '我的活动', [entry('activity/manage', '活动管理'), entry('activity/404', '活动不存在', [], true)]),
  entry('user', '账户管理', [entry('user/user_account', '账户信息')]),
  entry('feedback', '问题反馈'),
];

const submenu = (title: string) => screen.getByRole('menuitem', { name: new RegExp(title) });

describe('the sidebar', () => {
  beforeEach(() => uiFlags.setSidebarCollapsed(false));
  afterEach(() => i18n.changeLanguage('zh-CN'));

  it('shows the visitors menu without a token', async () => {
    const api = stubApi({ '/api/menu/customerList': { data: [homeGroup] } });
    renderShellPart(<Sidebar />, '/activity/news');
    expect(await screen.findByRole('link', { name: '新闻资讯' })).toHaveAttribute('href', '/activity/news');
    expect(screen.queryByText('我的活动')).not.toBeInTheDocument();
    expect(api.callsTo('/api/menu/list')).toHaveLength(0);
  });

  it('shows the user menu with a token, leaving hidden entries out', async () => {
    session.save(loginData());
    stubApi({ '/api/menu/list': { data: userMenu } });
    renderShellPart(<Sidebar />, '/activity/manage');
    expect(await screen.findByRole('link', { name: '活动管理' })).toBeInTheDocument();
    expect(screen.queryByText('活动不存在')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '问题反馈' })).toHaveAttribute('href', '/feedback');
  });

  it('highlights the current route and opens its group', async () => {
    stubApi({ '/api/menu/customerList': { data: [homeGroup] } });
    renderShellPart(<Sidebar />, '/activity/news');
    const link = await screen.findByRole('link', { name: '新闻资讯' });
    expect(link.closest('li')).toHaveClass('ant-menu-item-selected');
    expect(screen.getByRole('link', { name: '平台首页' }).closest('li')).not.toHaveClass('ant-menu-item-selected');
    expect(submenu('首页中心')).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps only one submenu open at a time', async () => {
    session.save(loginData());
    stubApi({ '/api/menu/list': { data: userMenu } });
    renderShellPart(<Sidebar />, '/activity/system');
    await screen.findByRole('link', { name: '平台首页' });
    expect(submenu('首页中心')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(submenu('我的活动'));
    await waitFor(() => expect(submenu('我的活动')).toHaveAttribute('aria-expanded', 'true'));
    expect(submenu('首页中心')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(submenu('账户管理'));
    await waitFor(() => expect(submenu('账户管理')).toHaveAttribute('aria-expanded', 'true'));
    expect(submenu('我的活动')).toHaveAttribute('aria-expanded', 'false');
  });

  it('collapses to the group icons and expands with its toggle, and remembers the choice', async () => {
    stubApi({ '/api/menu/customerList': { data: [homeGroup] } });
    renderShellPart(<Sidebar />, '/activity/system');
    await userEvent.click(screen.getByRole('button', { name: '收起菜单' }));
    expect(document.querySelector('.ant-layout-sider')).toHaveClass('ant-layout-sider-collapsed');
    expect(await screen.findByRole('img', { name: 'home' })).toBeInTheDocument();
    expect(localStorage.getItem('NAV_COLLAPSED')).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: '展开菜单' }));
    expect(document.querySelector('.ant-layout-sider')).not.toHaveClass('ant-layout-sider-collapsed');
  });

  it('translates the titles by route name in English', async () => {
    await i18n.changeLanguage('en-US');
    stubApi({ '/api/menu/customerList': { data: [homeGroup] } });
    renderShellPart(<Sidebar />, '/activity/news');
    expect(await screen.findByRole('link', { name: 'News' })).toHaveAttribute('href', '/activity/news');
    expect(screen.getByRole('menuitem', { name: /Center Home/ })).toBeInTheDocument();
  });
});
