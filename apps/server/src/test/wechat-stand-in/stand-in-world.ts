import {
  defaultAccounts,
  defaultUsers,
  expiringStore,
  newToken,
  refuse,
  type StandInAccount,
  type StandInUser,
} from './stand-in-state.js';
import type { StandInOptions } from './wechat-stand-in.js';

export type StandInReply = { status?: number; json?: unknown; html?: string; redirect?: string; image?: Buffer };
export type StandInRequest = { query: Record<string, string>; body: Record<string, unknown> };
export type StandInRoutes = Record<string, (req: StandInRequest) => StandInReply | Promise<StandInReply>>;

export const tokenLifetimeSeconds = 7200;
export const ticketLifetimeSeconds = 12 * 3600;

type ErrorPair = [number, string];

export const tokenErrors = {
  missing: [41001, 'access_token missing'] as ErrorPair,
  invalid: [40001, 'invalid credential, access_token is invalid or not latest'] as ErrorPair,
  expired: [42001, 'access_token expired'] as ErrorPair,
};

/** Everything WeChat has handed out, and the checks every endpoint shares. */
export const standInWorld = (options: StandInOptions) => {
  const clock = options.clock ?? (() => new Date());
  const now = () => clock().getTime();
  const accounts: StandInAccount[] = options.accounts ?? defaultAccounts;
  const users: StandInUser[] = options.users ?? defaultUsers;
  const componentTokens = expiringStore<true>(now);
  const refreshTokens = new Map<string, string>();
  const accessTokens = expiringStore<string>(now);

  const accountOf = (appid: unknown) => accounts.find((a) => a.appid === appid);
  const checkComponent = (appid: unknown) => {
    if (appid !== options.componentAppid) refuse(40013, 'invalid appid');
  };
  return {
    options,
    now,
    accounts,
    users,
    tickets: expiringStore<true>(now),
    componentTokens,
    accessTokens,
    refreshTokens,
    accountOf,
    checkComponent,
    /** An account that has authorised the platform (and not cancelled since). */
    authorised: (appid: unknown) => {
      const account = accountOf(appid);
      if (!account || !refreshTokens.has(account.appid)) {
        return refuse(61003, 'component is not authorized by this account');
      }
      return account;
    },
    /** A call made with ?component_access_token= and component_appid in its body. */
    componentCall: (req: StandInRequest) => {
      componentTokens.take(req.query.component_access_token, tokenErrors);
      checkComponent(req.body.component_appid);
    },
    issueAccessToken: (appid: string) => accessTokens.issue(newToken('authorizer_access'), appid, tokenLifetimeSeconds),
  };
};

export type StandInWorld = ReturnType<typeof standInWorld>;

export const withQuery = (address: string, params: Record<string, string>) => {
  const url = new URL(address);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
};
