import type { WechatSettingRow, WxAccount } from '@app/contract';

/** Data in the server's shapes for the official-account pages' tests. */
export const account = (id: number, over: Partial<WxAccount> = {}): WxAccount => ({
  id,
  appid: `wx5a1e0c000000000${id}`,
  nickname: `公众号${id}`,
  head_img: '',
  kind: 'official',
  service_type: 2,
  verified: true,
  can_sign_in: true,
  user_name: `gh_${id}`,
  principal_name: '示例公司',
  status: 'authorized',
  authorized_at: '2026-05-02T08:00:00.000Z',
  activity_count: 0,
  ...over,
});

export const settingRow = (activityId: number, over: Partial<WechatSettingRow> = {}): WechatSettingRow => ({
  activity_id: activityId,
  title: `活动${activityId}`,
  kind: 1,
  status: 'published',
  wxaccount_id: null,
  scope: 'snsapi_userinfo',
  nickname: '',
  ...over,
});

export const pageOf = <T>(list: T[]) => ({ data: { list, total: list.length, page: 1, limit: 10 } });
