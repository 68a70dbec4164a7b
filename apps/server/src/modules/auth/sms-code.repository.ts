import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type SmsPurpose, smsCodes } from './auth.table.js';

export type { SmsPurpose };

export const smsCodeRepository = (db: Db) => ({
  insert: (row: typeof smsCodes.$inferInsert) => db.insert(smsCodes).values(row),
  /** The newest code of that phone and purpose that is neither used nor expired. */
  latestLive: async (tenantId: number, phone: string, purpose: SmsPurpose, now: Date) =>
    (
      await db
        .select()
        .from(smsCodes)
        .where(
          and(
            eq(smsCodes.tenantId, tenantId),
            eq(smsCodes.phone, phone),
            eq(smsCodes.purpose, purpose),
            isNull(smsCodes.usedAt),
            gt(smsCodes.expiresAt, now),
          ),
        )
        .orderBy(desc(smsCodes.id))
        .limit(1)
    )[0] ?? null,
  addAttempt: async (id: number) =>
    (
      await db
        .update(smsCodes)
        .set({ attempts: sql`${smsCodes.attempts} + 1` })
        .where(eq(smsCodes.id, id))
        .returning({ attempts: smsCodes.attempts })
    )[0]?.attempts ?? 0,
  /** True only for the one caller that marks it, so a code cannot be spent twice concurrently. */
  markUsed: async (id: number, now: Date) =>
    (
      await db
        .update(smsCodes)
        .set({ usedAt: now })
        .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt)))
        .returning({ id: smsCodes.id })
    ).length === 1,
});
