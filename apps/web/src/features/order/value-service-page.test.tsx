import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type ApiCall,
  confirmDialog,
  dialogTitled,
  expectNotice,
  renderPage,
  slow,
  stubApi,
} from '../../components/test-kit.js';
import { makeOrder } from './test-orders.js';
import { ValueServicePage } from './value-service-page.js';

const services = [
  {
    id: 3,
    code: 'export',
    name: '数据导出服务',
    description: '导出全部答题数据',
    price: 30,
    duration_days: 30,
    unit: '月',
  },
  {
    id: 4,
    code: 'brand',
    name: '去除品牌标识',
    description: '活动页不显示平台标识',
    price: 99.9,
    duration_days: 0,
    unit: '次',
  },
];
const mine = [
  {
    service_id: 3,
    code: 'export',
    name: '数据导出服务',
    quantity: 2,
    expires_at: '2025-03-02T08:00:00.000Z',
    created_at: '2025-01-01T00:00:00.000Z',
  },
  {
    service_id: 4,
    code: 'brand',
    name: '去除品牌标识',
    quantity: 1,
    expires_at: null,
    created_at: '2025-01-02T00:00:00.000Z',
  },
];
const order = makeOrder({ id: 11, order_sn: 'SV11', amount: 60, quantity: 2 });

type Answer = { data?: unknown; code?: number; msg?: string; error?: string };
const api = (extra: Record<string, Answer | ((c: ApiCall) => Answer)> = {}) =>
  stubApi({
    '/api/services/list': { data: services },
    '/api/services/mine': { data: mine },
    '/api/Order/services': (c) => ({ data: { ...order, quantity: (c.body as { quantity: number }).quantity } }),
    '/api/Order/servicesBalancePay': { data: { ...order, status: 'paid', pay_method: 'balance' } },
    ...extra,
  });

const openBuy = async (name: string) => {
  const card = (await screen.findByText(name, { selector: '.ant-card-head-title' })).closest(
    '.ant-card',
  ) as HTMLElement;
  fireEvent.click(within(card).getByRole('button', { name: '购买' }));
  return dialogTitled(`购买：${name}`);
};
const clickIn = (dialog: HTMLElement, name: string) => fireEvent.click(within(dialog).getByRole('button', { name }));

describe('ValueServicePage', () => {
  it('shows each service with its price per unit and duration, and my services with their expiry', async () => {
    api();
    renderPage(<ValueServicePage />);
    const exportCard = (await screen.findByText('数据导出服务', { selector: '.ant-card-head-title' })).closest(
      '.ant-card',
    ) as HTMLElement;
    expect(within(exportCard).getByText('¥30.00/月')).toBeInTheDocument();
    expect(within(exportCard).getByText('有效期：30天/月')).toBeInTheDocument();
    expect(within(exportCard).getByText('导出全部答题数据')).toBeInTheDocument();
    const brandCard = screen
      .getByText('去除品牌标识', { selector: '.ant-card-head-title' })
      .closest('.ant-card') as HTMLElement;
    expect(within(brandCard).getByText('¥99.90/次')).toBeInTheDocument();
    expect(within(brandCard).getByText('永久有效')).toBeInTheDocument();

    const myRows = within(screen.getByText('我的服务').closest('.ant-card') as HTMLElement).getAllByRole('row');
    expect(within(myRows[1]!).getByText('数据导出服务')).toBeInTheDocument();
    expect(within(myRows[1]!).getByText(/^2025-03-02 \d\d:\d\d$/)).toBeInTheDocument();
    expect(within(myRows[2]!).getByText('永久有效')).toBeInTheDocument();
  });

  it('buys two units from the balance once the amount is confirmed in a 提示 dialog', async () => {
    const { callsTo } = api();
    renderPage(<ValueServicePage />);
    const dialog = await openBuy('数据导出服务');
    expect(within(dialog).getByText('¥30.00')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('购买数量'), { target: { value: '2' } });
    expect(await within(dialog).findByText('¥60.00')).toBeInTheDocument();

    clickIn(dialog, '余额支付');
    await expectNotice('确认使用账户余额支付 ¥60.00？');
    expect(callsTo('/api/Order/services')).toHaveLength(0);
    await confirmDialog('确认使用账户余额支付 ¥60.00？');

    expect(await screen.findByText('购买成功', {}, slow)).toBeInTheDocument();
    expect(callsTo('/api/Order/services')[0]?.body).toEqual({ service_id: 3, quantity: 2 });
    expect(callsTo('/api/Order/servicesBalancePay')[0]?.body).toEqual({ order_sn: 'SV11' });
    await waitFor(() => expect(screen.queryByText('购买：数据导出服务')).not.toBeInTheDocument());
    await waitFor(() => expect(callsTo('/api/services/mine').length).toBeGreaterThan(1));
  });

  it('keeps the quantity within 1 to 10', async () => {
    api();
    renderPage(<ValueServicePage />);
    const dialog = await openBuy('数据导出服务');
    const quantity = within(dialog).getByLabelText('购买数量');
    fireEvent.change(quantity, { target: { value: '12' } });
    fireEvent.blur(quantity);
    expect(await within(dialog).findByText('¥300.00')).toBeInTheDocument();
    expect(quantity).toHaveValue('10');
  });

  it('shows the server message when the balance is short', async () => {
    api({
      '/api/Order/servicesBalancePay': { code: 400, msg: '账户余额不足，请先充值', error: 'WALLET_BALANCE_NOT_ENOUGH' },
    });
    renderPage(<ValueServicePage />);
    clickIn(await openBuy('去除品牌标识'), '余额支付');
    await confirmDialog('确认使用账户余额支付 ¥99.90？');
    expect(await screen.findByText('账户余额不足，请先充值', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('购买：去除品牌标识')).toBeInTheDocument();
  });

  it('pays online: shows the QR checkout, watches the order and closes once it is paid', async () => {
    let polls = 0;
    const { callsTo } = api({
      '/api/Pay/addServerPay': {
        data: { order_sn: 'SV11', amount: 99.9, pay_url: '/pay/sandbox/P1', expires_at: '2025-01-01T02:30:00.000Z' },
      },
      '/api/Order/payStatus': () => {
        polls += 1;
        return { data: { ...order, status: polls > 1 ? 'paid' : 'unpaid' } };
      },
    });
    renderPage(<ValueServicePage />);
    clickIn(await openBuy('去除品牌标识'), '在线支付');

    const checkout = await dialogTitled('扫码支付');
    expect(within(checkout).getByText('¥99.90')).toBeInTheDocument();
    expect(within(checkout).getByRole('link', { name: '打开收银台' })).toHaveAttribute(
      'href',
      `${window.location.origin}/pay/sandbox/P1`,
    );
    expect(checkout.querySelector('.ant-qrcode svg')).not.toBeNull();
    expect(callsTo('/api/Order/services')[0]?.body).toEqual({ service_id: 4, quantity: 1 });
    expect(callsTo('/api/Pay/addServerPay')[0]?.body).toEqual({ order_sn: 'SV11' });

    // Unpaid at the first look, paid at the second one two seconds later: then the checkout closes.
    await waitFor(() => expect(screen.queryByText('扫码支付')).not.toBeInTheDocument(), { timeout: 8000 });
    expect(callsTo('/api/Order/payStatus').map((c) => c.body)).toEqual([{ order_sn: 'SV11' }, { order_sn: 'SV11' }]);
    await waitFor(() => expect(callsTo('/api/services/mine').length).toBeGreaterThan(1));
  });
});
