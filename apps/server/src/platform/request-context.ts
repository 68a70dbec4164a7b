import type { Grant } from '@app/contract';
import type { tenants } from '../modules/tenant/tenant.table.js';

export type Tenant = typeof tenants.$inferSelect;

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

/** The host without its port, lowercased. */
export const hostOf = (hostHeader: string | undefined) =>
  (hostHeader ?? '')
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[(.*)\]$/, '$1');
