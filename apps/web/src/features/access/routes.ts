import { lazyPage as page, type RouteDef } from '../../app/route-def.js';

/** The access pages: roles, what a role grants, and staff accounts. */
export const accessRoutes: RouteDef[] = [
  { path: '/user/user_role', access: 'private', load: page(() => import('./role-list-page.js'), 'RoleListPage') },
  {
    path: '/user/user_role_pz',
    access: 'private',
    load: page(() => import('./role-grants-page.js'), 'RoleGrantsPage'),
  },
  { path: '/user/user_staff', access: 'private', load: page(() => import('./staff-list-page.js'), 'StaffListPage') },
];
