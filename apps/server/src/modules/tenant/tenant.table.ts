import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { rowColumns } from '../../db/columns.js';

/** A white-label site. Flags are 1 shown, 0 hidden (spec section 3). */
export const tenants = pgTable('tenants', {
  ...rowColumns,
  code: text().notNull().unique(),
  /** Hosts (no port) this tenant answers for. */
  hosts: text().array().notNull().default([]),
  title: text().notNull().default(''),
  dtName: text().notNull().default(''),
  logo: text().notNull().default(''),
  indexHref: text().notNull().default(''),
  isOpenIndex: integer().notNull().default(1),
  indexName: text().notNull().default(''),
  showKf: integer().notNull().default(1),
  kfImg: text().notNull().default(''),
  fixedLine: text().notNull().default(''),
  fixedLine2: text().notNull().default(''),
  kfPhone: text().notNull().default(''),
  kfTime: text().notNull().default(''),
  kfButton: integer().notNull().default(1),
  kfChatUrl: text().notNull().default(''),
  isOpenHelp: integer().notNull().default(1),
  isOpenAgent: integer().notNull().default(1),
  isOpenOfficial: integer().notNull().default(1),
  helpHref: text().notNull().default(''),
  agentHref: text().notNull().default(''),
  officialHref: text().notNull().default(''),
  navColor: text().notNull().default('#0069FD'),
  navTextColor: text().notNull().default('#FFFFFF'),
  agreementLogin: text().notNull().default(''),
  agreementRegister: text().notNull().default(''),
  agreementRecover: text().notNull().default(''),
  agentDesc: text().notNull().default(''),
  /** Shared with a partner system that signs one-click logins; empty disables them. */
  oneClickSecret: text().notNull().default(''),
});

type TenantRow = typeof tenants.$inferSelect;

declare module '../../platform/request-context.js' {
  /** A request's tenant is its whole row (the platform declares only the id it reads). */
  interface Tenant extends TenantRow {}
}
