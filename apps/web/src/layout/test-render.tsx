import type { SiteConfig } from '@app/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, type RouteObject, useLocation } from 'react-router';
import { Providers } from '../app/providers.js';
import { RouteTree } from '../app/router.js';
import { RouterAddress } from '../app/router-address.js';

/** Every page reads its address as the back-office's pages do (see router.tsx). */
const withAddress = (routes: RouteObject[]): RouteObject[] =>
  routes.map((route) => {
    const element = route.element && <RouterAddress>{route.element}</RouterAddress>;
    return route.index
      ? { ...route, element }
      : { ...route, element, children: route.children && withAddress(route.children) };
  });

/** Keeps where the memory router is, for the test to read. */
const Where = ({ into }: { into: { pathname: string } }) => {
  into.pathname = useLocation().pathname;
  return null;
};

/** Renders routes inside the app's providers and a memory router; answers the path it went to. */
export const renderRoutes = (routes: RouteObject[], route = '/') => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const where = { pathname: route };
  render(
    <Providers>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>
          <Where into={where} />
          <RouteTree routes={withAddress(routes)} />
        </MemoryRouter>
      </QueryClientProvider>
    </Providers>,
  );
  return { client, path: () => where.pathname };
};

/** Renders one shell part on every path. */
export const renderShellPart = (ui: ReactElement, route = '/') => renderRoutes([{ path: '*', element: ui }], route);

/** A host lookup answer with every flag on. */
export const siteConfig = (over: Partial<SiteConfig> = {}): SiteConfig => ({
  title: '智答云',
  dt_name: '活动管理后台',
  index_href: '/activity/system',
  is_open_index: 1,
  index_name: '平台首页',
  show_kf: 1,
  kf_img: '/brand/kf-qrcode.png',
  fixed_line: '400-000-0000',
  fixed_line2: '400-000-0001',
  kf_phone: '13800000000',
  kf_time: '工作日 9:00-18:00',
  kf_button: 1,
  is_open_help: 1,
  is_open_agent: 1,
  is_open_official: 1,
  help_href: 'https://help.example.com',
  agent_href: 'https://agent.example.com',
  official_href: 'https://www.example.com',
  nav_color: '#112233',
  nav_text_color: '#fefefe',
  logo: '',
  ...over,
});
