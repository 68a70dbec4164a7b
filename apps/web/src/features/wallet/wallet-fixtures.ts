/** Answers of the wallet endpoints as the server gives them, for the page tests. */
export const account = (over: Record<string, unknown> = {}) => ({
  id: 7,
  phone: '13800000000',
  name: '张三',
  head_img: '',
  agent_property: 1,
  money: 0,
  dx_money: 8,
  hb_money: 0,
  is_staff: false,
  points: 0,
  online_num: 100,
  wx_nickname: '',
  created_at: '2025-01-01T00:00:00.000Z',
  ...over,
});

export const listOf = (list: unknown[], total = list.length) => ({ data: { list, total, page: 1, limit: 10 } });

export const rechargeRecord = (over: Record<string, unknown> = {}) => ({
  id: 1,
  order_sn: 'R202503010001',
  kind: 'money',
  amount: 100,
  status: 'paid',
  provider: 'sandbox',
  paid_at: '2025-03-01T08:05:00.000Z',
  created_at: '2025-03-01T08:00:00.000Z',
  ...over,
});

export const ledgerEntry = (over: Record<string, unknown> = {}) => ({
  id: 11,
  kind: 'money',
  amount: 100,
  balance_before: 0,
  balance_after: 100,
  reason: 'recharge',
  remark: '',
  order_id: 5,
  order_sn: 'R202503010001',
  created_at: '2025-03-01T08:05:00.000Z',
  ...over,
});
