import { accessRoutes } from '../features/access/routes.js';
import { activityRoutes } from '../features/activity/routes.js';
import { gameRoutes } from '../features/game/routes.js';
import { gradeRoutes } from '../features/grade/routes.js';
import { hbRoutes } from '../features/hb/routes.js';
import { lotteryRoutes } from '../features/lottery/routes.js';
import { mchRoutes } from '../features/mch/routes.js';
import { orderRoutes } from '../features/order/routes.js';
import { prizeRoutes } from '../features/prize/routes.js';
import { questionRoutes } from '../features/question/routes.js';
import { quizRoutes } from '../features/quiz/routes.js';
import { statisticRoutes } from '../features/statistic/routes.js';
import { surveyRoutes } from '../features/survey/routes.js';
import { trafficRoutes } from '../features/traffic/routes.js';
import { voteRoutes } from '../features/vote/routes.js';
import { walletRoutes } from '../features/wallet/routes.js';
import { wxaccountRoutes } from '../features/wxaccount/routes.js';
import { liveRoutes } from '../live/routes.js';
import { lazyPage as page, type RouteDef } from './route-def.js';

export { type RouteAccess, type RouteDef, routeName } from './route-def.js';

/** Route paths with their access kind and lazy page; pure and bare routes render without the shell. */
export const routeDefs: RouteDef[] = [
  { path: '/login', access: 'pure', load: page(() => import('../features/auth/login-page.js'), 'LoginPage') },
  { path: '/register', access: 'pure', load: page(() => import('../features/auth/login-page.js'), 'LoginPage') },
  { path: '/forget', access: 'pure', load: page(() => import('../features/auth/login-page.js'), 'LoginPage') },
  { path: '/help', access: 'public', load: page(() => import('../features/content/help-page.js'), 'HelpPage') },
  { path: '/join', access: 'public', load: page(() => import('../features/content/join-page.js'), 'JoinPage') },
  {
    path: '/feedback',
    access: 'public',
    load: page(() => import('../features/content/feedback-page.js'), 'FeedbackPage'),
  },
  {
    path: '/kf-chat',
    access: 'public',
    bare: true,
    load: page(() => import('../features/content/kf-chat-page.js'), 'KfChatPage'),
  },
  {
    path: '/activity/system',
    access: 'public',
    load: page(() => import('../features/content/home-page.js'), 'HomePage'),
  },
  {
    path: '/activity/news',
    access: 'public',
    load: page(() => import('../features/content/news-page.js'), 'NewsPage'),
  },
  {
    path: '/activity/system_js',
    access: 'public',
    load: page(() => import('../features/content/product-intro-page.js'), 'ProductIntroPage'),
  },
  {
    path: '/activity/manage',
    access: 'private',
    load: page(() => import('../features/activity/activity-list-page.js'), 'ActivityListPage'),
  },
  {
    path: '/activity/404',
    access: 'private',
    load: page(() => import('../features/activity/activity-not-found-page.js'), 'ActivityNotFoundPage'),
  },
  {
    path: '/user/user_account',
    access: 'private',
    load: page(() => import('../features/customer/account-page.js'), 'AccountPage'),
  },
  {
    path: '/LargeScreenLottery/LargeScreenLottery',
    access: 'public',
    load: page(() => import('./lottery-home-page.js'), 'LotteryHomePage'),
  },
  ...walletRoutes,
  ...mchRoutes,
  ...orderRoutes,
  ...questionRoutes,
  ...accessRoutes,
  ...activityRoutes,
  ...quizRoutes,
  ...gameRoutes,
  ...lotteryRoutes,
  ...gradeRoutes,
  ...prizeRoutes,
  ...statisticRoutes,
  ...surveyRoutes,
  ...voteRoutes,
  ...wxaccountRoutes,
  ...trafficRoutes,
  ...hbRoutes,
  ...liveRoutes,
];
