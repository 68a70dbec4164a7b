import { z } from 'zod';
import { ticketSchema } from './activity.js';
import { activityEndpoint, endpoint } from './endpoint.js';
import { idSchema } from './fields.js';
import { listSchema, pageInputSchema } from './list.js';
import { yuanAmountSchema } from './money.js';
import { checkoutSchema, ledgerEntrySchema } from './wallet.js';

/**
 * Red packets (hb): the organiser's red-packet balance (hb_money), topped up through an order and withdrawn back
 * to the general balance; per activity, a rule for paying participants red packets from it.
 */

/** What one red packet may be, in yuan: WeChat Pay transfers take at least 0.10 and this product caps one at 200. */
export const hbPacketLimits = { min: 0.1, max: 200 } as const;
export const hbPerPersonMax = 10;
export const hbTopMax = 1000;

/** Every amount a red-packet rule or a withdrawal is given in: yuan, two decimals at most. */
const yuanText = (missing: string) =>
  z.coerce
    .number({ error: missing })
    .refine((v) => Number.isFinite(v), { error: missing })
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: '金额最多保留两位小数' });
const packetSchema = (missing: string) =>
  yuanText(missing).refine((v) => v >= hbPacketLimits.min && v <= hbPacketLimits.max, {
    error: `单个红包金额应在${hbPacketLimits.min}元到${hbPacketLimits.max}元之间`,
  });

export const hbModes = ['fixed', 'random'] as const;
export const hbModeTitles: Record<(typeof hbModes)[number], string> = { fixed: '固定金额', random: '随机金额' };
/** Who may claim: prize winners (one packet per prize won), the top N of the ranking, everyone who passed. */
export const hbQualifies = ['winners', 'top', 'passed'] as const;
export type HbQualify = (typeof hbQualifies)[number];
export const hbQualifyTitles: Record<HbQualify, string> = {
  winners: '中奖用户',
  top: '排行榜前N名',
  passed: '答题及格的用户',
};

export const hbRuleInputSchema = z
  .object({
    activity_id: idSchema,
    enabled: z.boolean().default(true),
    mode: z.enum(hbModes, { error: '请选择红包金额方式' }),
    /** Fixed mode: every packet's amount. */
    amount: z.union([z.literal(''), packetSchema('请输入红包金额')]).default(''),
    /** Random mode: each packet is drawn between these, both included. */
    min_amount: z.union([z.literal(''), packetSchema('请输入最小金额')]).default(''),
    max_amount: z.union([z.literal(''), packetSchema('请输入最大金额')]).default(''),
    budget: yuanAmountSchema,
    /** How many packets one participant may receive. */
    per_person: z.coerce
      .number({ error: '请输入每人可领个数' })
      .int({ error: '每人可领个数应为整数' })
      .min(1, { error: '每人至少可领1个' })
      .max(hbPerPersonMax, { error: `每人最多可领${hbPerPersonMax}个` })
      .default(1),
    qualify: z.enum(hbQualifies, { error: '请选择领取条件' }),
    top_n: z.coerce
      .number()
      .int({ error: '名次应为整数' })
      .min(0)
      .max(hbTopMax, { error: `名次不能超过${hbTopMax}` })
      .default(0),
    /** The transfer's note the participant reads in WeChat. */
    wish: z.string().trim().max(32, { error: '祝福语不能超过32个字' }).default('恭喜你获得答题红包'),
  })
  .superRefine((v, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (v.mode === 'fixed' && v.amount === '') fail('请输入红包金额');
    if (v.mode === 'random' && (v.min_amount === '' || v.max_amount === '')) fail('请输入红包的最小和最大金额');
    if (v.mode === 'random' && v.min_amount !== '' && v.max_amount !== '' && v.min_amount > v.max_amount) {
      fail('最小金额不能大于最大金额');
    }
    const smallest = v.mode === 'fixed' ? v.amount : v.min_amount;
    if (smallest !== '' && v.budget < smallest) fail('总预算不能少于一个红包的金额');
    if (v.qualify === 'top' && v.top_n < 1) fail('请输入可领取红包的名次');
  });
export type HbRuleInput = z.input<typeof hbRuleInputSchema>;

