import { createContext, useContext } from 'react';

/**
 * What a page reads of its address: the path's named parts and the query. Each entry provides it from its own
 * router (the back-office's react-router, the live pages' own matcher), so a page shared by both reads it one way.
 */
export type PageAddress = {
  params: Readonly<Record<string, string | undefined>>;
  query: URLSearchParams;
  /** Swaps the query without a new history entry (a spent sign-in code leaves the address). */
  replaceQuery: (next: URLSearchParams) => void;
};

export const PageAddressContext = createContext<PageAddress | null>(null);

const usePageAddress = () => {
  const address = useContext(PageAddressContext);
  if (!address) throw new Error("a page's address is read inside its entry's router");
  return address;
};

/** A named part of the path (`:code` of /h5/:code), or '' when the route has none. */
export const usePathParam = (name: string) => usePageAddress().params[name] ?? '';

export const useQueryParams = () => {
  const { query, replaceQuery } = usePageAddress();
  return [query, replaceQuery] as const;
};
