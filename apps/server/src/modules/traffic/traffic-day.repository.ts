import { and, count, desc, eq, gte, lte, max, type SQL, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { activities } from '../activity/index.js';
import { uploads } from '../upload/index.js';
import type { Owner } from '../wallet/index.js';
import { trafficDays } from './traffic.table.js';

export type UsageRow = Omit<typeof trafficDays.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
/** Inclusive Asia/Shanghai days, YYYY-MM-DD. */
export type DayRange = { from: string; to: string };
type Paging = { page: number; limit: number };

const bytesSum = sql<number>`coalesce(${sum(trafficDays.bytes)}, 0)`.mapWith(Number);
const requestsSum = sql<number>`coalesce(${sum(trafficDays.requests)}, 0)`.mapWith(Number);

const ownedIn = (owner: Owner, range: DayRange, activityId?: number, ...more: SQL[]) =>
  and(
    eq(trafficDays.tenantId, owner.tenantId),
    eq(trafficDays.customerId, owner.customerId),
    gte(trafficDays.day, range.from),
    lte(trafficDays.day, range.to),
    activityId === undefined ? undefined : eq(trafficDays.activityId, activityId),
    ...more,
  );

export const trafficDayRepository = (db: Db) => ({
  /** Adds each row's bytes and requests to its day's file row, all in one statement. */
  addUsage: async (rows: UsageRow[]) => {
    if (rows.length === 0) return;
    await db
      .insert(trafficDays)
      .values(rows)
      .onConflictDoUpdate({
        target: [trafficDays.activityId, trafficDays.day, trafficDays.fileKey],
        set: {
          bytes: sql`${trafficDays.bytes} + excluded.bytes`,
          requests: sql`${trafficDays.requests} + excluded.requests`,
          updatedAt: sql`now()`,
        },
      });
  },

  /** Per day and activity, newest day first. */
  perActivityDay: async (owner: Owner, range: DayRange, activityId: number | undefined, paging: Paging) => {
    const where = ownedIn(owner, range, activityId);
    const groups = db
      .select({ day: trafficDays.day, activityId: trafficDays.activityId })
      .from(trafficDays)
      .where(where)
      .groupBy(trafficDays.day, trafficDays.activityId)
      .as('groups');
    const [rows, [counted]] = await Promise.all([
      db
        .select({
          day: trafficDays.day,
          activityId: trafficDays.activityId,
          title: sql<string>`coalesce(max(${activities.title}), '')`,
          bytes: bytesSum,
          requests: requestsSum,
        })
        .from(trafficDays)
        .leftJoin(activities, eq(activities.id, trafficDays.activityId))
        .where(where)
        .groupBy(trafficDays.day, trafficDays.activityId)
        .orderBy(desc(trafficDays.day), desc(trafficDays.activityId))
        .limit(paging.limit)
        .offset((paging.page - 1) * paging.limit),
      db.select({ total: count() }).from(groups),
    ]);
    return { rows, total: counted?.total ?? 0 };
  },

  /** Total bytes per day that had any. */
  perDay: (owner: Owner, range: DayRange, activityId: number | undefined) =>
    db
      .select({ day: trafficDays.day, bytes: bytesSum })
      .from(trafficDays)
      .where(ownedIn(owner, range, activityId))
      .groupBy(trafficDays.day),

  /** An activity's videos with their traffic, most first; the name is the one the file was uploaded with. */
  videos: async (owner: Owner, range: DayRange, activityId: number, paging: Paging) => {
    const where = ownedIn(owner, range, activityId, eq(trafficDays.kind, 'video'));
    const [rows, [counted]] = await Promise.all([
      db
        .select({
          fileKey: trafficDays.fileKey,
          name: sql<string | null>`max(${uploads.originalName})`,
          bytes: bytesSum,
          requests: requestsSum,
          lastDay: max(trafficDays.day),
        })
        .from(trafficDays)
        .leftJoin(uploads, eq(uploads.storageKey, trafficDays.fileKey))
        .where(where)
        .groupBy(trafficDays.fileKey)
        .orderBy(desc(bytesSum), trafficDays.fileKey)
        .limit(paging.limit)
        .offset((paging.page - 1) * paging.limit),
      db
        .select({ total: sql<number>`count(distinct ${trafficDays.fileKey})`.mapWith(Number) })
        .from(trafficDays)
        .where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  },
});
