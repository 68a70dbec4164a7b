import { bigint, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { rowColumns } from '../../db/columns.js';

/** Organisers, and staff accounts under them (owner_id set). Money is integer fen. */
export const customers = pgTable(
  'customers',
  {
    ...rowColumns,
    tenantId: integer().notNull(),
    /** The organiser a staff account works for; null for an organiser. */
    ownerId: integer(),
    phone: text().notNull(),
    passwordHash: text().notNull(),
    name: text().notNull().default(''),
    headImg: text().notNull().default(''),
    agentProperty: integer().notNull().default(1),
    /** The agent who invited this organiser. */
    invitedBy: integer(),
    money: bigint({ mode: 'number' }).notNull().default(0),
    dxMoney: bigint({ mode: 'number' }).notNull().default(0),
    hbMoney: bigint({ mode: 'number' }).notNull().default(0),
    points: integer().notNull().default(0),
    /** Participants who may take part at once; bought in steps. */
    onlineNum: integer().notNull().default(200),
    /** A staff account's role. */
    roleId: integer(),
    wxOpenid: text().notNull().default(''),
    wxNickname: text().notNull().default(''),
    status: text({ enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    /** Wrong passwords from every address since the last login (a pause of the lock time starts it again). */
    failedLogins: integer().notNull().default(0),
    /** No password is heard before then: the last wrong one, plus the account's wait once failures pile up. */
    lockedUntil: timestamp({ withTimezone: true }),
  },
  (t) => [unique().on(t.tenantId, t.phone), index().on(t.ownerId)],
);
