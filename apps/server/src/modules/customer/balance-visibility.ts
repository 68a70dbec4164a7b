import { type BalanceKind, balancePages } from '@app/contract';
import { type CurrentUser, holdsGrant } from '../../platform/request-context.js';

/** Whether the caller may see one of the organiser's balances: the organiser always, staff through their role. */
export const seesBalance = (user: CurrentUser, kind: BalanceKind) =>
  balancePages[kind].some((page) => holdsGrant(user, { page }));
