import { lazyPage as page, type RouteDef } from '../../app/route-def.js';

/** The traffic page: what each activity's media used, the balance and its packs. */
export const trafficRoutes: RouteDef[] = [
  {
    path: '/function/safeVerify',
    access: 'private',
    load: page(() => import('./safe-verify-page.js'), 'SafeVerifyPage'),
  },
];
