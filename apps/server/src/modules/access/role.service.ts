import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { isUniqueViolation } from '../auth/index.js';
import { actionList, assertWithinGrants, grantableMenu, normaliseGrants } from './grants.js';
import { toRole } from './role.mappers.js';
import { roleRepository } from './role.repository.js';

type GrantsInput = { pages: string[]; actions: string[] };
type NameInput = { name: string; description: string };

const ownerOf = (user: CurrentUser) => ({ tenantId: user.tenantId, customerId: user.ownerId });

/**
 * A role of the caller's organiser, within the caller's own grants, locked until the transaction ends
 * so it cannot be deleted while a staff account is given it.
 */
export const lockAssignableRole = async (tx: Db, user: CurrentUser, roleId: number) => {
  const role = await roleRepository(tx).lock(ownerOf(user), roleId, 'share');
  if (!role) throw new AppError('ROLE_NOT_FOUND');
  assertWithinGrants(user, role);
  return role;
};

/** Roles belong to the organiser; staff with the role page act on their organiser's roles. */
export const roleService = (deps: Pick<Deps, 'db'>) => {
  const repo = roleRepository(deps.db);

  const find = async (user: CurrentUser, id: number) => {
    const found = await repo.byId(ownerOf(user), id);
    if (!found) throw new AppError('ROLE_NOT_FOUND');
    return found;
  };
  const manageable = async (user: CurrentUser, id: number) => {
    const found = await find(user, id);
    assertWithinGrants(user, found.role);
    return found;
  };
  const grantable = (user: CurrentUser, input: GrantsInput) => {
    const grants = normaliseGrants(input);
    assertWithinGrants(user, grants);
    return grants;
  };
  /** The unique constraint decides, so a double submit cannot make two roles of one name. */
  const nameTaken = (err: unknown): never => {
    throw isUniqueViolation(err) ? new AppError('ROLE_NAME_TAKEN') : err;
  };

  return {
    list: async (user: CurrentUser, paging: { page: number; limit: number }) => {
      const { rows, total } = await repo.page(ownerOf(user), paging);
      return { list: rows.map(toRole), total, ...paging };
    },

    detail: async (user: CurrentUser, id: number) => toRole(await find(user, id)),

    add: async (user: CurrentUser, input: NameInput & GrantsInput) => {
      const grants = grantable(user, input);
      const fields = { name: input.name, description: input.description, ...grants };
      const role = await repo.insert(ownerOf(user), fields).catch(nameTaken);
      return toRole({ role, staffCount: 0 });
    },

    edit: async (user: CurrentUser, input: NameInput & { id: number }) => {
      await manageable(user, input.id);
      await repo.update(ownerOf(user), input.id, { name: input.name, description: input.description }).catch(nameTaken);
      return toRole(await find(user, input.id));
    },

    /** Replaces what the role grants; its staff hold the new grants from their next call. */
    auth: async (user: CurrentUser, input: GrantsInput & { id: number }) => {
      await manageable(user, input.id);
      await repo.update(ownerOf(user), input.id, grantable(user, input));
      return toRole(await find(user, input.id));
    },

    delete: async (user: CurrentUser, id: number) => {
      await manageable(user, id);
      const owner = ownerOf(user);
      await deps.db.transaction(async (tx) => {
        const roles = roleRepository(tx);
        if (!(await roles.lock(owner, id, 'update'))) throw new AppError('ROLE_NOT_FOUND');
        if ((await roles.byId(owner, id))?.staffCount) throw new AppError('ROLE_IN_USE');
        await roles.delete(owner, id);
      });
      return null;
    },

    catalogue: () => ({ menu: grantableMenu, actions: actionList }),
  };
};
