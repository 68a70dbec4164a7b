import type { contract, ParsedInputOf, WxAccountKind } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { ownerOf } from '../wallet/index.js';
import { sealTokens } from './account-tokens.js';
import { authState } from './auth-state.js';
import { toWxAccount } from './wxaccount.mappers.js';
import { wxAccountRepository } from './wxaccount.repository.js';

type CallbackInput = ParsedInputOf<typeof contract.wxaccount.authCallback>;

/** The page WeChat's consent comes back to; it hands auth_code and state to the callback. */
export const consentReturnPath = '/function/authorized_add';

/** Authorising an account: WeChat's consent page, then storing the account WeChat's auth_code stands for. */
export const wxAccountAuthoriseService = (deps: Pick<Deps, 'db' | 'secrets' | 'clock' | 'wechatOpen'>) => {
  const state = authState(deps);
  const repo = wxAccountRepository(deps.db);
  return {
    authUrl: async (user: CurrentUser, kind: WxAccountKind, origin: string) => {
      const query = new URLSearchParams({ state: state.issue(ownerOf(user)) });
      return { url: await deps.wechatOpen.consentUrl(`${origin}${consentReturnPath}?${query}`, kind) };
    },
    callback: async (user: CurrentUser, input: CallbackInput) => {
      const owner = ownerOf(user);
      state.check(input.state, owner);
      const a = await deps.wechatOpen.authorise(input.auth_code);
      const row = await repo.saveAuthorised({
        ...owner,
        appid: a.appid,
        kind: a.miniProgram ? 'mini_program' : 'official',
        nickname: a.nickname,
        headImg: a.headImg,
        serviceType: a.serviceType,
        verifyType: a.verifyType,
        userName: a.userName,
        principalName: a.principalName,
        status: 'authorized',
        authorizedAt: deps.clock(),
        ...sealTokens(deps, { ...owner, appid: a.appid }, a.tokens),
      });
      return toWxAccount(row, (await repo.activitiesUsing(row.id)).length);
    },
  };
};
