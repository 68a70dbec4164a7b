import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { participants } from '../activity/index.js';
import type { Owner } from '../wallet/index.js';
import { merchants, participantPayments } from './mch.table.js';

export type ParticipantPaymentRow = typeof participantPayments.$inferSelect;
type Insert = Omit<typeof participantPayments.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const owned = (owner: Owner) =>
  and(eq(participantPayments.tenantId, owner.tenantId), eq(participantPayments.customerId, owner.customerId));

const withNames = {
  payment: participantPayments,
  participantName: participants.name,
  participantPhone: participants.phone,
  merchantName: merchants.name,
};

export const participantPaymentRepository = (db: Db) => ({
  insert: async (row: Insert) => (await db.insert(participantPayments).values(row).returning())[0]!,
  setPayUrl: (id: number, payUrl: string) =>
    db.update(participantPayments).set({ payUrl }).where(eq(participantPayments.id, id)),
  /** The participant's paid payment when there is one (they may have paid an older checkout), else the latest. */
  currentOf: async (participantId: number) =>
    (
      await db
        .select()
        .from(participantPayments)
        .where(eq(participantPayments.participantId, participantId))
        .orderBy(desc(sql`${participantPayments.status} = 'paid'`), desc(participantPayments.id))
        .limit(1)
    )[0] ?? null,
  /** A payment to this merchant by our trade number, locked until the transaction ends. */
  lockForNotice: async (merchantId: number, outTradeNo: string) =>
    (
      await db
        .select()
        .from(participantPayments)
        .where(and(eq(participantPayments.merchantId, merchantId), eq(participantPayments.outTradeNo, outTradeNo)))
        .for('update')
    )[0] ?? null,
  markPaid: (id: number, tradeNo: string, now: Date) =>
    db.update(participantPayments).set({ status: 'paid', tradeNo, paidAt: now }).where(eq(participantPayments.id, id)),
  /** Only a paid payment turns refunded, so two refunds at once record one. */
  markRefunded: async (owner: Owner, id: number, refundNo: string, now: Date) =>
    (
      await db
        .update(participantPayments)
        .set({ status: 'refunded', refundNo, refundedAt: now })
        .where(and(eq(participantPayments.id, id), owned(owner), eq(participantPayments.status, 'paid')))
        .returning()
    )[0] ?? null,
  byId: async (owner: Owner, id: number) =>
    (
      await db
        .select(withNames)
        .from(participantPayments)
        .innerJoin(participants, eq(participants.id, participantPayments.participantId))
        .innerJoin(merchants, eq(merchants.id, participantPayments.merchantId))
        .where(and(eq(participantPayments.id, id), owned(owner)))
    )[0] ?? null,
  page: async (owner: Owner, activityId: number, paging: { page: number; limit: number }) => {
    const where = and(owned(owner), eq(participantPayments.activityId, activityId));
    const [rows, totals] = await Promise.all([
      db
        .select(withNames)
        .from(participantPayments)
        .innerJoin(participants, eq(participants.id, participantPayments.participantId))
        .innerJoin(merchants, eq(merchants.id, participantPayments.merchantId))
        .where(where)
        .orderBy(desc(participantPayments.id))
        .limit(paging.limit)
        .offset((paging.page - 1) * paging.limit),
      db.select({ n: count() }).from(participantPayments).where(where),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
  },
});
