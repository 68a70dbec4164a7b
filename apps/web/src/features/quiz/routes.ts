import { lazyPage as page, type RouteDef } from '../../app/route-def.js';

/** The online quiz's organiser pages: its settings and its PK mode. */
export const quizRoutes: RouteDef[] = [
  { path: '/activity/deploy', access: 'private', load: page(() => import('./deploy-page.js'), 'DeployPage') },
  { path: '/activity/pk', access: 'private', load: page(() => import('./pk-page.js'), 'PkPage') },
];
