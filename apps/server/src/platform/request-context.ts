import type { tenants } from '../modules/tenant/tenant.table.js';

export type Tenant = typeof tenants.$inferSelect;

/** The logged-in caller. `ownerId` is the organiser account whose data they work on. */
export type CurrentUser = {
  id: number;
  tenantId: number;
  ownerId: number;
  phone: string;
  isStaff: boolean;
  sessionId: number;
};

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
