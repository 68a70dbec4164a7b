import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appRoutes } from '../app/router.js';
import { session } from '../app/session.js';
import { uiFlags } from '../app/ui-flags.js';
import { loginData, stubApi } from '../components/test-kit.js';
import { agentPropertyKey } from '../features/access/agent-property.js';
import { renderRoutes, siteConfig } from './test-render.js';

const profile = {
  id: 7,
  phone: '13800000000',
  name: '张三',
  head_img: '',
  agent_property: 2,
  money: 0,
  dx_money: 0,
  hb_money: 0,
  is_staff: false,
  created_at: '2024-01-01T00:00:00.000Z',
};

const stubShell = () =>
  stubApi({
    '/api/index/domainConfig': { data: siteConfig() },
    '/api/menu/customerList': { data: [] },
    '/api/menu/list': { data: [] },
    '/api/menu/auth': { data: { pages: ['activity/manage'], actions: [] } },
    '/api/customer/info': { data: profile },
  });

describe('the shell', () => {
  afterEach(() => uiFlags.closeLoginPopup());

  it('draws the layout at 90% and 111% wide', async () => {
    stubShell();
    renderRoutes(appRoutes, '/no/such/page');
    await screen.findByText('智答云');
    expect(screen.getByTestId('shell-scale')).toHaveStyle({
      transform: 'scale(0.9)',
      transformOrigin: 'top left',
      width: '111%',
    });
  });

  it('shows a not-found result inside the shell for an unknown path', async () => {
    stubShell();
    renderRoutes(appRoutes, '/no/such/page');
    expect(await screen.findByText('页面不存在')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('leaves the shell out of the chat page, which sits inside the chat frame', async () => {
    stubShell();
    renderRoutes(appRoutes, '/kf-chat');
    expect(await screen.findByPlaceholderText('请输入您要咨询的问题')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByTestId('shell-scale')).not.toBeInTheDocument();
  });

  it('sends a visitor from / to the home page', async () => {
    stubShell();
    const view = renderRoutes(appRoutes, '/');
    await waitFor(() => expect(view.path()).toBe('/activity/system'));
  });

  it('sends a logged-in user from / to my activities, and stores the agent property of the profile', async () => {
    session.save(loginData());
    stubShell();
    const view = renderRoutes(appRoutes, '/');
    await waitFor(() => expect(view.path()).toBe('/activity/manage'));
    await waitFor(() => expect(localStorage.getItem(agentPropertyKey)).toBe('2'));
  });

  it('shows the login panel in a popup over the layout when the flag is raised', async () => {
    stubShell();
    renderRoutes(appRoutes, '/activity/system');
    await screen.findByText('智答云');
    act(() => uiFlags.openLoginPopup());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByPlaceholderText('请输入手机号')).toBeInTheDocument();
  });
});
