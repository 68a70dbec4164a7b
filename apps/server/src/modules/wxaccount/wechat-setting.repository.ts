import { and, count, desc, eq, ilike, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containing } from '../../db/like.js';
import { activities } from '../activity/index.js';
import type { Owner } from '../wallet/index.js';
import { wechatSettings, wxAccounts } from './wxaccount.table.js';

export type WechatSettingRow = typeof wechatSettings.$inferSelect;
export type WechatScope = WechatSettingRow['scope'];

/** Which account each activity's participants sign in with. */
export const wechatSettingRepository = (db: Db) => ({
  ofActivity: async (activityId: number): Promise<WechatSettingRow | null> =>
    (await db.select().from(wechatSettings).where(eq(wechatSettings.activityId, activityId)))[0] ?? null,
  /** The activity's setting with its account, read together on the participants' way in. */
  withAccount: async (activityId: number) =>
    (
      await db
        .select({ scope: wechatSettings.scope, account: wxAccounts })
        .from(wechatSettings)
        .leftJoin(wxAccounts, eq(wxAccounts.id, wechatSettings.wxAccountId))
        .where(eq(wechatSettings.activityId, activityId))
    )[0] ?? null,
  save: async (owner: Owner, activityId: number, wxAccountId: number, scope: WechatScope) => {
    await db
      .insert(wechatSettings)
      .values({ ...owner, activityId, wxAccountId, scope })
      .onConflictDoUpdate({ target: wechatSettings.activityId, set: { wxAccountId, scope } });
  },
  clear: async (activityId: number) => {
    await db.delete(wechatSettings).where(eq(wechatSettings.activityId, activityId));
  },
  /** The organiser's activities, newest first, each with its account's id and name when it has one. */
  list: async (owner: Owner, filter: { keywords: string; page: number; limit: number }) => {
    const where = and(
      eq(activities.tenantId, owner.tenantId),
      eq(activities.customerId, owner.customerId),
      isNull(activities.deletedAt),
      filter.keywords ? ilike(activities.title, containing(filter.keywords)) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({
          activity: activities,
          wxAccountId: wechatSettings.wxAccountId,
          scope: wechatSettings.scope,
          nickname: wxAccounts.nickname,
        })
        .from(activities)
        .leftJoin(wechatSettings, eq(wechatSettings.activityId, activities.id))
        .leftJoin(wxAccounts, eq(wxAccounts.id, wechatSettings.wxAccountId))
        .where(where)
        .orderBy(desc(activities.createdAt), desc(activities.id))
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit),
      db.select({ n: count() }).from(activities).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },
});
