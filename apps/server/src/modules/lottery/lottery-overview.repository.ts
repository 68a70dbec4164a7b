import { and, asc, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { activities } from '../activity/index.js';
import { lotteryDraws, lotteryPeople, lotterySettings, lotteryTiers } from './lottery.table.js';

type OwnedTable = { tenantId: PgColumn; customerId: PgColumn; activityId: PgColumn };

/** Rows of the caller's organiser belonging to any of the activities. */
const ofLotteries = (table: OwnedTable, user: CurrentUser, ids: number[]) =>
  and(eq(table.tenantId, user.tenantId), eq(table.customerId, user.ownerId), inArray(table.activityId, ids));

const p = lotteryPeople;

/** The list page's reads, each one query for the whole page of lotteries (grouped by activity). */
export const lotteryOverviewRepository = (db: Db) => ({
  /** The caller's organiser's activities among the ids (any kind, deleted ones left out). */
  activities: (user: CurrentUser, ids: number[]) =>
    db
      .select({ id: activities.id, kind: activities.kind, code: activities.code })
      .from(activities)
      .where(
        and(
          inArray(activities.id, ids),
          eq(activities.tenantId, user.tenantId),
          eq(activities.customerId, user.ownerId),
          isNull(activities.deletedAt),
        ),
      ),
  people: (user: CurrentUser, ids: number[]) =>
    db
      .select({ activityId: p.activityId, people: count(), signed: count(p.signedAt) })
      .from(p)
      .where(ofLotteries(p, user, ids))
      .groupBy(p.activityId),
  signin: (user: CurrentUser, ids: number[]) =>
    db
      .select({ activityId: lotterySettings.activityId, signin: lotterySettings.signin })
      .from(lotterySettings)
      .where(ofLotteries(lotterySettings, user, ids)),
  /** Tiers in show order within each activity. */
  tiers: (user: CurrentUser, ids: number[]) =>
    db
      .select({
        activityId: lotteryTiers.activityId,
        id: lotteryTiers.id,
        name: lotteryTiers.name,
        count: lotteryTiers.count,
      })
      .from(lotteryTiers)
      .where(ofLotteries(lotteryTiers, user, ids))
      .orderBy(asc(lotteryTiers.sort), asc(lotteryTiers.id)),
  spins: (user: CurrentUser, ids: number[]) =>
    db
      .select({ activityId: lotteryDraws.activityId, n: count() })
      .from(lotteryDraws)
      .where(and(ofLotteries(lotteryDraws, user, ids), isNotNull(lotteryDraws.spunAt)))
      .groupBy(lotteryDraws.activityId),
});
