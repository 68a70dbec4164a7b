import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { assertWithinGrants, lockAssignableRole } from '../access/index.js';
import type { SessionService } from '../auth/index.js';
import { hashPassword, isUniqueViolation } from '../auth/index.js';
import { customerRepository } from './customer.repository.js';
import { toStaff } from './staff.mappers.js';
import { type StaffFilter, staffRepository } from './staff.repository.js';

type StaffAdd = { phone: string; name: string; password: string; role_id: number };
type StaffEdit = { id: number; name: string; role_id: number; password: string; status: 'active' | 'disabled' };

/** The organiser's staff accounts; staff with the staff page manage them for the organiser. */
export const staffService = (deps: Pick<Deps, 'db'>, sessions: SessionService) => {
  const repo = staffRepository(deps.db);
  const customers = customerRepository(deps.db);
  const ownerOf = (user: CurrentUser) => ({ tenantId: user.tenantId, ownerId: user.ownerId });

  const find = async (user: CurrentUser, id: number) => {
    const found = await repo.byId(ownerOf(user), id);
    if (!found) throw new AppError('STAFF_NOT_FOUND');
    return found;
  };
  /** Another staff account whose role the caller holds in full, or a staff member could take over a stronger one. */
  const manageable = async (user: CurrentUser, id: number) => {
    if (id === user.id) throw new AppError('STAFF_CANNOT_MANAGE_SELF');
    const found = await find(user, id);
    assertWithinGrants(user, found.role ?? { pages: [], actions: [] });
    return found;
  };
  /** Phones are unique per tenant; the constraint decides when two adds race. */
  const phoneTaken = (err: unknown): never => {
    throw isUniqueViolation(err) ? new AppError('STAFF_PHONE_TAKEN') : err;
  };

  return {
    list: async (user: CurrentUser, query: StaffFilter & { page: number; limit: number }) => {
      const paging = { page: query.page, limit: query.limit };
      const { rows, total } = await repo.page(ownerOf(user), { phone: query.phone, name: query.name }, paging);
      return { list: rows.map(toStaff), total, ...paging };
    },

    detail: async (user: CurrentUser, id: number) => toStaff(await find(user, id)),

    add: async (user: CurrentUser, input: StaffAdd) => {
      if (await customers.byPhone(user.tenantId, input.phone)) throw new AppError('STAFF_PHONE_TAKEN');
      const passwordHash = await hashPassword(input.password);
      const created = await deps.db
        .transaction(async (tx) => {
          await lockAssignableRole(tx, user, input.role_id);
          const row = { ...ownerOf(user), phone: input.phone, name: input.name, passwordHash, roleId: input.role_id };
          return staffRepository(tx).insert(row);
        })
        .catch(phoneTaken);
      return toStaff(await find(user, created.id));
    },

    edit: async (user: CurrentUser, input: StaffEdit) => {
      await manageable(user, input.id);
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      await deps.db.transaction(async (tx) => {
        await lockAssignableRole(tx, user, input.role_id);
        const fields = { name: input.name, roleId: input.role_id, status: input.status, passwordHash };
        await staffRepository(tx).update(ownerOf(user), input.id, fields);
      });
      // A disabled account or a new password signs the staff member out on every device.
      if (input.status === 'disabled' || passwordHash) await sessions.endAllOf(input.id);
      return toStaff(await find(user, input.id));
    },

    delete: async (user: CurrentUser, id: number) => {
      await manageable(user, id);
      await repo.delete(ownerOf(user), id);
      await sessions.endAllOf(id);
      return null;
    },
  };
};
