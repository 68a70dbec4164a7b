import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { ownerColumns, rowColumns } from '../../db/columns.js';

export type QrcodeStyleValue = { fg_color: string; bg_color: string; dot_style: string; logo: string };

export const activities = pgTable(
  'activities',
  {
    ...rowColumns,
    ...ownerColumns,
    /** 1 online quiz, 2 on-site competition, 3 on-site interactive, 4 survey/vote/form, 5 lottery, 6 judge scoring. */
    kind: integer().notNull(),
    title: text().notNull(),
    cover: text().notNull().default(''),
    description: text().notNull().default(''),
    templateId: integer(),
    /** The participants' link: /h5/<code>. */
    code: text().unique(),
    password: text().notNull().default(''),
    qrcodeStyle: jsonb().$type<QrcodeStyleValue>(),
    noPublishIcon: boolean().notNull().default(true),
    /** The kind's own settings (quiz settings for online quizzes), validated by the contract's schema. */
    settings: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    status: text({ enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    startTime: timestamp({ withTimezone: true }),
    endTime: timestamp({ withTimezone: true }),
    /** End of the paid period; past it the activity is expired. */
    expiresAt: timestamp({ withTimezone: true }),
    publishedAt: timestamp({ withTimezone: true }),
    joinCount: integer().notNull().default(0),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // The list's order, then every column its filters read: a page at any depth and its count are index-only scans.
    index('activities_owner_list_idx').on(
      t.tenantId,
      t.customerId,
      t.createdAt,
      t.id,
      t.kind,
      t.status,
      t.expiresAt,
      t.deletedAt,
    ),
    // Keyword search is a substring match (ILIKE '%…%'), which only a trigram index serves (pg_trgm); with the
    // organiser in the same index (btree_gin), a word common across all organisers costs only the organiser's hits.
    index('activities_owner_title_trgm_idx').using('gin', t.customerId, t.title.op('gin_trgm_ops')),
  ],
);

/** Platform templates per activity kind, shown in the recommendation galleries. */
export const activityTemplates = pgTable(
  'activity_templates',
  {
    ...rowColumns,
    /** Stable key of a seeded template, so seeding again updates instead of duplicating. */
    code: text().notNull().unique(),
    kind: integer().notNull(),
    title: text().notNull(),
    cover: text().notNull().default(''),
    description: text().notNull().default(''),
    funcId: integer().notNull(),
    topicId: integer().notNull(),
    features: jsonb().$type<string[]>().notNull().default([]),
    settings: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** A showcase of a real-looking run, listed under cases. */
    isCase: boolean().notNull().default(false),
    caseOrganiser: text().notNull().default(''),
    caseJoinCount: integer().notNull().default(0),
    useCount: integer().notNull().default(0),
    sort: integer().notNull().default(0),
  },
  (t) => [index().on(t.kind, t.sort)],
);

/** The galleries' filters: functions and topics, per kind. */
export const templateTags = pgTable(
  'template_tags',
  {
    ...rowColumns,
    code: text().notNull().unique(),
    kind: integer().notNull(),
    group: text({ enum: ['function', 'topic'] }).notNull(),
    name: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index().on(t.kind, t.group, t.sort)],
);

/**
 * Someone taking part in an activity. `identity` is 'phone:<phone>' when the sign-up asks for a phone,
 * otherwise 'device:<device id>'; the ticket is the participant's pass for later calls.
 */
export const participants = pgTable(
  'participants',
  {
    ...rowColumns,
    ...ownerColumns,
    activityId: integer().notNull(),
    identity: text().notNull(),
    ticket: text().notNull().unique(),
    deviceId: text().notNull(),
    name: text().notNull().default(''),
    phone: text().notNull().default(''),
    unit: text().notNull().default(''),
    fields: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** Joined while the activity was an unpublished trial. */
    trial: boolean().notNull().default(false),
    /** The organiser (or their staff) checking their own page: takes no trial place and is left out of statistics. */
    preview: boolean().notNull().default(false),
    /** Where the participant first joined from (anti-cheat counts new participants per IP and day). */
    ip: text().notNull().default(''),
    joinedDay: text().notNull().default(''),
    bannedAt: timestamp({ withTimezone: true }),
    banReason: text().notNull().default(''),
  },
  (t) => [
    unique().on(t.activityId, t.identity),
    index().on(t.activityId, t.unit),
    // Ends in id so that an export's keyset pages (id > last, by id) are each one short range of this index.
    index().on(t.activityId, t.id),
    index().on(t.activityId, t.ip, t.joinedDay),
    // Answer records and voters are searched by a substring of who made them, within the activity (as titles).
    index('participants_search_trgm_idx').using(
      'gin',
      t.activityId,
      t.name.op('gin_trgm_ops'),
      t.phone.op('gin_trgm_ops'),
      t.unit.op('gin_trgm_ops'),
    ),
  ],
);

/** An activity's anti-cheat settings (spec: noBanned); no row reads as everything off. */
export const antiCheatConfigs = pgTable('anti_cheat_configs', {
  ...rowColumns,
  ...ownerColumns,
  activityId: integer().notNull().unique(),
  signedDevice: boolean().notNull().default(false),
  oneDevicePerPhone: boolean().notNull().default(false),
  ipDayMax: integer().notNull().default(0),
});
