import { auditRepository } from '../../platform/audit/audit.repository.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import type { SessionService } from '../auth/index.js';
import { hashPassword, verifyPassword } from '../auth/index.js';
import { toOperationLog } from './customer.mappers.js';
import { customerRepository } from './customer.repository.js';
import { customerInfoOf } from './customer-info.js';

type LogQuery = { page: number; limit: number; path_name?: string; uid?: number };

/** The caller's own account: every call works on the signed-in user only. */
export const customerService = (deps: Pick<Deps, 'db'>, sessions: SessionService) => {
  const customers = customerRepository(deps.db);
  const audit = auditRepository(deps.db);
  const present = customerInfoOf(deps.db);

  const own = async (user: CurrentUser) => {
    const found = await customers.byId(user.tenantId, user.id);
    if (!found) throw new AppError('AUTH_SESSION_EXPIRED');
    return found;
  };

  return {
    info: async (user: CurrentUser) => present(user, await own(user)),

    saveInfo: async (user: CurrentUser, input: { name?: string; head_img?: string }) => {
      const me = await own(user);
      if (input.name === undefined && input.head_img === undefined) return present(user, me);
      const updated = await customers.update(user.tenantId, user.id, { name: input.name, headImg: input.head_img });
      return present(user, updated ?? me);
    },

    /** Other devices are signed out; the one that changed the password stays in. */
    changePassword: async (user: CurrentUser, input: { old_password: string; password: string }) => {
      const me = await own(user);
      if (!(await verifyPassword(me.passwordHash, input.old_password))) {
        throw new AppError('CUSTOMER_OLD_PASSWORD_WRONG');
      }
      await customers.update(user.tenantId, user.id, { passwordHash: await hashPassword(input.password) });
      await sessions.endAllOf(user.id, user.sessionId);
      return null;
    },

    /** The organiser's log, which their staff share. */
    log: async (user: CurrentUser, query: LogQuery) => {
      const paging = { page: query.page, limit: query.limit };
      const { rows, total } = await audit.page(
        { tenantId: user.tenantId, customerId: user.ownerId },
        { pathName: query.path_name, uid: query.uid },
        paging,
      );
      return { list: rows.map(toOperationLog), total, ...paging };
    },
  };
};
