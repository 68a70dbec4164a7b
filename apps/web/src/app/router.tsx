import { lazy, Suspense, useEffect } from 'react';
import { Navigate, type RouteObject, useNavigate, useRoutes } from 'react-router';
import { PageTitle } from '../layout/page-title.js';
import { rootTarget } from './guard-rules.js';
import { LazyPage, PageLoading } from './lazy-page.js';
import { setNavigator } from './navigator.js';
import { RouteGuard } from './route-guard.js';
import { RouterAddress } from './router-address.js';
import { type RouteDef, routeDefs } from './routes.js';
import { useSession } from './session.js';

// Login, register and forget pages show without the shell, so their first visit does not download it.
const LazyShell = lazy(() => import('../layout/shell.js').then((m) => ({ default: m.Shell })));
const LazyNotFound = lazy(() => import('./not-found.js').then((m) => ({ default: m.NotFound })));

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
    element: (
      <Suspense fallback={<PageLoading />}>
        <LazyShell />
      </Suspense>
    ),
    children: [
      { index: true, element: <RootRedirect /> },
      ...routeDefs.filter((d) => !standalone(d)).map(guarded),
      {
        path: '*',
        element: (
          <>
            <PageTitle path="*" />
            <Suspense fallback={<PageLoading />}>
              <LazyNotFound />
            </Suspense>
          </>
        ),
      },
    ],
  },
];

/**
 * Renders routes in react-router's declarative mode and lends its navigate to navigateTo. The pages use no loader,
 * action or fetcher, and the data router that would serve them adds about 16 KB to every first visit.
 */
export const RouteTree = ({ routes }: { routes: RouteObject[] }) => {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to) => void navigate(to)), [navigate]);
  return useRoutes(routes);
};
