import type { WechatUser } from './wechat-identity.js';

/** An account's tokens as WeChat hands them out: the access token lasts `expiresIn` seconds. */
export type AuthoriserTokens = { accessToken: string; refreshToken: string; expiresIn: number };

/** An official account or mini-program that authorised the platform, as WeChat describes it. */
export type Authoriser = {
  appid: string;
  nickname: string;
  headImg: string;
  /** WeChat's service_type_info: 0 subscription account, 1 upgraded subscription account, 2 service account. */
  serviceType: number;
  /** WeChat's verify_type_info: -1 not verified, 0 and up a kind of verification. */
  verifyType: number;
  /** The original id (gh_…). */
  userName: string;
  principalName: string;
  miniProgram: boolean;
  tokens: AuthoriserTokens;
};

export type OauthScope = 'snsapi_base' | 'snsapi_userinfo';

/** Which accounts the consent page offers: official accounts (auth_type 1) or mini-programs (2). */
export type AuthoriserKind = 'official' | 'mini_program';

export type WxaCodeRequest = { scene: string; page: string; width: number };

/** What WeChat's third-party platform pushes to us that a module acts on. */
export type ComponentEvent = { type: 'ticket' } | { type: 'unauthorized'; appid: string } | { type: 'other' };

export type ComponentPush = {
  query: Record<string, string | undefined>;
  body: string;
};

/**
 * The WeChat third-party platform (开放平台第三方平台) the organisers authorise their official accounts and
 * mini-programs to: the consent page, the authoriser's tokens, web sign-in on an account's behalf and mini-program
 * codes. The real adapter speaks WeChat's protocol; the offline default answers on a bare machine.
 */
export type WechatOpen = {
  /** Where the organiser consents; WeChat comes back to `redirectUri` with &auth_code=&expires_in=. */
  consentUrl: (redirectUri: string, kind: AuthoriserKind) => Promise<string>;
  /** The account an auth_code stands for, with its first tokens. */
  authorise: (authCode: string) => Promise<Authoriser>;
  /** Fresh tokens for an account from its refresh token. */
  refreshTokens: (appid: string, refreshToken: string) => Promise<AuthoriserTokens>;
  /** The sign-in page a participant opens on the account's behalf; back to `redirectUri` with ?code=&state=. */
  oauthUrl: (appid: string, scope: OauthScope, redirectUri: string, state: string) => string;
  /** The participant a sign-in code stands for: the account's openid (and, with snsapi_userinfo, the nickname). */
  oauthUser: (appid: string, code: string) => Promise<WechatUser>;
  /** A mini-program code image for `page` carrying `scene`, made with the mini-program's access token. */
  wxaCode: (accessToken: string, request: WxaCodeRequest) => Promise<{ mime: string; bytes: Uint8Array }>;
  /** Checks and opens a push to the platform's event URL (component_verify_ticket, unauthorized). */
  receive: (push: ComponentPush) => Promise<ComponentEvent>;
};
