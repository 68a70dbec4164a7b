import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ownerColumns, rowColumns } from '../../db/columns.js';

/** Help articles, news, banners, product-intro sections. tenant_id null: shown on every site. */
export const contents = pgTable(
  'contents',
  {
    ...rowColumns,
    tenantId: integer(),
    kind: text({ enum: ['help', 'news', 'banner', 'intro'] }).notNull(),
    category: text().notNull().default(''),
    title: text().notNull(),
    summary: text().notNull().default(''),
    body: text().notNull().default(''),
    image: text().notNull().default(''),
    link: text().notNull().default(''),
    sort: integer().notNull().default(0),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.kind, t.tenantId)],
);

export const feedbacks = pgTable('feedbacks', {
  ...rowColumns,
  ...ownerColumns,
  actorId: integer().notNull(),
  type: integer().notNull(),
  content: text().notNull(),
  images: jsonb().$type<string[]>().notNull().default([]),
  contact: text().notNull().default(''),
});

export const agentApplications = pgTable('agent_applications', {
  ...rowColumns,
  tenantId: integer().notNull(),
  /** The logged-in organiser who applied, if any. */
  customerId: integer(),
  name: text().notNull(),
  phone: text().notNull(),
  company: text().notNull().default(''),
  city: text().notNull().default(''),
  remark: text().notNull().default(''),
  status: text({ enum: ['pending', 'approved', 'rejected'] })
    .notNull()
    .default('pending'),
});
