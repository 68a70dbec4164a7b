import { activityKind } from '@app/contract';
import { lazyPage, type RouteDef } from '../../app/route-def.js';
import { activityKinds } from '../../components/activity-kinds.js';

/** The template galleries of the recommendation pages, one per kind; the big-screen lottery keeps its intro page. */
export const galleryRoutes: RouteDef[] = activityKinds
  .filter((k) => k.kind !== activityKind.lottery)
  .map((k) => ({
    path: k.route,
    access: 'public',
    load: lazyPage(() => import('./gallery-page.js'), 'GalleryPage'),
  }));
