import type { Order } from '@app/contract';

/** An order as the server answers it, for component tests. */
export const makeOrder = (over: Partial<Order> = {}): Order => ({
  id: 1,
  order_sn: 'SV202501010001',
  type: 'service',
  title: '数据导出服务',
  amount: 30,
  status: 'unpaid',
  pay_method: '',
  kind: null,
  quantity: 1,
  invoiced: false,
  paid_at: null,
  created_at: '2025-01-01T02:00:00.000Z',
  ...over,
});

export const listOf = <T>(list: T[], total = list.length) => ({ data: { list, total, page: 1, limit: 10 } });
