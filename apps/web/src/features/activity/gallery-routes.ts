import { activityKind } from '@app/contract';
import { lazyPage, type RouteDef } from '../../app/route-def.js';
import { activityKinds } from '../../components/activity-kinds.js';

/**
 * The template galleries of the recommendation pages, one per kind. The big-screen lottery's route is its home
 * (app/lottery-home-page.tsx), which shows the gallery under the kind's intro, or as a tab beside the lotteries.
 */
export const galleryRoutes: RouteDef[] = activityKinds
  .filter((k) => k.kind !== activityKind.lottery)
  .map((k) => ({
    path: k.route,
    access: 'public',
    load: lazyPage(() => import('./gallery-page.js'), 'GalleryPage'),
  }));

/** The lottery home's tab of templates, named in its query (?tab=) so a link can open it. */
export const lotteryTemplatesTab = 'templates';

/** Where a kind's templates are: its recommendation page, or the lottery home's templates tab. */
export const galleryPathOf = (kind: number) => {
  const route = activityKinds.find((k) => k.kind === kind)?.route ?? activityKinds[0]!.route;
  return kind === activityKind.lottery ? `${route}?tab=${lotteryTemplatesTab}` : route;
};
