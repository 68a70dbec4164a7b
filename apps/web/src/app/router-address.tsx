import { type ReactNode, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { type PageAddress, PageAddressContext } from './page-address.js';

/** The back-office's pages read their address from react-router. */
export const RouterAddress = ({ children }: { children: ReactNode }) => {
  const params = useParams();
  const [query, setQuery] = useSearchParams();
  const address = useMemo<PageAddress>(
    () => ({ params, query, replaceQuery: (next) => setQuery(next, { replace: true }) }),
    [params, query, setQuery],
  );
  return <PageAddressContext value={address}>{children}</PageAddressContext>;
};
