import { z } from 'zod';
import { activityStatus } from './activity.js';
import { activityEndpoint, endpoint, type Grant } from './endpoint.js';
import { idSchema } from './fields.js';
import { listSchema, pageInputSchema } from './list.js';

/**
 * The organiser's WeChat official accounts and mini-programs, authorised to the platform through WeChat's
 * third-party platform (WeChatOpen), and which account each activity's participants sign in with (WeChatSetting).
 */
export const wxAccountKinds = ['official', 'mini_program'] as const;
export type WxAccountKind = (typeof wxAccountKinds)[number];

/** snsapi_base signs in silently (openid only); snsapi_userinfo asks the person and brings their nickname. */
export const wechatScopes = ['snsapi_base', 'snsapi_userinfo'] as const;
export type WechatScope = (typeof wechatScopes)[number];

/** WeChat's service_type_info of an official account. */
export const wxServiceTypeTitles: Record<number, string> = { 0: '订阅号', 1: '订阅号', 2: '服务号' };

export const wxAccountSchema = z.object({
  id: z.number(),
  appid: z.string(),
  nickname: z.string(),
  head_img: z.string(),
  kind: z.enum(wxAccountKinds),
  /** WeChat's service_type_info: 0 and 1 subscription account, 2 service account. */
  service_type: z.number(),
  verified: z.boolean(),
  /** Participants can sign in with it: a verified service account. */
  can_sign_in: z.boolean(),
  /** The original id (gh_…) and the owner WeChat names. */
  user_name: z.string(),
  principal_name: z.string(),
  /** unauthorized: the administrator cancelled the authorisation in WeChat; authorising again restores it. */
  status: z.enum(['authorized', 'unauthorized']),
  authorized_at: z.string(),
  /** Activities whose participants sign in with it. */
  activity_count: z.number(),
});
export type WxAccount = z.infer<typeof wxAccountSchema>;

export const wxAccountDetailSchema = wxAccountSchema.extend({
  activities: z.array(z.object({ id: z.number(), title: z.string() })),
});

export const wechatSettingSchema = z.object({
  activity_id: z.number(),
  /** null: participants join as they do without an official account. */
  wxaccount_id: z.number().nullable(),
  scope: z.enum(wechatScopes),
});
export type WechatSetting = z.infer<typeof wechatSettingSchema>;

export const wechatSettingRowSchema = wechatSettingSchema.extend({
  title: z.string(),
  kind: z.number(),
  status: z.enum(activityStatus),
  nickname: z.string(),
});
export type WechatSettingRow = z.infer<typeof wechatSettingRowSchema>;

const accountsGrant: Grant = { page: 'function/authorized_weChat' };
const settingGrant: Grant = { page: 'function/weChat_settin' };
const idInput = z.object({ id: idSchema });
const noAccount = z.union([z.literal(''), z.literal(0), z.literal('0'), z.null()]).transform(() => null);

export const wxaccountContract = {
  list: endpoint({
    method: 'GET',
    path: '/api/wxaccount/list',
    auth: 'user',
    grant: accountsGrant,
    input: pageInputSchema.extend({ kind: z.union([z.literal(''), z.enum(wxAccountKinds)]).default('') }),
    data: listSchema(wxAccountSchema),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/wxaccount/detail',
    auth: 'user',
    grant: accountsGrant,
    input: idInput,
    data: wxAccountDetailSchema,
  }),
  /** Refused while an activity signs participants in with it. */
  remove: endpoint({
    method: 'POST',
    path: '/api/wxaccount/remove',
    auth: 'user',
    grant: accountsGrant,
    input: idInput,
    data: z.null(),
  }),
  /**
   * WeChat's consent page for authorising an account of `kind`. WeChat comes back to /function/authorized_add on
   * this site with ?state=&auth_code=, which the page hands to `authCallback`.
   */
  authUrl: endpoint({
    method: 'POST',
    path: '/api/WeChatOpen/authUrl',
    auth: 'user',
    grant: accountsGrant,
    effect: 'read',
    input: z.object({ kind: z.enum(wxAccountKinds, { error: '账号类型不正确' }).default('official') }),
    data: z.object({ url: z.string() }),
  }),
  /** Stores the account WeChat's auth_code stands for, for the organiser who asked for the consent page. */
  authCallback: endpoint({
    method: 'POST',
    path: '/api/WeChatOpen/callback',
    auth: 'user',
    grant: accountsGrant,
    input: z.object({
      auth_code: z.string({ error: '授权码缺失' }).trim().min(1, { error: '授权码缺失' }).max(512),
      state: z.string({ error: '授权链接已失效，请重新发起授权' }).trim().min(1).max(1024),
    }),
    data: wxAccountSchema,
  }),

  /** The organiser's activities with the account each signs participants in with. */
  settingList: endpoint({
    method: 'GET',
    path: '/api/WeChatSetting/list',
    auth: 'user',
    grant: settingGrant,
    input: pageInputSchema.extend({ keywords: z.string().trim().max(50).default('') }),
    data: listSchema(wechatSettingRowSchema),
  }),
  settingInfo: endpoint({
    method: 'POST',
    path: '/api/WeChatSetting/info',
    auth: 'user',
    grant: settingGrant,
    effect: 'read',
    input: z.object({ activity_id: idSchema }),
    data: wechatSettingSchema,
  }),
  /** Chooses the account (or none) the activity's participants sign in with, and how. */
  settingSave: endpoint({
    method: 'POST',
    path: '/api/WeChatSetting/save',
    auth: 'user',
    grant: settingGrant,
    input: z.object({
      activity_id: idSchema,
      wxaccount_id: z.union([noAccount, idSchema]).default(null),
      scope: z.enum(wechatScopes, { error: '授权方式不正确' }).default('snsapi_userinfo'),
    }),
    data: wechatSettingSchema,
  }),

  /** A mini-program code (WeChat's getwxacodeunlimit) opening `page` with the activity's code as its scene. */
  wxaCode: activityEndpoint({
    method: 'POST',
    path: '/api/MyActivity/getwxacodeunlimit',
    effect: 'read',
    input: z.object({
      activity_id: idSchema,
      wxaccount_id: idSchema,
      page: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_\-/]{1,128}$/, { error: '小程序页面路径不正确' })
        .refine((p) => !p.startsWith('/'), { error: '小程序页面路径不能以 / 开头' })
        .default('pages/index/index'),
      width: z.coerce
        .number()
        .int()
        .min(280, { error: '宽度为280-1280' })
        .max(1280, { error: '宽度为280-1280' })
        .default(430),
    }),
    data: z.object({ image: z.string(), scene: z.string(), page: z.string() }),
  }),
};
