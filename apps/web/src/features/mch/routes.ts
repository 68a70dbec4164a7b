import { lazyPage as page, type RouteDef } from '../../app/route-def.js';

/** The merchant pages: the organiser's own payment merchants and the form that adds or edits one. */
export const mchRoutes: RouteDef[] = [
  {
    path: '/function/payTenant',
    access: 'private',
    load: page(() => import('./merchant-list-page.js'), 'MerchantListPage'),
  },
  {
    path: '/function/ptAdd',
    access: 'private',
    load: page(() => import('./merchant-form-page.js'), 'MerchantFormPage'),
  },
];
