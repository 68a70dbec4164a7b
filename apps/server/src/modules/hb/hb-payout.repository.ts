import { and, asc, count, desc, eq, getTableColumns, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { participants } from '../activity/index.js';
import type { Owner } from '../wallet/index.js';
import { hbPayouts } from './hb.table.js';

export type HbPayoutRow = typeof hbPayouts.$inferSelect;
export type HbPayoutListRow = HbPayoutRow & { participantName: string; phone: string };
type PayoutInsert = Omit<typeof hbPayouts.$inferInsert, 'id' | 'updatedAt'> & { createdAt: Date };

export const hbPayoutRepository = (db: Db) => ({
  insert: async (row: PayoutInsert) => (await db.insert(hbPayouts).values(row).returning())[0]!,

  /** The participant's payouts in the activity, newest first. */
  ofParticipant: (activityId: number, participantId: number) =>
    db
      .select()
      .from(hbPayouts)
      .where(and(eq(hbPayouts.activityId, activityId), eq(hbPayouts.participantId, participantId)))
      .orderBy(desc(hbPayouts.id)),

  markPaid: async (id: number, batchId: string, paidAt: Date) =>
    (
      await db
        .update(hbPayouts)
        .set({ status: 'paid', batchId, paidAt })
        .where(and(eq(hbPayouts.id, id), eq(hbPayouts.status, 'pending')))
        .returning()
    )[0] ?? null,

  /** WeChat Pay accepted the transfer: its batch is kept while the payout waits for the outcome. */
  markSent: async (id: number, batchId: string) =>
    (
      await db
        .update(hbPayouts)
        .set({ batchId })
        .where(and(eq(hbPayouts.id, id), eq(hbPayouts.status, 'pending')))
        .returning()
    )[0] ?? null,

  /** Payouts still waiting for their transfer's outcome, taken before `before`, oldest first. */
  pendingBefore: (before: Date, limit: number) =>
    db
      .select()
      .from(hbPayouts)
      .where(and(eq(hbPayouts.status, 'pending'), lt(hbPayouts.createdAt, before)))
      .orderBy(asc(hbPayouts.createdAt))
      .limit(limit),

  /** Only a pending payout fails, so its money goes back once. */
  markFailed: async (id: number, failReason: string) =>
    (
      await db
        .update(hbPayouts)
        .set({ status: 'failed', failReason })
        .where(and(eq(hbPayouts.id, id), eq(hbPayouts.status, 'pending')))
        .returning()
    )[0] ?? null,

  page: async (
    owner: Owner,
    filter: { activityId: number; status?: HbPayoutRow['status'] },
    paging: { page: number; limit: number },
  ) => {
    const where = and(
      eq(hbPayouts.tenantId, owner.tenantId),
      eq(hbPayouts.customerId, owner.customerId),
      eq(hbPayouts.activityId, filter.activityId),
      filter.status ? eq(hbPayouts.status, filter.status) : undefined,
    );
    const [rows, totals] = await Promise.all([
      db
        .select({ ...getTableColumns(hbPayouts), participantName: participants.name, phone: participants.phone })
        .from(hbPayouts)
        .innerJoin(participants, eq(participants.id, hbPayouts.participantId))
        .where(where)
        .orderBy(desc(hbPayouts.id))
        .limit(paging.limit)
        .offset((paging.page - 1) * paging.limit),
      db.select({ n: count() }).from(hbPayouts).where(where),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
  },
});
