import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customers } from '../customer/index.js';
import { roles } from './access.table.js';

/** The organiser a role belongs to. */
export type RoleOwner = { tenantId: number; customerId: number };
type RoleFields = Pick<typeof roles.$inferInsert, 'name' | 'description' | 'pages' | 'actions'>;

/** Joins a staff account to its role, which must belong to the staff member's own organiser. */
export const heldRole = and(
  eq(roles.id, customers.roleId),
  eq(roles.tenantId, customers.tenantId),
  eq(roles.customerId, customers.ownerId),
);

const staffCount = sql<number>`(select count(*) from ${customers} where ${heldRole})`.mapWith(Number);
const withCount = { role: roles, staffCount };
export type RoleWithCount = { role: typeof roles.$inferSelect; staffCount: number };

const owned = (owner: RoleOwner, id?: number) =>
  and(eq(roles.tenantId, owner.tenantId), eq(roles.customerId, owner.customerId), id ? eq(roles.id, id) : undefined);

export const roleRepository = (db: Db) => ({
  page: async (owner: RoleOwner, paging: { page: number; limit: number }) => {
    const [rows, totals] = await Promise.all([
      db
        .select(withCount)
        .from(roles)
        .where(owned(owner))
        .orderBy(desc(roles.id))
        .limit(paging.limit)
        .offset((paging.page - 1) * paging.limit),
      db.select({ n: count() }).from(roles).where(owned(owner)),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
  },
  byId: async (owner: RoleOwner, id: number): Promise<RoleWithCount | null> =>
    (await db.select(withCount).from(roles).where(owned(owner, id)).limit(1))[0] ?? null,
  /**
   * Locks the role row for the rest of the transaction: 'share' while a staff account is given it,
   * 'update' while it is deleted, so a role is never deleted under a staff member being given it.
   */
  lock: async (owner: RoleOwner, id: number, strength: 'share' | 'update') =>
    (await db.select().from(roles).where(owned(owner, id)).for(strength))[0] ?? null,
  insert: async (owner: RoleOwner, fields: RoleFields) =>
    (
      await db
        .insert(roles)
        .values({ ...owner, ...fields })
        .returning()
    )[0]!,
  update: async (owner: RoleOwner, id: number, fields: Partial<RoleFields>) =>
    (await db.update(roles).set(fields).where(owned(owner, id)).returning())[0] ?? null,
  delete: (owner: RoleOwner, id: number) => db.delete(roles).where(owned(owner, id)),
});
