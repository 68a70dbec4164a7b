import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { customerRepository } from '../customer/index.js';

export type Owner = { tenantId: number; customerId: number };

/** Balances and points belong to the organiser; staff work on their organiser's account. */
export const ownerOf = (user: CurrentUser): Owner => ({ tenantId: user.tenantId, customerId: user.ownerId });

export const organiserOf = async (db: Db, user: CurrentUser) => {
  const found = await customerRepository(db).byId(user.tenantId, user.ownerId);
  if (!found) throw new AppError('AUTH_SESSION_EXPIRED');
  return found;
};
