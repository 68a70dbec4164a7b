import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { rowColumns } from '../../db/columns.js';

/**
 * What the third-party platform holds between calls, shared by every server instance: the latest
 * component_verify_ticket WeChat pushed (every ten minutes) and the component access token made from it (sealed).
 */
export const wechatComponentStates = pgTable('wechat_component_states', {
  ...rowColumns,
  componentAppid: text().notNull().unique(),
  verifyTicket: text().notNull().default(''),
  /** The CreateTime WeChat wrote in the push: an older push never replaces a newer ticket. */
  ticketCreatedAt: timestamp({ withTimezone: true }),
  accessToken: text().notNull().default(''),
  accessTokenExpiresAt: timestamp({ withTimezone: true }),
});
