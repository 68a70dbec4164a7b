import type { Db } from '../../db/client.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { toCustomerInfo } from './customer.mappers.js';
import { type CustomerRow, customerRepository } from './customer.repository.js';

/** Answers an account's info, reading a staff member's organiser for the money they work with. */
export const customerInfoOf = (db: Db) => async (user: CurrentUser, row: CustomerRow) => {
  if (!user.isStaff) return toCustomerInfo(row);
  const organiser = await customerRepository(db).byId(user.tenantId, user.ownerId);
  return toCustomerInfo(row, organiser ?? row);
};
