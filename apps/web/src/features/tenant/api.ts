import type { SiteConfig } from '@app/contract';
import { tenantContract } from '@app/contract/tenant';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../app/api-client.js';

/** Spec section 9. */
export const defaultNavColor = '#0069FD';
export const defaultNavTextColor = '#FFFFFF';

const { domainConfig } = tenantContract;

/** The white-label settings of the current host; undefined until the lookup answers with code 200. */
export const useSiteConfig = (): SiteConfig | undefined => {
  const host = window.location.host;
  const { data } = useQuery({
    queryKey: [domainConfig.path, host],
    // Silent: a failed lookup leaves the defaults in place rather than showing a toast on every page.
    queryFn: () => callApi(domainConfig, { url: host }, { silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data;
};

export const navColors = (site: SiteConfig | undefined) => ({
  background: site?.nav_color || defaultNavColor,
  color: site?.nav_text_color || defaultNavTextColor,
});
