import { lazyPage as page, type RouteDef } from '../app/route-def.js';

/**
 * The live pages, all without the back-office shell: the participant's phone, the hall's big screens and the
 * host's consoles.
 */
export const liveRoutes: RouteDef[] = [
  { path: '/h5/:code', access: 'public', bare: true, load: page(() => import('./kit/live-page.js'), 'LivePage') },
  {
    path: '/activity/voteScreen',
    access: 'private',
    bare: true,
    liveEntry: true,
    load: page(() => import('./vote/screen-ranking.js'), 'VoteScreenPage'),
  },
  {
    path: '/screen/interactive/:code',
    access: 'public',
    bare: true,
    load: page(() => import('./interactive/screen-game.js'), 'InteractiveScreenPage'),
  },
  {
    path: '/screen/open',
    access: 'public',
    bare: true,
    load: page(() => import('./screen/screen-open-page.js'), 'ScreenOpenPage'),
  },
  {
    path: '/screen/lottery/:code',
    access: 'public',
    bare: true,
    load: page(() => import('./lottery/screen-lottery.js'), 'LotteryScreenPage'),
  },
  {
    path: '/screen/grade/:code',
    access: 'public',
    bare: true,
    load: page(() => import('./grade/screen-grade.js'), 'GradeScreenPage'),
  },
  {
    path: '/activity/console',
    access: 'private',
    bare: true,
    load: page(() => import('./kit/console-pages.js'), 'ConsolePage'),
  },
  {
    path: '/h5/judge/:key',
    access: 'public',
    bare: true,
    load: page(() => import('./grade/phone-judge.js'), 'JudgePhone'),
  },
  {
    path: '/h5/host/:key',
    access: 'public',
    bare: true,
    load: page(() => import('./kit/console-pages.js'), 'HostLinkConsolePage'),
  },
];
