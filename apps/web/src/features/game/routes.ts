import { lazyPage as page, type RouteDef } from '../../app/route-def.js';

/** The on-site interactive quiz's set-up page (/activity/game?activity_id=). */
export const gameRoutes: RouteDef[] = [
  { path: '/activity/game', access: 'private', load: page(() => import('./game-setup-page.js'), 'GameSetupPage') },
];
