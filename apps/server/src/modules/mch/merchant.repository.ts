import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { hbPayouts } from '../hb/index.js';
import type { Owner } from '../wallet/index.js';
import { activityMerchants, merchants } from './mch.table.js';

export type MerchantRow = typeof merchants.$inferSelect;
export type MerchantFields = Omit<
  typeof merchants.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'tenantId' | 'customerId' | 'deletedAt'
>;

const owned = (owner: Owner) =>
  and(eq(merchants.tenantId, owner.tenantId), eq(merchants.customerId, owner.customerId), isNull(merchants.deletedAt));

/** How many activities use the merchant, for payments or red packets. */
const activityCount = sql<number>`(select count(*)::int from ${activityMerchants} where ${or(
  eq(activityMerchants.payMerchantId, merchants.id),
  eq(activityMerchants.hbMerchantId, merchants.id),
)})`;

/** The organiser's merchants; every query filters by tenant and customer, and leaves deleted ones out. */
export const merchantRepository = (db: Db) => ({
  insert: async (owner: Owner, fields: MerchantFields) =>
    (
      await db
        .insert(merchants)
        .values({ ...owner, ...fields })
        .returning()
    )[0]!,
  byId: async (owner: Owner, id: number) => {
    const [row] = await db
      .select({ merchant: merchants, activityCount })
      .from(merchants)
      .where(and(eq(merchants.id, id), owned(owner)));
    return row ?? null;
  },
  page: async (owner: Owner, filter: { type?: MerchantRow['type'] }, paging: { page: number; limit: number }) => {
    const where = and(owned(owner), filter.type ? eq(merchants.type, filter.type) : undefined);
    const [rows, totals] = await Promise.all([
      db
        .select({ merchant: merchants, activityCount })
        .from(merchants)
        .where(where)
        .orderBy(desc(merchants.id))
        .limit(paging.limit)
        .offset((paging.page - 1) * paging.limit),
      db.select({ n: count() }).from(merchants).where(where),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
  },
  /** Red packets sent through the merchant whose fate WeChat Pay has not told yet: the reconciler still asks it. */
  hasPendingPayouts: async (id: number) => {
    const [row] = await db
      .select({ id: hbPayouts.id })
      .from(hbPayouts)
      .where(and(eq(hbPayouts.merchantId, id), eq(hbPayouts.status, 'pending')))
      .limit(1);
    return Boolean(row);
  },
  /** Every merchant of the organiser, as choices for an activity. */
  options: (owner: Owner) =>
    db
      .select({ id: merchants.id, name: merchants.name, type: merchants.type })
      .from(merchants)
      .where(owned(owner))
      .orderBy(desc(merchants.id)),
  update: async (owner: Owner, id: number, fields: Partial<MerchantFields>) =>
    (
      await db
        .update(merchants)
        .set(fields)
        .where(and(eq(merchants.id, id), owned(owner)))
        .returning()
    )[0] ?? null,
  softDelete: (owner: Owner, id: number, now: Date) =>
    db
      .update(merchants)
      .set({ deletedAt: now })
      .where(and(eq(merchants.id, id), owned(owner))),
  /** A merchant by id within a site, deleted or not: a notification for it names only its id. */
  forNotification: async (tenantId: number, id: number) =>
    (
      await db
        .select()
        .from(merchants)
        .where(and(eq(merchants.id, id), eq(merchants.tenantId, tenantId)))
    )[0] ?? null,
});
