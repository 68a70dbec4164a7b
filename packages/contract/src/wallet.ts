import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { phoneSchema } from './fields.js';
import { listSchema, pageInputSchema } from './list.js';
import { balanceKindSchema, yuanAmountSchema } from './money.js';

/** Why a balance changed; every ledger row names one. */
export const ledgerReasons = [
  'recharge',
  'service',
  'online_num',
  'sms',
  'activity',
  'red_packet',
  'refund',
  'adjust',
  'traffic',
  'withdraw',
  'points',
] as const;
export const ledgerReasonSchema = z.enum(ledgerReasons);
export type LedgerReason = z.infer<typeof ledgerReasonSchema>;
export const ledgerReasonTitles: Record<LedgerReason, string> = {
  recharge: '充值',
  service: '购买增值服务',
  online_num: '在线人数扩容',
  sms: '短信发送',
  activity: '活动费用',
  red_packet: '红包发放',
  refund: '退款',
  adjust: '平台调整',
  traffic: '购买流量包',
  withdraw: '红包余额提现',
  points: '积分兑换',
};

const dateText = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: '日期格式错误' });

/** One change of one balance: signed amount, the balance before and after, and why. */
export const ledgerEntrySchema = z.object({
  id: z.number(),
  kind: balanceKindSchema,
  /** Yuan; negative when the balance went down. */
  amount: z.number(),
  balance_before: z.number(),
  balance_after: z.number(),
  reason: ledgerReasonSchema,
  remark: z.string(),
  order_id: z.number().nullable(),
  order_sn: z.string(),
  created_at: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const balanceSummarySchema = z.object({
  kind: balanceKindSchema,
  balance: z.number(),
  /** Totals over the chosen range (all time when none): money in and money out, both positive. */
  income: z.number(),
  expense: z.number(),
  entries: z.number().int(),
});

/** A top-up order being paid: the page the payer opens (also shown as a QR code) and until when. */
export const checkoutSchema = z.object({
  order_sn: z.string(),
  amount: z.number(),
  pay_url: z.string(),
  expires_at: z.string(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

export const rechargeRecordSchema = z.object({
  id: z.number(),
  order_sn: z.string(),
  kind: balanceKindSchema,
  amount: z.number(),
  status: z.enum(['unpaid', 'paid', 'closed', 'refunded']),
  provider: z.string(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});

export const pointsRules = ['order_paid', 'refund', 'exchange'] as const;
export const pointsRuleTitles: Record<(typeof pointsRules)[number], string> = {
  order_paid: '消费得积分：每消费1元得1积分',
  refund: '订单退款扣回积分',
  exchange: '积分兑换账户余额',
};

/** Points exchanged for general balance (customer/ipRecharge): this many make one yuan, in whole steps of it. */
export const pointsPerYuan = 100;
const pointsExchangeSchema = z.coerce
  .number({ error: '请输入兑换积分' })
  .int({ error: '兑换积分必须是整数' })
  .min(pointsPerYuan, { error: `至少兑换${pointsPerYuan}积分` })
  .max(100_000_000, { error: '兑换积分超出上限' })
  .refine((n) => n % pointsPerYuan === 0, { error: `兑换积分须为${pointsPerYuan}的整数倍` });
export const pointsEntrySchema = z.object({
  id: z.number(),
  points: z.number().int(),
  balance_after: z.number().int(),
  rule: z.enum(pointsRules),
  rule_text: z.string(),
  order_sn: z.string(),
  created_at: z.string(),
});
export type PointsEntry = z.infer<typeof pointsEntrySchema>;

/** What one SMS costs from the SMS balance, per 70-character segment. */
export const smsSegmentChars = 70;
export const smsPriceFen = 10;
export const smsRecordSchema = z.object({
  id: z.number(),
  phone: z.string(),
  content: z.string(),
  segments: z.number().int(),
  cost: z.number(),
  status: z.enum(['sent', 'failed']),
  created_at: z.string(),
});
export type SmsRecord = z.infer<typeof smsRecordSchema>;

export const walletContract = {
  summary: endpoint({
    method: 'GET',
    path: '/api/bill/summary',
    auth: 'user',
    grant: { page: 'user/user_journal' },
    input: z.object({ start_time: dateText.optional(), end_time: dateText.optional() }),
    data: z.array(balanceSummarySchema),
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/bill/list',
    auth: 'user',
    grant: { page: 'user/user_journal' },
    input: pageInputSchema.extend({
      kind: balanceKindSchema.optional(),
      reason: ledgerReasonSchema.optional(),
      start_time: dateText.optional(),
      end_time: dateText.optional(),
    }),
    data: listSchema(ledgerEntrySchema),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/bill/detail',
    auth: 'user',
    grant: { page: 'user/user_journal' },
    input: z.object({ id: z.coerce.number().int().min(1, { error: '账单记录不存在' }) }),
    data: ledgerEntrySchema,
  }),
  recharge: endpoint({
    method: 'GET',
    path: '/api/customer/recharge',
    auth: 'user',
    grant: { page: 'user/user_recharge' },
    input: pageInputSchema.extend({
      /** The balance the top-up credits. */
      source: balanceKindSchema.optional(),
      order_sn: z.string().trim().max(40).optional(),
    }),
    data: listSchema(rechargeRecordSchema),
  }),
  createRecharge: endpoint({
    method: 'POST',
    path: '/api/Pay/customerRecPay',
    auth: 'user',
    grant: { page: 'user/user_recharge', action: 'wallet.recharge' },
    input: z.object({ kind: balanceKindSchema, amount: yuanAmountSchema }),
    data: checkoutSchema,
  }),
  rechargeStatus: endpoint({
    method: 'POST',
    path: '/api/Pay/getCustomerRec',
    auth: 'user',
    effect: 'read',
    grant: { page: 'user/user_recharge' },
    input: z.object({ order_sn: z.string({ error: '订单不存在' }).trim().min(1, { error: '订单不存在' }).max(40) }),
    data: rechargeRecordSchema.extend({ balance: z.number() }),
  }),
  points: endpoint({
    method: 'POST',
    path: '/api/Points/pointsList',
    auth: 'user',
    effect: 'read',
    grant: { page: 'user/points_record' },
    input: pageInputSchema,
    data: listSchema(pointsEntrySchema).extend({ points: z.number().int() }),
  }),
  /** Turns points into general balance at `pointsPerYuan`; the points and the money move in one transaction. */
  pointsRecharge: endpoint({
    method: 'POST',
    path: '/api/customer/ipRecharge',
    auth: 'user',
    grant: { page: 'user/points_record', action: 'order.pay' },
    input: z.object({ points: pointsExchangeSchema }),
    data: z.object({
      /** Points left. */
      points: z.number().int(),
      /** Yuan credited, and the general balance after it. */
      amount: z.number(),
      money: z.number(),
    }),
  }),
  smsRecord: endpoint({
    method: 'GET',
    path: '/api/sms/record',
    auth: 'user',
    grant: { page: 'function/note_manage' },
    input: pageInputSchema.extend({ phone: z.string().trim().max(11).optional() }),
    data: listSchema(smsRecordSchema),
  }),
  smsTest: endpoint({
    method: 'POST',
    path: '/api/sms/test',
    auth: 'user',
    grant: { page: 'function/note_manage', action: 'sms.send' },
    input: z.object({ phone: phoneSchema }),
    data: z.object({ record: smsRecordSchema, dx_money: z.number() }),
  }),
};
