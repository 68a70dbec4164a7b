import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RouteDef } from '../../app/route-def.js';
import { RouteGuard } from '../../app/route-guard.js';
import { session } from '../../app/session.js';
import { loginData, stubApi } from '../../components/test-kit.js';
import { Sidebar } from '../../layout/sidebar.js';
import { renderRoutes } from '../../layout/test-render.js';
import { entry } from './access-test-kit.js';
import { accessRoutes } from './routes.js';

const staffPath = '/user/user_staff';
const staffDef = accessRoutes.find((r) => r.path === staffPath) as RouteDef;

/** What the server answers a staff member whose role grants the orders and the ledger only. */
const financeStaff = () =>
  stubApi({
    '/api/menu/list': {
      data: [entry('user', '账户管理', [entry('user/user_order', '订单管理'), entry('user/user_journal', '收支明细')])],
    },
    '/api/menu/auth': { data: { pages: ['user/user_order', 'user/user_journal'], actions: [] } },
  });

const withSidebar = (text: string) => (
  <>
    <Sidebar />
    <p>{text}</p>
  </>
);

describe('a staff member', () => {
  it('sees only the pages the role grants in the sidebar', async () => {
    session.save(loginData({ is_staff: true }));
    financeStaff();
    renderRoutes([{ path: '*', element: withSidebar('页面') }], '/user/user_order');
    expect(await screen.findByRole('link', { name: '订单管理' })).toHaveAttribute('href', '/user/user_order');
    expect(screen.getByRole('link', { name: '收支明细' })).toBeInTheDocument();
    expect(screen.queryByText('员工管理')).not.toBeInTheDocument();
    expect(screen.queryByText('角色管理')).not.toBeInTheDocument();
  });

  it('is sent away from the staff page the role does not grant', async () => {
    session.save(loginData({ is_staff: true }));
    financeStaff();
    const view = renderRoutes(
      [
        { path: staffPath, element: <RouteGuard def={staffDef}>员工列表</RouteGuard> },
        { path: '*', element: <p>别处</p> },
      ],
      staffPath,
    );
    expect(await screen.findByText('别处')).toBeInTheDocument();
    expect(screen.queryByText('员工列表')).not.toBeInTheDocument();
    expect(view.path()).toBe('/activity/manage');
  });
});
