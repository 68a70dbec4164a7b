import { getTableColumns } from 'drizzle-orm';
import { tenants } from '../modules/tenant/tenant.table.js';

/** Columns the command line does not set as plain fields: identity, times, and hosts (own option). */
const notFields = new Set(['id', 'createdAt', 'updatedAt', 'code', 'hosts']);

export type TenantFieldKey = Exclude<
  keyof typeof tenants.$inferSelect,
  'id' | 'createdAt' | 'updatedAt' | 'code' | 'hosts'
>;
export type TenantField = { key: TenantFieldKey; option: string; kind: 'flag' | 'text' };

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Every settable column, named as the site config names it; read from the table so new columns appear here. */
export const tenantFields: TenantField[] = Object.entries(getTableColumns(tenants))
  .filter(([key]) => !notFields.has(key))
  .map(([key, column]) => ({
    key: key as TenantFieldKey,
    option: snakeCase(key),
    kind: column.dataType === 'number' ? 'flag' : 'text',
  }));

export const fieldByOption = new Map(tenantFields.map((f) => [f.option, f]));
