import type { HbPayout, HbRule, LedgerEntry } from '@app/contract';

/** Test data for the red-packet pages, shaped as the server answers. */
export const hbPaths = {
  info: '/api/customer/info',
  record: '/api/hb/record',
  recharge: '/api/hb/recharge',
  withdraw: '/api/hb/withdraw',
  rule: '/api/hb/rule',
  ruleSave: '/api/hb/ruleSave',
  payouts: '/api/hb/payouts',
  payStatus: '/api/Order/payStatus',
  activityInfo: '/api/MyActivity/activityInfo',
} as const;

export const account = (over: Record<string, unknown> = {}) => ({
  id: 7,
  phone: '13800000000',
  money: 12,
  dx_money: 0,
  hb_money: 88.8,
  head_img: '',
  agent_property: 1,
  ...over,
});

export const ledgerRow = (id: number, over: Partial<LedgerEntry> = {}): LedgerEntry => ({
  id,
  kind: 'hb_money',
  amount: 100,
  balance_before: 0,
  balance_after: 100,
  reason: 'recharge',
  remark: '红包余额充值',
  order_id: 3,
  order_sn: 'R20260601000001',
  created_at: '2026-06-01T02:00:00.000Z',
  ...over,
});

export const page = <T>(list: T[]) => ({ data: { list, total: list.length, page: 1, limit: 10 } });

export const hbRule = (over: Partial<HbRule> = {}): HbRule => ({
  activity_id: 8,
  saved: true,
  enabled: true,
  mode: 'fixed',
  amount: 1.88,
  min_amount: 0,
  max_amount: 0,
  budget: 50,
  per_person: 1,
  qualify: 'passed',
  top_n: 0,
  wish: '恭喜你获得答题红包',
  paid_total: 3.76,
  paid_count: 2,
  hb_money: 88.8,
  merchant: null,
  ...over,
});

export const payout = (id: number, over: Partial<HbPayout> = {}): HbPayout => ({
  id,
  out_no: `HB2026060110000000000${id}`,
  participant_id: id,
  participant_name: '张三',
  phone: '13800000001',
  amount: 1.88,
  status: 'paid',
  channel: 'sandbox',
  fail_reason: '',
  paid_at: '2026-06-01T02:00:00.000Z',
  created_at: '2026-06-01T02:00:00.000Z',
  ...over,
});
