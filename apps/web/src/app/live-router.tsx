import { useTranslation } from 'react-i18next';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LiveNotice, LiveSpinner } from '../live/kit/live-notice.js';
import { liveRoutes } from '../live/routes.js';
import { LazyRoute, loadFailureText } from './lazy-route.js';

/** No back-office to go back to from a phone: the address is simply wrong. */
const NoSuchLivePage = () => {
  const { t } = useTranslation();
  return <LiveNotice title="404" sub={t('notFound')} />;
};

const PageFailed = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <LiveNotice
      title={t('pageLoadFailed')}
      sub={loadFailureText(error, t)}
      action={{ label: t('retry'), run: onRetry }}
    />
  );
};

/**
 * The live entry's routes (live.html, served for /h5/* and /screen/*): the public live pages alone, without the
 * back-office's shell, menus, guards, texts or antd, so a phone in a hall downloads only what its page needs.
 */
export const liveEntryRoutes: RouteObject[] = [
  ...liveRoutes
    .filter((def) => def.access === 'public')
    .map((def) => ({
      path: def.path,
      element: (
        <LazyRoute
          def={def}
          loading={<LiveSpinner />}
          failed={(error, retry) => <PageFailed error={error} onRetry={retry} />}
        />
      ),
    })),
  { path: '*', element: <NoSuchLivePage /> },
];

export const createLiveRouter = () => createBrowserRouter(liveEntryRoutes);
