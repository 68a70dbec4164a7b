import { lazyPage as page, type RouteDef } from '../../app/route-def.js';

/** A vote's organiser pages: setup and records (its big screen is a live page, in live/routes.ts). */
export const voteRoutes: RouteDef[] = [
  { path: '/activity/vote', access: 'private', load: page(() => import('./vote-page.js'), 'VotePage') },
  { path: '/activity/voteData', access: 'private', load: page(() => import('./vote-data-page.js'), 'VoteDataPage') },
];
