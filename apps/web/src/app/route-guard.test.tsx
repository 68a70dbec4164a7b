import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { loginData, stubApi } from '../components/test-kit.js';
import { renderRoutes } from '../layout/test-render.js';
import type { RouteDef } from './route-def.js';
import { RouteGuard } from './route-guard.js';
import { session, sessionKey } from './session.js';
import { uiFlags } from './ui-flags.js';

const def = (path: string, access: RouteDef['access']): RouteDef => ({
  path,
  access,
  load: async () => ({ default: () => null }),
});

const guarded = (d: RouteDef, text: string) => ({
  path: d.path,
  element: (
    <RouteGuard def={d}>
      <p>{text}</p>
    </RouteGuard>
  ),
});

const routes = [
  guarded(def('/login', 'pure'), 'login panel'),
  guarded(def('/recommend/recommend', 'public'), 'online quiz'),
  guarded(def('/activity/manage', 'private'), 'my activities'),
  guarded(def('/user/user_account', 'private'), 'account'),
  { path: '/activity/system', element: <p>home</p> },
];

const grants = (pages: string[]) => ({
  '/api/menu/auth': { data: { pages, actions: [] } },
  '/api/menu/list': { data: [] },
});

describe('the route guard', () => {
  beforeEach(() => uiFlags.closeLoginPopup());

  it('sends a visitor from a private page to the online quiz page and opens the login popup', async () => {
    const view = renderRoutes(routes, '/activity/manage');
    expect(await screen.findByText('online quiz')).toBeInTheDocument();
    expect(view.path()).toBe('/recommend/recommend');
    expect(uiFlags.get().loginPopup).toBe(true);
  });

  it('lets a visitor browse a public page', async () => {
    renderRoutes(routes, '/recommend/recommend');
    expect(await screen.findByText('online quiz')).toBeInTheDocument();
    expect(uiFlags.get().loginPopup).toBe(false);
  });

  it('clears the stored login of a user who opens /login, and shows the panel', async () => {
    session.save(loginData());
    renderRoutes(routes, '/login');
    expect(await screen.findByText('login panel')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(sessionKey)).toBeNull());
  });

  it('keeps a login made on the login page itself', async () => {
    renderRoutes(routes, '/login');
    await screen.findByText('login panel');
    await act(async () => session.save(loginData()));
    expect(session.token()).toBe('tok-1');
  });

  it('opens a private page that the grants name', async () => {
    session.save(loginData());
    stubApi(grants(['user/user_account']));
    renderRoutes(routes, '/user/user_account');
    expect(await screen.findByText('account')).toBeInTheDocument();
  });

  it('opens a private page that only the menu list names', async () => {
    session.save(loginData());
    stubApi({
      '/api/menu/auth': { data: { pages: [], actions: [] } },
      '/api/menu/list': {
        data: [
          { name: 'user/user_account', path: '/user/user_account', title: '', icon: '', hidden: true, children: [] },
        ],
      },
    });
    renderRoutes(routes, '/user/user_account');
    expect(await screen.findByText('account')).toBeInTheDocument();
  });

  it('sends a user from a page outside the grants to my activities', async () => {
    session.save(loginData());
    stubApi(grants(['activity/manage']));
    const view = renderRoutes(routes, '/user/user_account');
    expect(await screen.findByText('my activities')).toBeInTheDocument();
    expect(view.path()).toBe('/activity/manage');
    expect(uiFlags.get().loginPopup).toBe(false);
  });
});
