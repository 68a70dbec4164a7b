import { lazyPage as page, type RouteDef } from '../../app/route-def.js';

/** The online quiz's prize turns, goods and code redemption (/activity/prize?activity_id=). */
export const prizeRoutes: RouteDef[] = [
  {
    path: '/activity/prize',
    access: 'private',
    load: page(() => import('./prize-page.js'), 'PrizePage'),
  },
];
