import { createHash, randomBytes } from 'node:crypto';
import type { Deps } from '../../platform/deps.js';
import type { Authenticator, CurrentUser } from '../../platform/request-context.js';
import type { customers } from '../customer/index.js';
import { sessionRepository } from './session.repository.js';

type Customer = typeof customers.$inferSelect;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Random bearer tokens; only their hash is stored, so a leaked table logs no one in. */
export const sessionService = (deps: Pick<Deps, 'db' | 'clock' | 'config'>) => {
  const repo = sessionRepository(deps.db);
  const authenticate: Authenticator = async (token, tenant) => {
    if (token.length > 200) return null;
    const found = await repo.findLive(hashToken(token), deps.clock());
    // A token is valid only on the site that issued it.
    if (!found || found.session.tenantId !== tenant.id || found.customer.status !== 'active') return null;
    const c = found.customer;
    return {
      id: c.id,
      tenantId: c.tenantId,
      ownerId: c.ownerId ?? c.id,
      phone: c.phone,
      isStaff: c.ownerId !== null,
      sessionId: found.session.id,
      grants: c.ownerId === null ? 'all' : (found.role ?? { pages: [], actions: [] }),
    } satisfies CurrentUser;
  };
  return {
    authenticate,
    start: async (customer: Customer, meta: { ip: string; userAgent: string }) => {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(deps.clock().getTime() + deps.config.sessionDays * 86_400_000);
      await repo.insert({
        tokenHash: hashToken(token),
        tenantId: customer.tenantId,
        customerId: customer.id,
        expiresAt,
        ip: meta.ip,
        userAgent: meta.userAgent,
      });
      return { token, expiresAt };
    },
    end: (sessionId: number) => repo.revoke(sessionId, deps.clock()),
    endAllOf: (customerId: number, exceptSessionId?: number) =>
      repo.revokeAllOf(customerId, deps.clock(), exceptSessionId),
  };
};

export type SessionService = ReturnType<typeof sessionService>;
