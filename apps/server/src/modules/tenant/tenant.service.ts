import type { SiteConfig } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import type { Tenant } from '../../platform/request-context.js';
import { defaultTenant } from './default-tenant.js';
import { tenantRepository } from './tenant.repository.js';

const cacheMs = 30_000;
/** Any Host header can be sent, so the cache forgets everything rather than grow without end. */
const cacheMaxHosts = 1000;

/** The site's customer-service lines: part of the site config, and what the customer-service calls answer. */
export const toKfLines = (t: Tenant) => ({
  kf_img: t.kfImg,
  fixed_line: t.fixedLine,
  fixed_line2: t.fixedLine2,
  kf_phone: t.kfPhone,
  kf_time: t.kfTime,
  kf_button: t.kfButton,
});

export const toSiteConfig = (t: Tenant): SiteConfig => ({
  title: t.title,
  dt_name: t.dtName,
  logo: t.logo,
  index_href: t.indexHref,
  is_open_index: t.isOpenIndex,
  index_name: t.indexName,
  show_kf: t.showKf,
  ...toKfLines(t),
  is_open_help: t.isOpenHelp,
  is_open_agent: t.isOpenAgent,
  is_open_official: t.isOpenOfficial,
  help_href: t.helpHref,
  agent_href: t.agentHref,
  official_href: t.officialHref,
  nav_color: t.navColor,
  nav_text_color: t.navTextColor,
});

export const tenantService = (deps: Pick<Deps, 'db' | 'clock'>) => {
  const repo = tenantRepository(deps.db);
  const cache = new Map<string, { tenant: Tenant | null; at: number }>();
  return {
    /**
     * Host lookups are cached briefly: every request makes one. With one site, every host reaches it, so phones
     * can open a link by the machine's LAN address; with several, a host must be one of a site's.
     */
    byHost: async (host: string) => {
      const now = deps.clock().getTime();
      const hit = cache.get(host);
      if (hit && now - hit.at < cacheMs) return hit.tenant;
      const tenant = (await repo.byHost(host)) ?? (await repo.onlyOne());
      if (cache.size >= cacheMaxHosts) cache.clear();
      cache.set(host, { tenant, at: now });
      return tenant;
    },
    /** Every site with its hosts, for the page that tells a visitor of an unknown host where to go. */
    sites: async () => (await repo.list()).map((t) => ({ title: t.title, hosts: t.hosts })),
    /** A bare machine answers on localhost with the default site. */
    seedDefault: async () => {
      if ((await repo.count()) === 0) await repo.insert(defaultTenant);
    },
  };
};

export type TenantService = ReturnType<typeof tenantService>;
