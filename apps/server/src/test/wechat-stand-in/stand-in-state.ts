import { createHash, randomBytes } from 'node:crypto';

export type StandInAccount = {
  appid: string;
  nickname: string;
  headImg: string;
  serviceType: number;
  verifyType: number;
  userName: string;
  principalName: string;
  miniProgram: boolean;
  /** A mini-program's pages (getwxacodeunlimit refuses others). */
  pages: string[];
};

/** A WeChat user who may sign in on the stand-in's pages. */
export type StandInUser = { key: string; nickname: string };

/** A WeChat refusal, answered as {errcode, errmsg} with HTTP 200 as WeChat does. */
export class StandInRefusal extends Error {
  constructor(
    readonly errcode: number,
    readonly errmsg: string,
  ) {
    super(errmsg);
  }
}

export const refuse = (errcode: number, errmsg: string): never => {
  throw new StandInRefusal(errcode, errmsg);
};

export const newToken = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

/** Codes and tokens WeChat hands out: each lives `ttlSeconds` and, when `once`, is taken by its first use. */
export const expiringStore = <T>(now: () => number) => {
  const items = new Map<string, { value: T; expiresAt: number; used: boolean }>();
  return {
    issue: (key: string, value: T, ttlSeconds: number) => {
      items.set(key, { value, expiresAt: now() + ttlSeconds * 1000, used: false });
      return key;
    },
    /** The value, or a refusal with WeChat's errcode for a missing, unknown, expired or spent key. */
    take: (
      key: string | undefined,
      errors: {
        missing: [number, string];
        invalid: [number, string];
        expired: [number, string];
        used?: [number, string];
      },
      once = false,
    ) => {
      if (!key) return refuse(...errors.missing);
      const item = items.get(key);
      if (!item) return refuse(...errors.invalid);
      if (item.used && errors.used) return refuse(...errors.used);
      if (now() >= item.expiresAt) return refuse(...errors.expired);
      if (once) item.used = true;
      return item.value;
    },
  };
};

/** The openid a user has under one account: stable per account, different across accounts, as WeChat's are. */
export const openidOf = (appid: string, userKey: string) =>
  `o${createHash('sha256').update(`${appid}:${userKey}`).digest('base64url').slice(0, 27)}`;

export const defaultAccounts: StandInAccount[] = [
  {
    appid: 'wx5a1e0c0000000001',
    nickname: '活动服务号',
    headImg: 'https://wx.qlogo.cn/mmopen/standin-service/0',
    serviceType: 2,
    verifyType: 0,
    userName: 'gh_5a1e0c000001',
    principalName: '示例文化传媒有限公司',
    miniProgram: false,
    pages: [],
  },
  {
    appid: 'wx5a1e0c0000000002',
    nickname: '资讯订阅号',
    headImg: 'https://wx.qlogo.cn/mmopen/standin-subscription/0',
    serviceType: 0,
    verifyType: -1,
    userName: 'gh_5a1e0c000002',
    principalName: '个人',
    miniProgram: false,
    pages: [],
  },
  {
    appid: 'wx5a1e0c0000000003',
    nickname: '活动小程序',
    headImg: 'https://wx.qlogo.cn/mmopen/standin-mini/0',
    serviceType: 0,
    verifyType: 0,
    userName: 'gh_5a1e0c000003',
    principalName: '示例文化传媒有限公司',
    miniProgram: true,
    pages: ['pages/index/index', 'pages/activity/index'],
  },
];

export const defaultUsers: StandInUser[] = [
  { key: 'zhang', nickname: '张三' },
  { key: 'li', nickname: '李四' },
];
