import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveNotice, LiveSpinner } from '../live/kit/live-notice.js';
import { liveRoutes } from '../live/routes.js';
import { LazyRoute, loadFailureText } from './lazy-route.js';
import { type PageAddress, PageAddressContext } from './page-address.js';

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

type LiveRoute = { path: string; element: ReactNode };

/**
 * The live entry's routes (live.html, served for /h5/*, /screen/* and the vote's big screen): the public live pages
 * and the private ones marked liveEntry, without the back-office's shell, menus, guards, texts or antd, so a phone
 * in a hall downloads only what its page needs.
 */
export const liveEntryRoutes: LiveRoute[] = liveRoutes
  .filter((def) => def.access === 'public' || def.liveEntry)
  .map((def) => ({
    path: def.path,
    element: (
      <LazyRoute
        def={def}
        loading={<LiveSpinner />}
        failed={(error, retry) => <PageFailed error={error} onRetry={retry} />}
      />
    ),
  }));

/** The named parts of `pathname` when it has the pattern's shape (`/h5/:code`), or null. */
export const matchLivePath = (pattern: string, pathname: string): Record<string, string> | null => {
  const want = pattern.split('/');
  const got = pathname.replace(/\/+$/, '').split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const value = got[i] ?? '';
    if (part.startsWith(':')) {
      if (!value) return null;
      params[part.slice(1)] = decodeURIComponent(value);
    } else if (part !== value) return null;
  }
  return params;
};

/**
 * A live page never moves to another path (a phone stays on its activity's address; only the query changes), so
 * the entry matches the address once and needs no router library (react-router was 12 KB of gzip of a phone's
 * first visit).
 */
export const LiveRouter = () => {
  const [pathname] = useState(() => window.location.pathname);
  const [query, setQuery] = useState(() => new URLSearchParams(window.location.search));
  const matched = useMemo(() => {
    for (const route of liveEntryRoutes) {
      const params = matchLivePath(route.path, pathname);
      if (params) return { route, params };
    }
    return null;
  }, [pathname]);
  const address = useMemo<PageAddress>(
    () => ({
      params: matched?.params ?? {},
      query,
      replaceQuery: (next) => {
        const search = next.size > 0 ? `?${next}` : '';
        window.history.replaceState(window.history.state, '', `${pathname}${search}${window.location.hash}`);
        setQuery(new URLSearchParams(next));
      },
    }),
    [matched, pathname, query],
  );
  if (!matched) return <NoSuchLivePage />;
  return <PageAddressContext value={address}>{matched.route.element}</PageAddressContext>;
};
