import { createHash, randomBytes } from 'node:crypto';

export type WechatUser = { openid: string; nickname: string };

/**
 * WeChat web sign-in: `authorizeUrl` is the consent page (snsapi_userinfo) that sends the person back to
 * `redirectUri` with ?code=&state=, and `identify` turns that code into the account it stands for. The real
 * adapter plugs in here.
 */
export type WechatIdentity = {
  authorizeUrl: (redirectUri: string, state: string) => string;
  identify: (code: string) => Promise<WechatUser>;
};

/**
 * The offline default: no WeChat is reached. Consent is granted at once (straight back to the redirect with a
 * made-up code), and each code stands for a stable test identity; the same code always answers the same openid,
 * so binding or joining twice looks the same as it would with WeChat.
 */
export const offlineWechatIdentity: WechatIdentity = {
  authorizeUrl: (redirectUri, state) => {
    const url = new URL(redirectUri);
    url.searchParams.set('code', `offline-${randomBytes(12).toString('hex')}`);
    url.searchParams.set('state', state);
    return url.toString();
  },
  identify: async (code) => ({
    openid: `offline-${createHash('sha256')
      .update(code || 'test')
      .digest('hex')
      .slice(0, 24)}`,
    nickname: '微信测试用户',
  }),
};
