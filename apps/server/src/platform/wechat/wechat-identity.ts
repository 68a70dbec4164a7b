import { createHash } from 'node:crypto';

export type WechatUser = { openid: string; nickname: string };

/** Turns the code a WeChat authorisation hands back into the account it stands for. The real adapter plugs in here. */
export type WechatIdentity = { identify: (code: string) => Promise<WechatUser> };

/**
 * The offline default: no WeChat is reached, so each code stands for a stable test identity; the same
 * code always answers the same openid, so binding twice looks the same as it would with WeChat.
 */
export const offlineWechatIdentity: WechatIdentity = {
  identify: async (code) => ({
    openid: `offline-${createHash('sha256')
      .update(code || 'test')
      .digest('hex')
      .slice(0, 24)}`,
    nickname: '微信测试用户',
  }),
};