/** An activity's red-packet rule as saved, with what has been paid so far and where the money comes from. */
export const hbRuleSchema = z.object({
  activity_id: z.number(),
  /** False until the organiser first saves a rule: the rest are the form's defaults. */
  saved: z.boolean(),
  enabled: z.boolean(),
  mode: z.enum(hbModes),
  amount: z.number(),
  min_amount: z.number(),
  max_amount: z.number(),
  budget: z.number(),
  per_person: z.number(),
  qualify: z.enum(hbQualifies),
  top_n: z.number(),
  wish: z.string(),
  /** Taken from the budget by payouts that went out or are going out. */
  paid_total: z.number(),
  paid_count: z.number(),
  /** The organiser's red-packet balance now. */
  hb_money: z.number(),
  /** The activity's red-packet merchant; null pays through the sandbox (the offline default). */
  merchant: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type HbRule = z.infer<typeof hbRuleSchema>;

export const hbPayoutStatuses = ['pending', 'paid', 'failed'] as const;
export const hbPayoutStatusTitles: Record<(typeof hbPayoutStatuses)[number], string> = {
  pending: '发放中',
  paid: '已发放',
  failed: '发放失败',
};

export const hbPayoutSchema = z.object({
  id: z.number(),
  out_no: z.string(),
  participant_id: z.number(),
  participant_name: z.string(),
  phone: z.string(),
  amount: z.number(),
  status: z.enum(hbPayoutStatuses),
  /** sandbox or wechatpay. */
  channel: z.string(),
  /** Why the transfer failed (its money went back to the red-packet balance). */
  fail_reason: z.string(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});
export type HbPayout = z.infer<typeof hbPayoutSchema>;

/** What a participant's phone shows of the activity's red packets. */
export const hbH5StateSchema = z.object({
  /** The activity pays red packets at all (a rule is on). */
  offered: z.boolean(),
  qualify: z.enum(hbQualifies),
  can_claim: z.boolean(),
  /** Why not, in words, when the participant cannot claim now. */
  reason: z.string(),
  /** The participant's own payouts, newest first. */
  mine: z.array(hbPayoutSchema.pick({ id: true, amount: true, status: true, fail_reason: true, created_at: true })),
});

const ticketInput = z.object({ ticket: ticketSchema });
const dayText = z
  .string()
  .trim()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, { error: '日期格式应为 YYYY-MM-DD' })
  .default('');
/** The reasons a red-packet balance changes for. */
export const hbRecordTypes = ['recharge', 'red_packet', 'refund', 'withdraw'] as const;
const balanceGrant = { page: 'function/wechat_bag' } as const;
const moneyGrant = { page: 'function/wechat_bag', action: 'hb.money' } as const;

export const hbContract = {
  /** Tops the red-packet balance up: a recharge order, paid online through the platform's provider. */
  recharge: endpoint({
    method: 'POST',
    path: '/api/hb/recharge',
    auth: 'user',
    grant: moneyGrant,
    input: z.object({ amount: yuanAmountSchema }),
    data: checkoutSchema,
  }),
  /** Moves money from the red-packet balance back to the general balance, a ledger row on each. */
  withdraw: endpoint({
    method: 'POST',
    path: '/api/hb/withdraw',
    auth: 'user',
    grant: moneyGrant,
    input: z.object({ amount: yuanAmountSchema }),
    data: z.object({ hb_money: z.number(), money: z.number() }),
  }),
  /** Every change of the red-packet balance, newest first. */
  record: endpoint({
    method: 'GET',
    path: '/api/hb/record',
    auth: 'user',
    grant: balanceGrant,
    input: pageInputSchema.extend({
      type: z.enum(['', ...hbRecordTypes], { error: '记录类型错误' }).default(''),
      start_time: dayText,
      end_time: dayText,
    }),
    data: listSchema(ledgerEntrySchema),
  }),
  rule: activityEndpoint({
    method: 'GET',
    path: '/api/hb/rule',
    input: z.object({ activity_id: idSchema }),
    data: hbRuleSchema,
  }),
  /** A rule whose budget still to pay the red-packet balance does not cover is refused. */
  ruleSave: activityEndpoint({
    method: 'POST',
    path: '/api/hb/ruleSave',
    input: hbRuleInputSchema,
    data: hbRuleSchema,
  }),
  payouts: activityEndpoint({
    method: 'GET',
    path: '/api/hb/payouts',
    input: pageInputSchema.extend({
      activity_id: idSchema,
      status: z.enum(['', ...hbPayoutStatuses], { error: '状态错误' }).default(''),
    }),
    data: listSchema(hbPayoutSchema),
  }),
  h5State: endpoint({
    method: 'POST',
    path: '/api/h5/hb/state',
    auth: 'public',
    effect: 'read',
    input: ticketInput,
    data: hbH5StateSchema,
  }),
  /** A qualified participant takes one red packet, paid from the organiser's red-packet balance. */
  h5Claim: endpoint({
    method: 'POST',
    path: '/api/h5/hb/claim',
    auth: 'public',
    input: ticketInput,
    data: hbPayoutSchema.pick({ id: true, amount: true, status: true, fail_reason: true, created_at: true }),
  }),
};
