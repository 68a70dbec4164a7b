import { lazyPage as page, type RouteDef } from '../../app/route-def.js';

/** The red-packet pages: the balance and its records, its top-up, and an activity's red-packet rule. */
export const hbRoutes: RouteDef[] = [
  {
    path: '/function/wechat_bag',
    access: 'private',
    load: page(() => import('./red-packet-page.js'), 'RedPacketPage'),
  },
  {
    path: '/function/wechat_pay',
    access: 'private',
    load: page(() => import('./red-packet-top-up-page.js'), 'RedPacketTopUpPage'),
  },
  {
    path: '/activity/sendHb',
    access: 'private',
    load: page(() => import('./send-hb-page.js'), 'SendHbPage'),
  },
];
