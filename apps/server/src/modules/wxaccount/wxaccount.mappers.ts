import type { WxAccount } from '@app/contract';
import type { WxAccountRow } from './wxaccount.repository.js';

/** WeChat's verify_type_info is -1 for an account that passed no verification. */
const isVerified = (row: Pick<WxAccountRow, 'verifyType'>) => row.verifyType >= 0;

/** WeChat lets only a verified service account sign people in on web pages. */
export const canSignIn = (row: Pick<WxAccountRow, 'kind' | 'serviceType' | 'verifyType'>) =>
  row.kind === 'official' && row.serviceType === 2 && isVerified(row);

export const toWxAccount = (row: WxAccountRow, activityCount: number): WxAccount => ({
  id: row.id,
  appid: row.appid,
  nickname: row.nickname,
  head_img: row.headImg,
  kind: row.kind,
  service_type: row.serviceType,
  verified: isVerified(row),
  can_sign_in: canSignIn(row),
  user_name: row.userName,
  principal_name: row.principalName,
  status: row.status,
  authorized_at: row.authorizedAt.toISOString(),
  activity_count: activityCount,
});
