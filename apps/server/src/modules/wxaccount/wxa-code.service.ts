import type { contract, ParsedInputOf } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { isTokenRejected } from '../../platform/wechat/wechat-api.js';
import { ownActivity } from '../activity/index.js';
import { ownerOf } from '../wallet/index.js';
import { accountTokens } from './account-tokens.js';
import { ownAccount } from './wxaccount.service.js';

type Input = ParsedInputOf<typeof contract.wxaccount.wxaCode>;

/** Mini-program codes that open an activity: the scene is the activity's code, as its participant link carries. */
export const wxaCodeService = (deps: Pick<Deps, 'db' | 'secrets' | 'clock' | 'wechatOpen'>) => {
  const tokens = accountTokens(deps);
  return {
    code: async (user: CurrentUser, input: Input) => {
      const activity = await ownActivity(deps.db, user, input.activity_id);
      const account = await ownAccount(deps.db, ownerOf(user), input.wxaccount_id);
      if (account.kind !== 'mini_program') throw new AppError('WXACCOUNT_NOT_MINI_PROGRAM');
      if (account.status !== 'authorized') throw new AppError('WXACCOUNT_REAUTHORIZE');
      const request = { scene: activity.code ?? String(activity.id), page: input.page, width: input.width };
      const make = async (token: string) => deps.wechatOpen.wxaCode(token, request);
      const image = await make(await tokens.accessTokenOf(account)).catch(async (err: unknown) => {
        if (!isTokenRejected(err)) throw err;
        return make(await tokens.refresh(account));
      });
      const dataUrl = `data:${image.mime};base64,${Buffer.from(image.bytes).toString('base64')}`;
      return { image: dataUrl, scene: request.scene, page: request.page };
    },
  };
};
