import { lazyPage as page, type RouteDef } from '../../app/route-def.js';

/** A vote's organiser pages: setup, records and the live big screen. */
export const voteRoutes: RouteDef[] = [
  { path: '/activity/vote', access: 'private', load: page(() => import('./vote-page.js'), 'VotePage') },
  { path: '/activity/voteData', access: 'private', load: page(() => import('./vote-data-page.js'), 'VoteDataPage') },
  {
    path: '/activity/voteScreen',
    access: 'private',
    bare: true,
    load: page(() => import('./vote-screen-page.js'), 'VoteScreenPage'),
  },
];
