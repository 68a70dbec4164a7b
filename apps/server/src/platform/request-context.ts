import type { Grant } from '@app/contract';
import type { TrustProxy } from '../config.js';

/**
 * The site (tenant) a request belongs to. The platform reads only its id; the tenant module merges in the rest of
 * its row (`modules/tenant/tenant.table.ts`), so routes see every field and the platform imports no module.
 */
export interface Tenant {
  id: number;
}

/** What a staff account's role grants: route names and action keys. */
export type StaffGrants = { pages: string[]; actions: string[] };

/** The logged-in caller. `ownerId` is the organiser account whose data they work on. */
export type CurrentUser = {
  id: number;
  tenantId: number;
  ownerId: number;
  phone: string;
  isStaff: boolean;
  sessionId: number;
  /** Organisers hold every grant; a staff account holds its role's, nothing without a role. */
  grants: 'all' | StaffGrants;
};

/** Whether the caller holds a grant: the page, and the action when the grant names one. */
export const holdsGrant = (user: CurrentUser, grant: Grant) =>
  user.grants === 'all' ||
  (user.grants.pages.includes(grant.page) && (!grant.action || user.grants.actions.includes(grant.action)));

export type Authenticator = (token: string, tenant: Tenant) => Promise<CurrentUser | null>;
export type TenantResolver = (host: string) => Promise<Tenant | null>;

declare module 'fastify' {
  interface FastifyRequest {
    tenant: Tenant | null;
    user: CurrentUser | null;
  }
}

/** The host without its port, lowercased; an IPv6 address without brackets (`::1`) has no port to drop. */
export const hostOf = (hostHeader: string | undefined) => {
  const host = (hostHeader ?? '').trim().toLowerCase();
  const bracketed = /^\[([^\]]*)\](?::\d+)?$/.exec(host);
  if (bracketed) return bracketed[1] ?? '';
  return host.split(':').length > 2 ? host : host.replace(/:\d+$/, '');
};

/**
 * Fastify's `trustProxy`. Fastify refuses a bare hop count (a peer that skips the proxy could forge the header), so a
 * count is spelled out as "the nearest n hops": right only when the proxy is the sole way in, as the README says.
 */
export const trustProxyOption = (setting: TrustProxy) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
