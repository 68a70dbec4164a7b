import { and, asc, count, eq, gt, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type Owner, onlineAt, ownedBy } from './activity.repository.js';
import { activities, participants } from './activity.table.js';

const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** The organiser's activities and participants, counted for the home centre. */
export const homeOverviewRepository = (db: Db) => ({
  /** Drafts, running and expired activities, in one pass over the owner's list index. */
  activityCounts: async (owner: Owner, now: Date) =>
    (
      await db
        .select({
          total: count(),
          running: countWhere(sql`${onlineAt(now)}`),
          draft: countWhere(sql`${activities.status} = 'draft'`),
          expired: countWhere(sql`${activities.status} = 'published' and ${activities.expiresAt} <= ${now}`),
        })
        .from(activities)
        .where(ownedBy(owner))
    )[0]!,

  /** Running activities whose period ends by `until`, soonest first. */
  expiringBy: (owner: Owner, now: Date, until: Date, limit: number) =>
    db
      .select({ id: activities.id, title: activities.title, kind: activities.kind, expiresAt: activities.expiresAt })
      .from(activities)
      .where(
        and(
          ownedBy(owner),
          eq(activities.status, 'published'),
          isNotNull(activities.expiresAt),
          gt(activities.expiresAt, now),
          lte(activities.expiresAt, until),
        ),
      )
      .orderBy(asc(activities.expiresAt))
      .limit(limit),

  /** People who joined the owner's activities on `fromDay` (YYYY-MM-DD in China) or later, previews left out. */
  joinedSince: async (owner: Owner, fromDay: string) =>
    (
      await db
        .select({ n: count() })
        .from(participants)
        .where(
          and(
            inArray(participants.activityId, db.select({ id: activities.id }).from(activities).where(ownedBy(owner))),
            gte(participants.joinedDay, fromDay),
            eq(participants.preview, false),
          ),
        )
    )[0]?.n ?? 0,
});
