import type { contract, ParsedInputOf, WechatSetting } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { ownActivity, statusOf } from '../activity/index.js';
import { ownerOf } from '../wallet/index.js';
import { type WechatSettingRow, wechatSettingRepository } from './wechat-setting.repository.js';
import { canSignIn } from './wxaccount.mappers.js';
import { ownAccount } from './wxaccount.service.js';

type Input<E extends 'settingList' | 'settingSave'> = ParsedInputOf<(typeof contract.wxaccount)[E]>;

const defaultScope = 'snsapi_userinfo';

const toSetting = (activityId: number, row: WechatSettingRow | null): WechatSetting => ({
  activity_id: activityId,
  wxaccount_id: row?.wxAccountId ?? null,
  scope: row?.scope ?? defaultScope,
});

/** Which authorised account each of the organiser's activities signs participants in with. */
export const wechatSettingService = (deps: Pick<Deps, 'db' | 'clock'>) => {
  const { db } = deps;
  const repo = wechatSettingRepository(db);
  return {
    list: async (user: CurrentUser, input: Input<'settingList'>) => {
      const { rows, total } = await repo.list(ownerOf(user), input);
      const now = deps.clock();
      const list = rows.map((r) => ({
        activity_id: r.activity.id,
        title: r.activity.title,
        kind: r.activity.kind,
        status: statusOf(r.activity, now),
        wxaccount_id: r.wxAccountId,
        scope: r.scope ?? defaultScope,
        nickname: r.nickname ?? '',
      }));
      return { list, total, page: input.page, limit: input.limit };
    },
    info: async (user: CurrentUser, activityId: number) => {
      await ownActivity(db, user, activityId);
      return toSetting(activityId, await repo.ofActivity(activityId));
    },
    /** Only the organiser's own, still authorised, verified service account can sign participants in. */
    save: async (user: CurrentUser, input: Input<'settingSave'>) => {
      const activity = await ownActivity(db, user, input.activity_id);
      const owner = ownerOf(user);
      await db.transaction(async (tx: Db) => {
        const settings = wechatSettingRepository(tx);
        if (input.wxaccount_id === null) return settings.clear(activity.id);
        const account = await ownAccount(tx, owner, input.wxaccount_id, { lock: true });
        if (account.status !== 'authorized') throw new AppError('WXACCOUNT_REAUTHORIZE');
        if (!canSignIn(account)) throw new AppError('WXACCOUNT_CANNOT_SIGN_IN');
        await settings.save(owner, activity.id, account.id, input.scope);
      });
      return toSetting(activity.id, await repo.ofActivity(activity.id));
    },
  };
};
