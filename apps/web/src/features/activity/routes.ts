import { lazyPage as page, type RouteDef } from '../../app/route-def.js';
import { galleryRoutes } from './gallery-routes.js';

/** My activities beyond the list: create, settings, renewal, and the template galleries. */
export const activityRoutes: RouteDef[] = [
  {
    path: '/activity/addActivity',
    access: 'private',
    load: page(() => import('./add-activity-page.js'), 'AddActivityPage'),
  },
  {
    path: '/activity/activitySettin',
    access: 'private',
    load: page(() => import('./activity-settings-page.js'), 'ActivitySettingsPage'),
  },
  {
    path: '/activity/remaining_pay',
    access: 'private',
    load: page(() => import('./renewal-page.js'), 'RenewalPage'),
  },
  ...galleryRoutes,
];
