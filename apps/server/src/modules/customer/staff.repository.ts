import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containing } from '../../db/like.js';
import { heldRole, roles } from '../access/index.js';
import type { CustomerInsert } from './customer.repository.js';
import { customers } from './customer.table.js';

/** The organiser the staff accounts work for. */
export type StaffOwner = { tenantId: number; ownerId: number };
export type StaffFilter = { phone?: string; name?: string };
type StaffUpdate = Partial<Pick<CustomerInsert, 'name' | 'roleId' | 'passwordHash' | 'status'>>;

const withRole = { staff: customers, role: { name: roles.name, pages: roles.pages, actions: roles.actions } };
/** A staff account and its role, null when it has none or the role is gone. */
export type StaffWithRole = {
  staff: typeof customers.$inferSelect;
  role: { name: string; pages: string[]; actions: string[] } | null;
};

const owned = (owner: StaffOwner, id?: number) =>
  and(
    eq(customers.tenantId, owner.tenantId),
    eq(customers.ownerId, owner.ownerId),
    id ? eq(customers.id, id) : undefined,
  );

/** Staff accounts are customers rows with owner_id set; every query stays inside one organiser. */
export const staffRepository = (db: Db) => ({
  page: async (owner: StaffOwner, filter: StaffFilter, paging: { page: number; limit: number }) => {
    const where = and(
      owned(owner),
      filter.phone ? ilike(customers.phone, containing(filter.phone)) : undefined,
      filter.name ? ilike(customers.name, containing(filter.name)) : undefined,
    );
    const [rows, totals] = await Promise.all([
      db
        .select(withRole)
        .from(customers)
        .leftJoin(roles, heldRole)
        .where(where)
        .orderBy(desc(customers.id))
        .limit(paging.limit)
        .offset((paging.page - 1) * paging.limit),
      db.select({ n: count() }).from(customers).where(where),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
  },
  byId: async (owner: StaffOwner, id: number): Promise<StaffWithRole | null> =>
    (await db.select(withRole).from(customers).leftJoin(roles, heldRole).where(owned(owner, id)).limit(1))[0] ?? null,
  insert: async (row: CustomerInsert & StaffOwner) => (await db.insert(customers).values(row).returning())[0]!,
  update: async (owner: StaffOwner, id: number, fields: StaffUpdate) =>
    (await db.update(customers).set(fields).where(owned(owner, id)).returning())[0] ?? null,
  delete: (owner: StaffOwner, id: number) => db.delete(customers).where(owned(owner, id)),
});
