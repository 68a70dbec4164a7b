import { lazyPage as page, type RouteDef } from '../../app/route-def.js';

/** The online quiz's organiser pages: its settings. */
export const quizRoutes: RouteDef[] = [
  { path: '/activity/deploy', access: 'private', load: page(() => import('./deploy-page.js'), 'DeployPage') },
];
