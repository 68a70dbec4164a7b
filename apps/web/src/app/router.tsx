import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageTitle } from '../layout/page-title.js';
import { Shell } from '../layout/shell.js';
import { rootTarget } from './guard-rules.js';
import { LazyPage } from './lazy-page.js';
import { setNavigator } from './navigator.js';
import { NotFound } from './not-found.js';
import { RouteGuard } from './route-guard.js';
import { RouterAddress } from './router-address.js';
import { type RouteDef, routeDefs } from './routes.js';
import { useSession } from './session.js';

const RootRedirect = () => <Navigate to={rootTarget(Boolean(useSession()?.token))} replace />;

const guarded = (def: RouteDef): RouteObject => ({
  path: def.path,
  element: (
    <>
      <PageTitle path={def.path} />
      <RouteGuard key={def.path} def={def}>
        <RouterAddress>
          <LazyPage def={def} />
        </RouterAddress>
      </RouteGuard>
    </>
  ),
});

const standalone = (d: RouteDef) => d.access === 'pure' || d.bare === true;

/** Login, register, forget and framed pages stand alone; every other page renders inside the shell. */
export const appRoutes: RouteObject[] = [
  ...routeDefs.filter(standalone).map(guarded),
  {
    element: <Shell />,
    children: [
      { index: true, element: <RootRedirect /> },
      ...routeDefs.filter((d) => !standalone(d)).map(guarded),
      {
        path: '*',
        element: (
          <>
            <PageTitle path="*" />
            <NotFound />
          </>
        ),
      },
    ],
  },
];

export const createAppRouter = () => {
  const router = createBrowserRouter(appRoutes);
  setNavigator((to) => void router.navigate(to));
  return router;
};
