import { z } from 'zod';
import { ticketSchema } from './activity.js';
import { activityEndpoint, endpoint } from './endpoint.js';
import { idSchema } from './fields.js';
import { listSchema, pageInputSchema } from './list.js';
import { maxSingleAmountYuan } from './money.js';

/** An organiser's own merchant: money participants pay goes to it, red packets are paid from it. */
export const merchantTypes = ['wechat', 'alipay'] as const;
export const merchantTypeSchema = z.enum(merchantTypes, { error: '请选择商户类型' });
export type MerchantType = (typeof merchantTypes)[number];
export const merchantTypeTitles: Record<MerchantType, string> = { wechat: '微信支付', alipay: '支付宝' };

const merchantGrant = { page: 'function/payTenant' } as const;

const nameSchema = z.string({ error: '请输入商户名称' }).trim().min(1, { error: '请输入商户名称' }).max(40);
const pemText = (missing: string) => z.string({ error: missing }).trim().min(1, { error: missing }).max(8192);

/** The .pem uploaded through the certificate upload: its storage key, answered by that upload. */
export const certificatePathSchema = z
  .string({ error: '请上传商户私钥文件' })
  .regex(/^cert\/\d+\/[0-9a-f-]{36}\.pem$/, { error: '请上传商户私钥文件' });
export const apiV3KeySchema = z
  .string({ error: '请输入APIv3密钥' })
  .regex(/^[A-Za-z0-9]{32}$/, { error: 'APIv3密钥应为32位字母或数字' });

const wechatFields = {
  type: z.literal('wechat'),
  name: nameSchema,
  mch_id: z
    .string({ error: '请输入商户号' })
    .trim()
    .regex(/^\d{8,12}$/, { error: '商户号应为8到12位数字' }),
  app_id: z
    .string({ error: '请输入AppID' })
    .trim()
    .regex(/^wx[0-9A-Za-z]{16}$/, { error: 'AppID应为wx开头的18位字符' }),
  cert_serial: z
    .string({ error: '请输入证书序列号' })
    .trim()
    .regex(/^[0-9A-Fa-f]{8,40}$/, { error: '证书序列号应为8到40位十六进制字符' }),
  public_key_id: z
    .string({ error: '请输入微信支付公钥ID' })
    .trim()
    .regex(/^PUB_KEY_ID_\w{1,64}$/, { error: '微信支付公钥ID应以PUB_KEY_ID_开头' }),
  public_key: pemText('请填写微信支付公钥'),
};
const alipayFields = {
  type: z.literal('alipay'),
  name: nameSchema,
  app_id: z
    .string({ error: '请输入支付宝AppID' })
    .trim()
    .regex(/^\d{16}$/, { error: '支付宝AppID应为16位数字' }),
  public_key: pemText('请填写支付宝公钥'),
};
/** A secret left empty on edit keeps the one stored. */
const keep = <T extends z.ZodType>(s: T) => z.union([z.literal(''), s]).default('');

export const merchantAddInputSchema = z.discriminatedUnion('type', [
  z.object({ ...wechatFields, api_v3_key: apiV3KeySchema, key_path: certificatePathSchema }),
  z.object({ ...alipayFields, private_key: pemText('请填写应用私钥') }),
]);
export const merchantEditInputSchema = z.discriminatedUnion('type', [
  z.object({ id: idSchema, ...wechatFields, api_v3_key: keep(apiV3KeySchema), key_path: keep(certificatePathSchema) }),
  z.object({ id: idSchema, ...alipayFields, private_key: keep(pemText('请填写应用私钥')) }),
]);
export type MerchantAddInput = z.input<typeof merchantAddInputSchema>;
export type MerchantEditInput = z.input<typeof merchantEditInputSchema>;

/** What the API shows of a merchant: secrets only masked. */
export const merchantSchema = z.object({
  id: z.number(),
  type: merchantTypeSchema,
  name: z.string(),
  /** WeChat Pay merchant number; empty for Alipay. */
  mch_id: z.string(),
  app_id: z.string(),
  cert_serial: z.string(),
  public_key_id: z.string(),
  /** The provider's public key, as entered: public, shown so the form can be checked. */
  public_key: z.string(),
  /** The API v3 key's last four characters behind stars; empty for Alipay. */
  api_v3_key: z.string(),
  /** The private key's kind and fingerprint, never the key. */
  private_key: z.string(),
  key_name: z.string(),
  status: z.enum(['untested', 'ok', 'failed']),
  test_msg: z.string(),
  tested_at: z.string().nullable(),
  activity_count: z.number(),
  created_at: z.string(),
});
export type Merchant = z.infer<typeof merchantSchema>;

const idInput = z.object({ id: idSchema });

