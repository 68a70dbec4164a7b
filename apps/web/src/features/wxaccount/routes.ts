import { lazyPage as page, type RouteDef } from '../../app/route-def.js';

/** The official-account pages: authorised accounts, authorising one, and the account each activity signs in with. */
export const wxaccountRoutes: RouteDef[] = [
  {
    path: '/function/authorized_weChat',
    access: 'private',
    load: page(() => import('./account-list-page.js'), 'AccountListPage'),
  },
  {
    path: '/function/authorized_add',
    access: 'private',
    load: page(() => import('./authorise-page.js'), 'AuthorisePage'),
  },
  {
    path: '/function/weChat_settin',
    access: 'private',
    load: page(() => import('./wechat-setting-page.js'), 'WechatSettingPage'),
  },
];
