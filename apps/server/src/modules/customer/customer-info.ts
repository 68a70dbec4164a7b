import type { Db } from '../../db/client.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { seesBalance } from './balance-visibility.js';
import { toCustomerInfo } from './customer.mappers.js';
import { type CustomerRow, customerRepository } from './customer.repository.js';

/**
 * Answers an account's info, reading a staff member's organiser for the money they work with: only the balances
 * their role lets them see.
 */
export const customerInfoOf = (db: Db) => async (user: CurrentUser, row: CustomerRow) => {
  if (!user.isStaff) return toCustomerInfo(row);
  const organiser = await customerRepository(db).byId(user.tenantId, user.ownerId);
  return toCustomerInfo(row, organiser ?? row, (kind) => seesBalance(user, kind));
};
