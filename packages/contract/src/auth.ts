import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { flagSchema, passwordSchema, phoneSchema, shortText, smsCodeSchema } from './fields.js';

/** Panel modes of spec section 4. */
export const panelMode = { login: 1, register: 2, recover: 3 } as const;
export type PanelMode = (typeof panelMode)[keyof typeof panelMode];

/** The sms code purposes: 0 register, 1 recover password (the spec sends type 1 in recovery). */
export const smsPurpose = { register: 0, recover: 1 } as const;

const agentDomainSchema = shortText(255).optional().default('');

/** What a successful login, register, recovery or one-click login answers; the web stores it as QUES_USER. */
export const loginDataSchema = z.object({
  token: z.string(),
  expires_at: z.string(),
  id: z.number(),
  phone: z.string(),
  name: z.string(),
  head_img: z.string(),
  agent_property: z.number(),
  is_staff: z.boolean(),
});
export type LoginData = z.infer<typeof loginDataSchema>;

const agreementFlag = (message: string) =>
  z.union([z.literal(1), z.literal('1')], { error: message }).transform(Number);

export const authContract = {
  login: endpoint({
    method: 'POST',
    path: '/api/login',
    auth: 'public',
    input: z.object({
      phone: phoneSchema,
      password: z
        .string({ error: '请输入密码' })
        .min(1, { error: '请输入密码' })
        .max(64, { error: '手机号或密码错误' }),
      check_agreement: agreementFlag('请同意用户协议'),
      agentDomain: agentDomainSchema,
    }),
    data: loginDataSchema,
  }),
  /**
   * Login vouched for by a partner system that shares the site's one-click secret (tenants.one_click_secret;
   * empty disables it: 登录签名无效). The signature must be valid, ts within oneClickMaxAgeSeconds (default
   * 300) of the server's time either way, and each signature is accepted once (a replay answers 登录链接已过期).
   * An existing account with that phone on this site is logged in; otherwise an organiser account is created
   * for the phone (with `name` if given, and a random password, so it can sign in by password only after a
   * password recovery) and logged in.
   */
  oneClickLogin: endpoint({
    method: 'POST',
    path: '/api/login/oneClickLogin',
    auth: 'public',
    input: z.object({
      /** base64url of JSON {phone, ts (unix seconds), name?}, signed by the partner with the tenant's secret. */
      encryption_data: z.string({ error: '登录签名无效' }).min(1, { error: '登录签名无效' }).max(4096),
      agentDomain: agentDomainSchema,
      /** hex HMAC-SHA256 of encryption_data with the tenant's one-click secret. */
      sign: z.string({ error: '登录签名无效' }).regex(/^[0-9a-fA-F]{64}$/, { error: '登录签名无效' }),
    }),
    data: loginDataSchema,
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/login/register',
    auth: 'public',
    input: z.object({
      phone: phoneSchema,
      password: passwordSchema,
      sms_code: smsCodeSchema,
      /** Id of the agent who invited this organiser, if any. */
      identity: z.union([z.string().max(32), z.number().int().min(0)]).optional(),
      check_agreement: agreementFlag('请阅读并勾选协议'),
      agentDomain: agentDomainSchema,
    }),
    data: loginDataSchema,
  }),
  sendSmsCode: endpoint({
    method: 'POST',
    path: '/api/login/sentSmsCode',
    auth: 'public',
    input: z.object({
      phone: phoneSchema,
      type: flagSchema.optional().default(0),
    }),
    /** Seconds until another code may be sent. */
    data: z.object({ resend_after: z.number() }),
  }),
  forgetPassword: endpoint({
    method: 'POST',
    path: '/api/login/forgetPassword',
    auth: 'public',
    input: z.object({
      phone: phoneSchema,
      password: passwordSchema,
      sms_code: smsCodeSchema,
      type: flagSchema.optional().default(1),
    }),
    data: loginDataSchema,
  }),
  userAgreement: endpoint({
    method: 'GET',
    path: '/api/login/userAgreement',
    auth: 'public',
    input: z.object({
      type: z.coerce.number().int().min(1).max(3).default(1),
    }),
    data: z.object({ user_agreement: z.string() }),
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/login/logout',
    auth: 'user',
    input: z.object({}),
    data: z.null(),
  }),
};
