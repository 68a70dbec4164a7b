import { lazyPage as page, type RouteDef } from '../app/route-def.js';

/** The participant's phone pages: public, without the back-office shell. */
export const liveRoutes: RouteDef[] = [
  { path: '/h5/:code', access: 'public', bare: true, load: page(() => import('./live-page.js'), 'LivePage') },
];