/** Highest fee a participant can be asked for. */
export const maxParticipantFeeYuan = maxSingleAmountYuan;
const feeSchema = z.coerce
  .number({ error: '请输入金额' })
  .min(0, { error: '金额不能小于0' })
  .max(maxParticipantFeeYuan, { error: `金额不能超过${maxParticipantFeeYuan}元` })
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: '金额最多保留两位小数' });

export const merchantOptionSchema = z.object({ id: z.number(), name: z.string(), type: merchantTypeSchema });

/** Which of the organiser's merchants an activity uses, and what a participant pays (0: nothing). */
export const activityMerchantSchema = z.object({
  activity_id: z.number(),
  pay_mch_id: z.number().nullable(),
  hb_mch_id: z.number().nullable(),
  fee: z.number(),
  fee_title: z.string(),
  options: z.array(merchantOptionSchema),
});

export const participantPaymentStatuses = ['unpaid', 'paid', 'refunded'] as const;
export const participantPaymentSchema = z.object({
  id: z.number(),
  out_trade_no: z.string(),
  participant_id: z.number(),
  participant_name: z.string(),
  merchant_name: z.string(),
  provider: z.enum(['wechatpay', 'alipay']),
  amount: z.number(),
  status: z.enum(participantPaymentStatuses),
  trade_no: z.string(),
  paid_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  created_at: z.string(),
});

/** What a participant's phone needs to pay: a link or QR code, or, inside WeChat, the JSAPI parameters. */
export const participantCheckoutSchema = z.object({
  out_trade_no: z.string(),
  amount: z.number(),
  title: z.string(),
  status: z.enum(participantPaymentStatuses),
  pay_url: z.string(),
  jsapi: z.record(z.string(), z.string()).nullable(),
});

export const mchContract = {
  list: endpoint({
    method: 'GET',
    path: '/api/mch/list',
    auth: 'user',
    grant: merchantGrant,
    input: pageInputSchema.extend({ type: merchantTypeSchema.optional() }),
    data: listSchema(merchantSchema),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/mch/detail',
    auth: 'user',
    grant: merchantGrant,
    input: idInput,
    data: merchantSchema,
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/mch/add',
    auth: 'user',
    grant: merchantGrant,
    input: merchantAddInputSchema,
    data: merchantSchema,
  }),
  edit: endpoint({
    method: 'POST',
    path: '/api/mch/edit',
    auth: 'user',
    grant: merchantGrant,
    input: merchantEditInputSchema,
    data: merchantSchema,
  }),
  delete: endpoint({
    method: 'POST',
    path: '/api/mch/delete',
    auth: 'user',
    grant: merchantGrant,
    input: idInput,
    data: z.null(),
  }),
  /** Asks the provider something harmless with the merchant's keys; a wrong key answers MCH_TEST_FAILED with why. */
  test: endpoint({
    method: 'POST',
    path: '/api/mch/test',
    auth: 'user',
    grant: merchantGrant,
    input: idInput,
    data: merchantSchema,
  }),
  activity: activityEndpoint({
    method: 'GET',
    path: '/api/mch/activity',
    input: z.object({ activity_id: idSchema }),
    data: activityMerchantSchema,
  }),
  activitySet: activityEndpoint({
    method: 'POST',
    path: '/api/mch/activitySet',
    input: z.object({
      activity_id: idSchema,
      pay_mch_id: idSchema.nullable(),
      hb_mch_id: idSchema.nullable(),
      fee: feeSchema.default(0),
      fee_title: z.string().trim().max(40).default(''),
    }),
    data: activityMerchantSchema,
  }),
  payments: activityEndpoint({
    method: 'GET',
    path: '/api/mch/payments',
    input: pageInputSchema.extend({ activity_id: idSchema }),
    data: listSchema(participantPaymentSchema),
  }),
  /** Gives a participant's payment back through the merchant it was paid to. */
  refund: activityEndpoint({
    method: 'POST',
    path: '/api/mch/refund',
    input: idInput,
    data: participantPaymentSchema,
  }),
  /** A participant pays the activity's fee (their registration order) to the organiser's merchant. */
  h5Pay: endpoint({
    method: 'POST',
    path: '/api/wxpay/zc_pay',
    auth: 'public',
    input: z.object({
      ticket: ticketSchema,
      /** native: a QR code; h5: a phone browser; jsapi: inside WeChat, with the participant's openid. */
      channel: z.enum(['native', 'h5', 'jsapi']).default('native'),
    }),
    data: participantCheckoutSchema,
  }),
  /** The participant's registration order: the activity's fee and where their payment of it stands. */
  h5PayStatus: endpoint({
    method: 'POST',
    path: '/api/Order/zc_order',
    auth: 'public',
    effect: 'read',
    input: z.object({ ticket: ticketSchema }),
    data: z.object({ fee: z.number(), title: z.string(), status: z.enum(['none', ...participantPaymentStatuses]) }),
  }),
};
