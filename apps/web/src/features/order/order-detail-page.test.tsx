import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, slow, stubApi } from '../../components/test-kit.js';
import { OrderDetailPage } from './order-detail-page.js';
import { makeOrder } from './test-orders.js';

const detail = {
  ...makeOrder({
    id: 5,
    order_sn: 'RC5',
    type: 'recharge',
    title: '账户余额充值',
    amount: 100,
    status: 'refunded',
    pay_method: 'sandbox',
    kind: 'money',
    paid_at: '2025-01-02T03:04:00.000Z',
  }),
  payments: [
    {
      payment_no: 'PAY5',
      provider: 'sandbox',
      amount: 100,
      status: 'succeeded',
      trade_no: 'T-889',
      paid_at: '2025-01-02T03:04:00.000Z',
      created_at: '2025-01-02T03:00:00.000Z',
    },
  ],
  refunds: [
    { refund_no: 'RF5', amount: 40, reason: '多充了', status: 'succeeded', created_at: '2025-01-03T00:00:00.000Z' },
  ],
  ledger: [
    {
      id: 71,
      kind: 'money',
      amount: 100,
      balance_before: 5,
      balance_after: 105,
      reason: 'recharge',
      remark: '',
      order_id: 5,
      order_sn: 'RC5',
      created_at: '2025-01-02T03:04:00.000Z',
    },
    {
      id: 72,
      kind: 'money',
      amount: -40,
      balance_before: 105,
      balance_after: 65,
      reason: 'refund',
      remark: '',
      order_id: 5,
      order_sn: 'RC5',
      created_at: '2025-01-03T00:00:00.000Z',
    },
  ],
  parts: [],
};

const cardOf = (title: string) =>
  screen.getByText(title, { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;

describe('OrderDetailPage', () => {
  it('shows the order named in the address, its payments, refunds and the balance changes it caused', async () => {
    const { callsTo } = stubApi({ '/api/Order/recordDetail': { data: detail } });
    renderPage(<OrderDetailPage />, { route: '/user/user_orderDetail?id=5' });
    expect(await screen.findByText('RC5', {}, slow)).toBeInTheDocument();
    expect(callsTo('/api/Order/recordDetail')[0]?.query.get('id')).toBe('5');
    expect(screen.getByText('账户充值')).toBeInTheDocument();
    expect(screen.getByText('已退款', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(screen.getByText('未开票')).toBeInTheDocument();
    expect(screen.queryByText('组合内容')).not.toBeInTheDocument();

    const payment = within(cardOf('支付记录')).getByText('PAY5').closest('tr') as HTMLElement;
    expect(within(payment).getByText('在线支付（沙箱）')).toBeInTheDocument();
    expect(within(payment).getByText('支付成功')).toBeInTheDocument();
    expect(within(payment).getByText('T-889')).toBeInTheDocument();

    const refund = within(cardOf('退款记录')).getByText('RF5').closest('tr') as HTMLElement;
    expect(within(refund).getByText('¥40.00')).toBeInTheDocument();
    expect(within(refund).getByText('多充了')).toBeInTheDocument();
    expect(within(refund).getByText('已退款')).toBeInTheDocument();

    const rows = within(cardOf('资金变动')).getAllByRole('row');
    expect(rows.slice(1).map((r) => [...r.querySelectorAll('td')].slice(0, 5).map((td) => td.textContent))).toEqual([
      ['账户余额', '+¥100.00', '¥5.00', '¥105.00', '充值'],
      ['账户余额', '-¥40.00', '¥105.00', '¥65.00', '退款'],
    ]);
    expect(screen.getByRole('link', { name: '返回订单列表' })).toHaveAttribute('href', '/user/user_order');
  });

  it('lists what a union order pays for, each part with its kind and state', async () => {
    const part = (over: Parameters<typeof makeOrder>[0]) =>
      makeOrder({ status: 'paid', pay_method: 'balance', ...over });
    const union = {
      ...detail,
      ...makeOrder({ id: 9, order_sn: 'UN9', type: 'union', title: '发布活动：年会（30天）等2项', amount: 197 }),
      parts: [
        part({ id: 10, order_sn: 'AC10', type: 'activity', title: '发布活动：年会（30天）', amount: 99, quantity: 30 }),
        part({ id: 11, order_sn: 'SV11', type: 'service', title: '数据导出增强', amount: 98 }),
      ],
    };
    stubApi({ '/api/Order/recordDetail': { data: union } });
    renderPage(<OrderDetailPage />, { route: '/user/user_orderDetail?id=9' });
    expect(await screen.findByText('UN9', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('组合订单')).toBeInTheDocument();
    const rows = within(cardOf('组合内容')).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['AC10', '活动费用', '发布活动：年会（30天）', '30', '¥99.00', '已支付'],
      ['SV11', '增值服务', '数据导出增强', '1', '¥98.00', '已支付'],
    ]);
  });

  it('asks for nothing without an order id', async () => {
    const { calls } = stubApi({});
    renderPage(<OrderDetailPage />, { route: '/user/user_orderDetail' });
    expect(await screen.findByRole('link', { name: '返回订单列表' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
