import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { Owner } from '../wallet/index.js';

const context = 'wxaccount.auth-state';
/** The pre-auth code lasts 30 minutes and WeChat's auth_code 10 more: a consent cannot come back later than that. */
const lifetimeMs = 40 * 60_000;

type StateBody = { t: number; c: number; e: number };

/**
 * The state carried through WeChat's consent page: sealed, so only this server could have made it, and naming the
 * organiser who asked, so an account authorised from a link someone else started never lands in their list.
 */
export const authState = (deps: Pick<Deps, 'secrets' | 'clock'>) => ({
  issue: (owner: Owner) => {
    const body: StateBody = { t: owner.tenantId, c: owner.customerId, e: deps.clock().getTime() + lifetimeMs };
    return deps.secrets.seal(JSON.stringify(body), context);
  },
  check: (state: string, owner: Owner) => {
    let body: StateBody;
    try {
      body = JSON.parse(deps.secrets.open(state, context)) as StateBody;
    } catch {
      throw new AppError('WXACCOUNT_STATE_INVALID');
    }
    const mine = body.t === owner.tenantId && body.c === owner.customerId;
    if (!mine || body.e < deps.clock().getTime()) throw new AppError('WXACCOUNT_STATE_INVALID');
  },
});
