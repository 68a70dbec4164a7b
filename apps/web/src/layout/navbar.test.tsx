import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../app/session.js';
import { uiFlags } from '../app/ui-flags.js';
import { loginData, stubApi } from '../components/test-kit.js';
import i18n from '../i18n/index.js';
import { Navbar } from './navbar.js';
import { renderShellPart, siteConfig } from './test-render.js';

/** The product dropdown's entries (the top menu in the navigation is a menu too). */
const productItems = async () => {
  await screen.findAllByRole('menu');
  const dropdown = screen.getAllByRole('menu').find((m) => !m.closest('nav'));
  return within(dropdown!).getAllByRole('menuitem');
};

const flagsOff = { is_open_help: 0, is_open_agent: 0, is_open_official: 0, is_open_index: 0, show_kf: 0 };

describe('the navbar', () => {
  beforeEach(() => uiFlags.closeLoginPopup());
  afterEach(() => i18n.changeLanguage('zh-CN'));

  it('shows the tenant title and name on the tenant colours', async () => {
    const api = stubApi({ '/api/index/domainConfig': { data: siteConfig() } });
    renderShellPart(<Navbar />);
    expect(await screen.findByText('智答云')).toBeInTheDocument();
    expect(screen.getByText('活动管理后台')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveStyle({ background: '#112233', color: '#fefefe' });
    expect(api.callsTo('/api/index/domainConfig')[0]?.body).toEqual({ url: window.location.host });
  });

  it('uses the default colour #0069FD while the tenant has none', async () => {
    stubApi({ '/api/index/domainConfig': { data: siteConfig({ nav_color: '' }) } });
    renderShellPart(<Navbar />);
    await screen.findByText('智答云');
    expect(screen.getByRole('banner')).toHaveStyle({ background: '#0069FD' });
  });

  it('lists the top menu in the spec order, ending with the value-added services, marking kinds still to come', async () => {
    stubApi({ '/api/index/domainConfig': { data: siteConfig() } });
    renderShellPart(<Navbar />);
    const top = screen.getByRole('navigation', { name: '顶部菜单' });
    const links = within(top).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['首页中心', '/activity/system'],
      ['我的活动', '/activity/manage'],
      ['线上答题抽奖', '/recommend/recommend'],
      ['现场答题竞赛即将开放', '/recommend/recommendScene'],
      ['现场互动答题', '/recommend/recommendInteraction'],
      ['问卷投票表单', '/recommend/recommendSurvey'],
      ['现场大屏抽奖', '/LargeScreenLottery/LargeScreenLottery'],
      ['现场评委评分', '/recommend/recommendScore'],
      ['增值个人服务', '/function/value_service'],
    ]);
  });

  it('shows every tenant link when its flag is 1, help and agent opening in a new tab', async () => {
    stubApi({ '/api/index/domainConfig': { data: siteConfig() } });
    renderShellPart(<Navbar />);
    const help = await screen.findByRole('link', { name: '帮助中心' });
    expect(help).toHaveAttribute('href', 'https://help.example.com');
    expect(help).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: '加盟代理' })).toHaveAttribute('href', 'https://agent.example.com');
    expect(screen.getByRole('link', { name: '官网首页' })).toHaveAttribute('href', 'https://www.example.com');
    expect(screen.getByRole('link', { name: '平台首页' })).toHaveAttribute('href', '/activity/system');
    expect(screen.getByRole('button', { name: '联系客服' })).toBeInTheDocument();
  });

  it('hides help, agent, official site, index button and customer service when their flags are 0', async () => {
    stubApi({ '/api/index/domainConfig': { data: siteConfig(flagsOff) } });
    renderShellPart(<Navbar />);
    await screen.findByText('智答云');
    for (const name of ['帮助中心', '加盟代理', '官网首页', '平台首页']) {
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: '联系客服' })).not.toBeInTheDocument();
  });

  it('keeps help and agent for any flag but 0, and the others only for 1', async () => {
    stubApi({
      '/api/index/domainConfig': {
        data: siteConfig({ is_open_help: 2, is_open_agent: 2, is_open_official: 2, is_open_index: 2, show_kf: 2 }),
      },
    });
    renderShellPart(<Navbar />);
    expect(await screen.findByRole('link', { name: '帮助中心' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '加盟代理' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '官网首页' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '平台首页' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '联系客服' })).not.toBeInTheDocument();
  });

  it('maps the product dropdown items to the recommend pages, the big-screen lottery and the value service, marking kinds still to come', async () => {
    stubApi({ '/api/index/domainConfig': { data: siteConfig() } });
    const view = renderShellPart(<Navbar />);
    await userEvent.click(screen.getByRole('button', { name: /产品/ }));
    const items = await productItems();
    expect(items.map((i) => i.textContent)).toEqual([
      '线上答题抽奖 ',
      '现场答题竞赛 即将开放',
      '现场互动答题 ',
      '问卷投票表单 ',
      '现场评委评分 ',
      '现场大屏抽奖 ',
      '增值个人服务 ',
    ]);
    await userEvent.click(items[5]!);
    expect(view.path()).toBe('/LargeScreenLottery/LargeScreenLottery');
    await userEvent.click(screen.getByRole('button', { name: /产品/ }));
    await userEvent.click((await productItems())[6]!);
    expect(view.path()).toBe('/function/value_service');
  });

  it('offers 登录/注册 without a token, which opens the login popup', async () => {
    stubApi({ '/api/index/domainConfig': { data: siteConfig() } });
    renderShellPart(<Navbar />);
    await userEvent.click(screen.getByRole('button', { name: '登录/注册' }));
    expect(uiFlags.get().loginPopup).toBe(true);
  });

  it('shows the avatar menu with a token, and its entries lead to the account and feedback pages', async () => {
    session.save(loginData());
    stubApi({ '/api/index/domainConfig': { data: siteConfig() } });
    const view = renderShellPart(<Navbar />);
    expect(screen.queryByRole('button', { name: '登录/注册' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /张三/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '账户信息' }));
    expect(view.path()).toBe('/user/user_account');
    await userEvent.click(screen.getByRole('button', { name: /张三/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '问题反馈' }));
    expect(view.path()).toBe('/feedback');
  });

  it('logs out after confirming 确认退出？ titled 提示 with 是', async () => {
    session.save(loginData());
    const api = stubApi({ '/api/index/domainConfig': { data: siteConfig() }, '/api/login/logout': { data: null } });
    const view = renderShellPart(<Navbar />);
    await userEvent.click(screen.getByRole('button', { name: /张三/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    const dialog = await screen.findByRole('dialog', { name: '提示' });
    expect(within(dialog).getByText('确认退出？')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '否' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '是' }));
    await waitFor(() => expect(view.path()).toBe('/login'));
    expect(api.callsTo('/api/login/logout')).toHaveLength(1);
    expect(api.callsTo('/api/login/logout')[0]?.method).toBe('POST');
  });

  it('stays logged in when the exit is declined with 否', async () => {
    session.save(loginData());
    const api = stubApi({ '/api/index/domainConfig': { data: siteConfig() } });
    const view = renderShellPart(<Navbar />, '/activity/manage');
    await userEvent.click(screen.getByRole('button', { name: /张三/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    await userEvent.click(await screen.findByRole('button', { name: '否' }));
    expect(api.callsTo('/api/login/logout')).toHaveLength(0);
    expect(session.token()).toBe('tok-1');
    expect(view.path()).toBe('/activity/manage');
  });

  it('asks Confirm exit? titled Notice with Yes and No in English', async () => {
    session.save(loginData());
    stubApi({ '/api/index/domainConfig': { data: siteConfig() } });
    renderShellPart(<Navbar />);
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    await userEvent.click(screen.getByRole('button', { name: /张三/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(within(dialog).getByText('Confirm exit?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'No' })).toBeInTheDocument();
  });
});
