import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { rowColumns } from '../../db/columns.js';

/** What a code is for: an organiser's sign-up or recovery, or a participant joining one activity. */
export type SmsPurpose = 'register' | 'recover' | `join:${number}`;

/** Sms verification codes, stored hashed; a code is used once. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    ...rowColumns,
    tenantId: integer().notNull(),
    phone: text().notNull(),
    purpose: text().$type<SmsPurpose>().notNull(),
    codeHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
    ip: text().notNull().default(''),
  },
  (t) => [index().on(t.tenantId, t.phone, t.purpose)],
);

/** Login sessions. Only a hash of the token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    ...rowColumns,
    tokenHash: text().notNull().unique(),
    tenantId: integer().notNull(),
    customerId: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    ip: text().notNull().default(''),
    userAgent: text().notNull().default(''),
  },
  (t) => [index().on(t.customerId)],
);
