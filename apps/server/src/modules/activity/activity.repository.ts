import {
  and,
  count,
  eq,
  getTableColumns,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  not,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { listPage, type Paging } from '../../db/list-page.js';
import { activities, participants } from './activity.table.js';
import { takesTrialPlace } from './participant.repository.js';

export type ActivityRow = typeof activities.$inferSelect;
export type ActivityFields = Partial<
  Omit<typeof activities.$inferInsert, 'id' | 'tenantId' | 'customerId' | 'updatedAt'>
>;
export type NewActivity = ActivityFields & { kind: number; title: string };
export type Owner = { tenantId: number; customerId: number };

export type ActivityFilter = {
  createdFrom?: Date;
  createdBefore?: Date;
  online?: boolean;
  keywords?: string;
  kind?: number;
};

/** LIKE treats % and _ as wildcards; a search for them means the characters themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const ownedBy = (owner: Owner) =>
  and(
    eq(activities.tenantId, owner.tenantId),
    eq(activities.customerId, owner.customerId),
    isNull(activities.deletedAt),
  );

export const onlineAt = (now: Date) =>
  and(eq(activities.status, 'published'), or(isNull(activities.expiresAt), gt(activities.expiresAt, now)));

const filterBy = (f: ActivityFilter, now: Date): (SQL | undefined)[] => [
  f.createdFrom ? gte(activities.createdAt, f.createdFrom) : undefined,
  f.createdBefore ? lt(activities.createdAt, f.createdBefore) : undefined,
  f.online === undefined ? undefined : f.online ? onlineAt(now) : not(onlineAt(now)!),
  f.keywords ? ilike(activities.title, `%${escapeLike(f.keywords)}%`) : undefined,
  f.kind ? eq(activities.kind, f.kind) : undefined,
];

/** Activities are always read within their organiser: tenant and customer. */
export const activityRepository = (db: Db) => ({
  insert: async (owner: Owner, fields: NewActivity) =>
    (
      await db
        .insert(activities)
        .values({ ...fields, ...owner })
        .returning()
    )[0]!,
  page: (owner: Owner, filter: ActivityFilter, now: Date, paging: Paging) => {
    const where = and(ownedBy(owner), ...filterBy(filter, now));
    return listPage(
      db,
      { table: activities, id: activities.id, at: activities.createdAt, where },
      paging,
      (ids, order) =>
        db
          .select(getTableColumns(activities))
          .from(activities)
          .where(inArray(activities.id, ids))
          .orderBy(...order),
    );
  },
  /** Holds the activity until the transaction ends, so two payments for it queue up. */
  lock: async (owner: Owner, id: number) =>
    (
      await db
        .select()
        .from(activities)
        .where(and(ownedBy(owner), eq(activities.id, id)))
        .for('update')
    )[0] ?? null,
  update: async (owner: Owner, id: number, fields: ActivityFields) =>
    (
      await db
        .update(activities)
        .set(fields)
        .where(and(ownedBy(owner), eq(activities.id, id)))
        .returning()
    )[0]!,
  /** Queues up the organiser's draft creations, so two at once cannot both pass the draft limit. */
  lockDrafts: (owner: Owner) =>
    db.execute(sql`select pg_advisory_xact_lock(hashtext('activity-drafts'), ${owner.customerId})`),
  countDrafts: async (owner: Owner) =>
    (
      await db
        .select({ n: count() })
        .from(activities)
        .where(and(ownedBy(owner), eq(activities.status, 'draft')))
    )[0]?.n ?? 0,
  trialJoined: async (activityId: number) =>
    (
      await db
        .select({ n: count() })
        .from(participants)
        .where(and(eq(participants.activityId, activityId), takesTrialPlace))
    )[0]?.n ?? 0,
});
