import { index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { ownerColumns, rowColumns } from '../../db/columns.js';

/**
 * An official account or mini-program an organiser authorised to the platform. Its tokens are sealed with the
 * secrets key: the refresh token keeps the authorisation, the access token (and when it ends) is refreshed before
 * it expires. Removing the account deletes the row, tokens and all.
 */
export const wxAccounts = pgTable(
  'wx_accounts',
  {
    ...rowColumns,
    ...ownerColumns,
    appid: text().notNull(),
    kind: text({ enum: ['official', 'mini_program'] }).notNull(),
    nickname: text().notNull().default(''),
    headImg: text().notNull().default(''),
    serviceType: integer().notNull().default(0),
    verifyType: integer().notNull().default(-1),
    userName: text().notNull().default(''),
    principalName: text().notNull().default(''),
    status: text({ enum: ['authorized', 'unauthorized'] })
      .notNull()
      .default('authorized'),
    authorizedAt: timestamp({ withTimezone: true }).notNull(),
    refreshToken: text().notNull(),
    accessToken: text().notNull(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [unique().on(t.tenantId, t.customerId, t.appid), index().on(t.appid)],
);

/** The account an activity's participants sign in with; no row: they join as they do without one. */
export const wechatSettings = pgTable(
  'wechat_settings',
  {
    ...rowColumns,
    ...ownerColumns,
    activityId: integer().notNull().unique(),
    wxAccountId: integer().notNull(),
    scope: text({ enum: ['snsapi_base', 'snsapi_userinfo'] })
      .notNull()
      .default('snsapi_userinfo'),
  },
  (t) => [index().on(t.wxAccountId)],
);
