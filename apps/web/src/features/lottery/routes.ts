import { lazyPage as page, type RouteDef } from '../../app/route-def.js';
import { lotteryPaths } from './lottery-paths.js';

/**
 * The big-screen lottery's set-up and records, one activity each. Its home (lotteryPaths.home) is the app's: it
 * shows visitors the kind's intro, which another feature owns.
 */
export const lotteryRoutes: RouteDef[] = [
  {
    path: lotteryPaths.settings,
    access: 'private',
    load: page(() => import('./lottery-settings-page.js'), 'LotterySettingsPage'),
  },
  { path: lotteryPaths.people, access: 'private', load: page(() => import('./people-page.js'), 'PeoplePage') },
  {
    path: lotteryPaths.barrage,
    access: 'private',
    load: page(() => import('./moderation-page.js'), 'ModerationPage'),
  },
  { path: lotteryPaths.audit, access: 'private', load: page(() => import('./audit-page.js'), 'AuditPage') },
  { path: lotteryPaths.claims, access: 'private', load: page(() => import('./claims-page.js'), 'ClaimsPage') },
];
