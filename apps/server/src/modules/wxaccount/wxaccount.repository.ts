import { and, count, desc, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { activities } from '../activity/index.js';
import type { Owner } from '../wallet/index.js';
import { wechatSettings, wxAccounts } from './wxaccount.table.js';

export type WxAccountRow = typeof wxAccounts.$inferSelect;
export type WxAccountFields = Omit<typeof wxAccounts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type SealedTokens = Pick<WxAccountRow, 'refreshToken' | 'accessToken' | 'accessTokenExpiresAt'>;

const ownedBy = (owner: Owner) =>
  and(eq(wxAccounts.tenantId, owner.tenantId), eq(wxAccounts.customerId, owner.customerId));

/** How many activities (not deleted) sign in with each account. */
const activityCount = count(activities.id);

/** The organiser's authorised accounts: always addressed with their owner. */
export const wxAccountRepository = (db: Db) => ({
  list: async (owner: Owner, filter: { kind: WxAccountRow['kind'] | ''; page: number; limit: number }) => {
    const where = and(ownedBy(owner), filter.kind ? eq(wxAccounts.kind, filter.kind) : undefined);
    const [rows, [total]] = await Promise.all([
      db
        .select({ ...getTableColumns(wxAccounts), activityCount })
        .from(wxAccounts)
        .leftJoin(wechatSettings, eq(wechatSettings.wxAccountId, wxAccounts.id))
        .leftJoin(activities, and(eq(activities.id, wechatSettings.activityId), isNull(activities.deletedAt)))
        .where(where)
        .groupBy(wxAccounts.id)
        .orderBy(desc(wxAccounts.authorizedAt), desc(wxAccounts.id))
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit),
      db.select({ n: count() }).from(wxAccounts).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },
  byId: async (owner: Owner, id: number): Promise<WxAccountRow | null> =>
    (
      await db
        .select()
        .from(wxAccounts)
        .where(and(ownedBy(owner), eq(wxAccounts.id, id)))
    )[0] ?? null,
  /** Locks the account while a change depends on whether activities use it (remove, choosing it for one). */
  lock: async (owner: Owner, id: number): Promise<WxAccountRow | null> =>
    (
      await db
        .select()
        .from(wxAccounts)
        .where(and(ownedBy(owner), eq(wxAccounts.id, id)))
        .for('update')
    )[0] ?? null,
  /** The organiser's account by appid, tokens included (to unseal the refresh token it replaces). */
  byAppid: async (owner: Owner, appid: string): Promise<WxAccountRow | null> =>
    (
      await db
        .select()
        .from(wxAccounts)
        .where(and(ownedBy(owner), eq(wxAccounts.appid, appid)))
    )[0] ?? null,
  /** Authorising an account the organiser already has updates it (and restores a cancelled one). */
  saveAuthorised: async (fields: WxAccountFields): Promise<WxAccountRow> => {
    const { tenantId, customerId, appid, ...changes } = fields;
    const [row] = await db
      .insert(wxAccounts)
      .values(fields)
      .onConflictDoUpdate({ target: [wxAccounts.tenantId, wxAccounts.customerId, wxAccounts.appid], set: changes })
      .returning();
    if (!row) throw new Error('wx account upsert returned nothing');
    return row;
  },
  saveTokens: async (id: number, tokens: SealedTokens) => {
    await db.update(wxAccounts).set(tokens).where(eq(wxAccounts.id, id));
  },
  /** With it go the settings of deleted activities that still named it. */
  remove: async (owner: Owner, id: number) => {
    await db.delete(wechatSettings).where(eq(wechatSettings.wxAccountId, id));
    await db.delete(wxAccounts).where(and(ownedBy(owner), eq(wxAccounts.id, id)));
  },
  /** WeChat says the administrator cancelled the authorisation: every organiser holding the account sees it. */
  markUnauthorized: async (appid: string) => {
    await db.update(wxAccounts).set({ status: 'unauthorized' }).where(eq(wxAccounts.appid, appid));
  },
  /** Activities (not deleted) whose participants sign in with the account. */
  activitiesUsing: (accountId: number) =>
    db
      .select({ id: activities.id, title: activities.title })
      .from(wechatSettings)
      .innerJoin(activities, eq(activities.id, wechatSettings.activityId))
      .where(and(eq(wechatSettings.wxAccountId, accountId), isNull(activities.deletedAt)))
      .orderBy(activities.id),
});
