import { lazyPage as page, type RouteDef } from '../app/route-def.js';

/** The live pages, all without the back-office shell: the participant's phone and the hall's big screens. */
export const liveRoutes: RouteDef[] = [
  { path: '/h5/:code', access: 'public', bare: true, load: page(() => import('./kit/live-page.js'), 'LivePage') },
  {
    path: '/activity/voteScreen',
    access: 'private',
    bare: true,
    load: page(() => import('./vote/screen-ranking.js'), 'VoteScreenPage'),
  },
];
