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

  it('asks for nothing without an order id', async () => {
    const { calls } = stubApi({});
    renderPage(<OrderDetailPage />, { route: '/user/user_orderDetail' });
    expect(await screen.findByRole('link', { name: '返回订单列表' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
