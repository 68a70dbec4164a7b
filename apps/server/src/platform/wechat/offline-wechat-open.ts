import { createHash, randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { AppError } from '../errors.js';
import type { Authoriser, WechatOpen } from './wechat-open.js';

const offlineTokens = { accessToken: 'offline-access', refreshToken: 'offline-refresh', expiresIn: 7200 };

/** The two accounts a bare machine can authorise: a verified service account and a mini-program. */
const offlineAccounts: Record<'official' | 'mini_program', Authoriser> = {
  official: {
    appid: 'wxoffline00000001',
    nickname: '离线测试公众号',
    headImg: '',
    serviceType: 2,
    verifyType: 0,
    userName: 'gh_offline0001',
    principalName: '离线测试',
    miniProgram: false,
    tokens: offlineTokens,
  },
  mini_program: {
    appid: 'wxoffline00000002',
    nickname: '离线测试小程序',
    headImg: '',
    serviceType: 0,
    verifyType: 0,
    userName: 'gh_offline0002',
    principalName: '离线测试',
    miniProgram: true,
    tokens: offlineTokens,
  },
};

const withQuery = (address: string, params: Record<string, string>) => {
  const url = new URL(address);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
};

const newCode = (prefix: string) => `${prefix}-${randomBytes(12).toString('hex')}`;

/**
 * The offline default: no WeChat is reached. Consent is granted at once for a made-up account of the kind asked
 * (authorising again gives the same one), sign-in answers an openid made from the account and the code, and a
 * mini-program code is a plain QR code of the page and scene.
 */
export const offlineWechatOpen: WechatOpen = {
  consentUrl: async (redirectUri, kind) =>
    withQuery(redirectUri, { auth_code: newCode(`offline-${kind}`), expires_in: '600' }),
  authorise: async (authCode) =>
    authCode.startsWith('offline-mini_program-') ? offlineAccounts.mini_program : offlineAccounts.official,
  refreshTokens: async () => offlineTokens,
  oauthUrl: (appid, _scope, redirectUri, state) => withQuery(redirectUri, { code: newCode('offline'), state, appid }),
  oauthUser: async (appid, code) => ({
    openid: `offline-${createHash('sha256').update(`${appid}:${code}`).digest('hex').slice(0, 24)}`,
    nickname: '微信测试用户',
  }),
  wxaCode: async (_token, { scene, page, width }) => ({
    mime: 'image/png',
    bytes: new Uint8Array(await QRCode.toBuffer(`${page}?scene=${scene}`, { width })),
  }),
  receive: async () => {
    throw new AppError('WECHAT_OPEN_NOT_CONFIGURED');
  },
};
