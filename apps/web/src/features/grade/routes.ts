import { lazyPage as page, type RouteDef } from '../../app/route-def.js';
import { gradePaths } from './grade-paths.js';

/** On-site judge scoring's set-up and results, one activity each. */
export const gradeRoutes: RouteDef[] = [
  { path: gradePaths.score, access: 'private', load: page(() => import('./score-page.js'), 'ScorePage') },
];
