import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { wechatSettingRepository } from './wechat-setting.repository.js';
import { canSignIn } from './wxaccount.mappers.js';

/**
 * WeChat sign-in on an activity's participant page: with the organiser's authorised account when the activity
 * has one (WeChatSetting), so participants are that account's openids; otherwise the platform's own sign-in.
 */
export const participantWechat = (deps: Pick<Deps, 'db' | 'wechat' | 'wechatOpen'>) => {
  const settings = wechatSettingRepository(deps.db);
  /** The account to sign in with; null when the activity has none, refused when it has one that cannot. */
  const accountOf = async (activityId: number) => {
    const found = await settings.withAccount(activityId);
    if (!found) return null;
    const { account, scope } = found;
    if (account?.status !== 'authorized' || !canSignIn(account)) {
      throw new AppError('H5_WECHAT_ACCOUNT_UNAVAILABLE');
    }
    return { appid: account.appid, scope };
  };
  return {
    /** Whether joining takes a sign-in with the organiser's account. */
    usesAccount: async (activityId: number) => (await settings.ofActivity(activityId)) !== null,
    authorizeUrl: async (activityId: number, redirectUri: string, state: string) => {
      const account = await accountOf(activityId);
      if (!account) return deps.wechat.authorizeUrl(redirectUri, state);
      return deps.wechatOpen.oauthUrl(account.appid, account.scope, redirectUri, state);
    },
    identify: async (activityId: number, code: string) => {
      const account = await accountOf(activityId);
      return account ? deps.wechatOpen.oauthUser(account.appid, code) : deps.wechat.identify(code);
    },
  };
};
