import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customers } from '../customer/customer.table.js';
import { sessions } from './auth.table.js';

export const sessionRepository = (db: Db) => ({
  insert: async (row: typeof sessions.$inferInsert) => (await db.insert(sessions).values(row).returning())[0]!,
  /** A live session and its account, or null when revoked, expired or unknown. */
  findLive: async (tokenHash: string, now: Date) => {
    const rows = await db
      .select({ session: sessions, customer: customers })
      .from(sessions)
      .innerJoin(customers, eq(customers.id, sessions.customerId))
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
