import { lazyPage as page, type RouteDef } from '../../app/route-def.js';

/** An activity's numbers, answer records, winners and exports (/activity/analysis?activity_id=). */
export const statisticRoutes: RouteDef[] = [
  {
    path: '/activity/analysis',
    access: 'private',
    load: page(() => import('./analysis-page.js'), 'AnalysisPage'),
  },
];
