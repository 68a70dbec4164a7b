import type { Deps } from '../../platform/deps.js';
import type { AuthoriserTokens } from '../../platform/wechat/wechat-open.js';
import { type SealedTokens, type WxAccountRow, wxAccountRepository } from './wxaccount.repository.js';

type TokenOwner = Pick<WxAccountRow, 'tenantId' | 'customerId' | 'appid'>;

/** A token opens only on the row of the organiser and account it was sealed for. */
export const tokenContext = (row: TokenOwner, which: 'refresh' | 'access') =>
  `wx_accounts.${which}_token:${row.tenantId}:${row.customerId}:${row.appid}`;

/** An access token this close to its end is refreshed first: a call made with it could arrive after it ends. */
const refreshMarginMs = 10 * 60_000;

export const sealTokens = (
  deps: Pick<Deps, 'secrets' | 'clock'>,
  row: TokenOwner,
  tokens: AuthoriserTokens,
): SealedTokens => ({
  refreshToken: deps.secrets.seal(tokens.refreshToken, tokenContext(row, 'refresh')),
  accessToken: deps.secrets.seal(tokens.accessToken, tokenContext(row, 'access')),
  accessTokenExpiresAt: new Date(deps.clock().getTime() + tokens.expiresIn * 1000),
});

/** An authorised account's access token, refreshed with its refresh token before it expires. */
export const accountTokens = (deps: Pick<Deps, 'db' | 'secrets' | 'clock' | 'wechatOpen'>) => {
  const refresh = async (row: WxAccountRow) => {
    const refreshToken = deps.secrets.open(row.refreshToken, tokenContext(row, 'refresh'));
    const tokens = await deps.wechatOpen.refreshTokens(row.appid, refreshToken);
    await wxAccountRepository(deps.db).saveTokens(row.id, sealTokens(deps, row, tokens));
    return tokens.accessToken;
  };
  return {
    accessTokenOf: async (row: WxAccountRow) => {
      if (row.accessTokenExpiresAt.getTime() - deps.clock().getTime() > refreshMarginMs) {
        return deps.secrets.open(row.accessToken, tokenContext(row, 'access'));
      }
      return refresh(row);
    },
    /** WeChat refused the access token before its time (another party refreshed it): a fresh one now. */
    refresh,
  };
};
