import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { confirmDialog, renderPage, slow, stubApi } from '../../components/test-kit.js';
import { OrderListPage } from './order-list-page.js';
import { listOf, makeOrder } from './test-orders.js';

const recordPath = '/api/Order/record';
const orders = [
  makeOrder({ id: 1, order_sn: 'SV1', title: '数据导出服务', amount: 60 }),
  makeOrder({
    id: 2,
    order_sn: 'RC2',
    type: 'recharge',
    title: '账户余额充值',
    amount: 100,
    status: 'paid',
    pay_method: 'sandbox',
    kind: 'money',
    paid_at: '2025-01-02T03:04:00.000Z',
  }),
  makeOrder({ id: 3, order_sn: 'RC3', type: 'recharge', title: '短信充值', amount: 20, kind: 'dx_money' }),
  makeOrder({ id: 4, order_sn: 'ON4', type: 'online_num', title: '在线人数扩容 +500人', status: 'closed' }),
];

const rowOf = async (sn: string) => (await screen.findByText(sn, {}, slow)).closest('tr') as HTMLElement;

/** fireEvent and label queries keep antd's selects fast in jsdom. */
const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getAllByLabelText(label)[0]!);
  const items = await screen.findAllByTitle(option);
  fireEvent.click(items[items.length - 1]!);
};

describe('OrderListPage', () => {
  it('lists the orders with type, amount, status and how they were paid, and links each to its details', async () => {
    stubApi({ [recordPath]: listOf(orders, 14) });
    renderPage(<OrderListPage />);
    const paid = await rowOf('RC2');
    expect(within(paid).getByText('账户充值')).toBeInTheDocument();
    expect(within(paid).getByText('账户余额充值')).toBeInTheDocument();
    expect(within(paid).getByText('¥100.00')).toBeInTheDocument();
    expect(within(paid).getByText('已支付')).toBeInTheDocument();
    expect(within(paid).getByText('在线支付（沙箱）')).toBeInTheDocument();
    expect(within(paid).getByText(/^2025-01-02 \d\d:04$/)).toBeInTheDocument();
    expect(within(paid).getByRole('link', { name: '详情' })).toHaveAttribute('href', '/user/user_orderDetail?id=2');
    expect(within(paid).queryByText('去支付')).not.toBeInTheDocument();
    expect(within(paid).queryByText('关闭')).not.toBeInTheDocument();

    const unpaidService = await rowOf('SV1');
    expect(within(unpaidService).getByText('增值服务')).toBeInTheDocument();
    expect(within(unpaidService).getByText('待支付')).toBeInTheDocument();
    expect(within(unpaidService).getByText('去支付')).toBeInTheDocument();
    expect(within(unpaidService).getByText('关闭')).toBeInTheDocument();
    // A top-up is paid through its checkout, never from the balance it tops up.
    const unpaidTopUp = await rowOf('RC3');
    expect(within(unpaidTopUp).queryByText('去支付')).not.toBeInTheDocument();
    expect(within(unpaidTopUp).getByText('关闭')).toBeInTheDocument();
    expect(within(await rowOf('ON4')).getByText('已关闭')).toBeInTheDocument();
    expect(screen.getByText('共 14 条')).toBeInTheDocument();
  });

  it('sends the chosen status and type, and leaves them out again for all', async () => {
    const { callsTo } = stubApi({ [recordPath]: listOf(orders) });
    renderPage(<OrderListPage />);
    await rowOf('SV1');
    expect(Object.fromEntries(callsTo(recordPath)[0]!.query)).toEqual({ page: '1', limit: '10' });
    await choose('订单状态', '待支付');
    await waitFor(() => expect(callsTo(recordPath).at(-1)!.query.get('status')).toBe('unpaid'));
    await choose('订单类型', '在线人数扩容');
    await waitFor(() =>
      expect(Object.fromEntries(callsTo(recordPath).at(-1)!.query)).toEqual({
        page: '1',
        limit: '10',
        status: 'unpaid',
        type: 'online_num',
      }),
    );
    await choose('订单状态', '全部状态');
    await waitFor(() =>
      expect(Object.fromEntries(callsTo(recordPath).at(-1)!.query)).toEqual({
        page: '1',
        limit: '10',
        type: 'online_num',
      }),
    );
  });

  it('pays an unpaid order from the balance once the amount is confirmed', async () => {
    const { callsTo } = stubApi({
      [recordPath]: listOf(orders),
      '/api/Order/balancePay': { data: { ...orders[0], status: 'paid', pay_method: 'balance' } },
    });
    renderPage(<OrderListPage />);
    fireEvent.click(within(await rowOf('SV1')).getByText('去支付'));
    await confirmDialog('确认使用账户余额支付 ¥60.00？');
    expect(await screen.findByText('支付成功', {}, slow)).toBeInTheDocument();
    expect(callsTo('/api/Order/balancePay')[0]?.body).toEqual({ order_sn: 'SV1' });
    await waitFor(() => expect(callsTo(recordPath).length).toBeGreaterThan(1));
  });

  it('closes an unpaid order once confirmed, and shows the server message when it cannot', async () => {
    const { callsTo } = stubApi({
      [recordPath]: listOf(orders),
      '/api/Order/close': (c) =>
        (c.body as { order_sn: string }).order_sn === 'RC3'
          ? { code: 400, msg: '订单已支付，请勿重复支付', error: 'ORDER_ALREADY_PAID' }
          : { data: { ...orders[0], status: 'closed' } },
    });
    renderPage(<OrderListPage />);
    fireEvent.click(within(await rowOf('SV1')).getByText('关闭'));
    await confirmDialog('确认关闭订单 SV1？');
    expect(await screen.findByText('订单已关闭', {}, slow)).toBeInTheDocument();
    fireEvent.click(within(await rowOf('RC3')).getByText('关闭'));
    await confirmDialog('确认关闭订单 RC3？');
    expect(await screen.findByText('订单已支付，请勿重复支付', {}, slow)).toBeInTheDocument();
    expect(callsTo('/api/Order/close').map((c) => c.body)).toEqual([{ order_sn: 'SV1' }, { order_sn: 'RC3' }]);
  });
});
