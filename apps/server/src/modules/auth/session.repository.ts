import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { heldRole, roles } from '../access/index.js';
import { customers } from '../customer/index.js';
import { sessions } from './auth.table.js';

export const sessionRepository = (db: Db) => ({
  insert: async (row: typeof sessions.$inferInsert) => (await db.insert(sessions).values(row).returning())[0]!,
  /**
   * A live session, its account and, for staff, what their role grants (null without a role), or null
   * when revoked, expired or unknown. One query, so every request learns its caller's grants once.
   */
  findLive: async (tokenHash: string, now: Date) => {
    const rows = await db
      .select({ session: sessions, customer: customers, role: { pages: roles.pages, actions: roles.actions } })
      .from(sessions)
      .innerJoin(customers, eq(customers.id, sessions.customerId))
      .leftJoin(roles, heldRole)
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .limit(1);
    return rows[0] ?? null;
  },
  revoke: (id: number, now: Date) => db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, id)),
  revokeAllOf: (customerId: number, now: Date, exceptSessionId?: number) =>
    db
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.customerId, customerId),
          isNull(sessions.revokedAt),
          exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
        ),
      ),
});
