import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, confirmDialog, dialogTitled, renderPage, slow, stubApi } from '../../components/test-kit.js';
import { OnlineNumCard } from './online-num-card.js';

const config = {
  online_num: 200,
  tiers: [
    { num: 500, price: 50 },
    { num: 1000, price: 90 },
  ],
};
const order = (num: number) => ({
  id: 21,
  order_sn: 'ON21',
  type: 'online_num',
  title: `在线人数扩容 +${num}人`,
  amount: 90,
  status: 'unpaid',
  pay_method: '',
  kind: null,
  quantity: 1,
  invoiced: false,
  paid_at: null,
  created_at: '2025-01-01T00:00:00.000Z',
});
type Answer = { data?: unknown; code?: number; msg?: string; error?: string };
const api = (extra: Record<string, Answer | ((c: ApiCall) => Answer)> = {}) =>
  stubApi({
    '/api/customer/getOnlineNumConfig': { data: config },
    '/api/customer/onlineNumBalPay': (c) => ({ data: { ...order((c.body as { num: number }).num), status: 'paid' } }),
    '/api/customer/onlineNumRecharge': (c) => ({ data: order((c.body as { num: number }).num) }),
    '/api/AlipayOrder/onlineNumRecPay': {
      data: { order_sn: 'ON21', amount: 90, pay_url: '/pay/sandbox/P21', expires_at: '2025-01-01T00:30:00.000Z' },
    },
    ...extra,
  });

describe('OnlineNumCard', () => {
  it('shows the current capacity and the tiers with their prices', async () => {
    api();
    renderPage(<OnlineNumCard />);
    expect(await screen.findByText('200 人', {}, slow)).toBeInTheDocument();
    expect(screen.getByLabelText('+500 人 ¥50.00')).toBeChecked();
    expect(screen.getByLabelText('+1000 人 ¥90.00')).not.toBeChecked();
  });

  it('adds the chosen tier from the balance once the amount is confirmed', async () => {
    const { callsTo } = api();
    renderPage(<OnlineNumCard />);
    fireEvent.click(await screen.findByLabelText('+1000 人 ¥90.00', {}, slow));
    fireEvent.click(screen.getByRole('button', { name: '余额支付' }));
    await confirmDialog('确认使用账户余额支付 ¥90.00，在线人数上限增加 1000 人？');
    expect(await screen.findByText('扩容成功', {}, slow)).toBeInTheDocument();
    expect(callsTo('/api/customer/onlineNumBalPay')[0]?.body).toEqual({ num: 1000 });
    await waitFor(() => expect(callsTo('/api/customer/getOnlineNumConfig').length).toBeGreaterThan(1));
  });

  it('shows the server message when the balance is short, and offers to top up the difference', async () => {
    api({
      '/api/customer/onlineNumBalPay': { code: 400, msg: '账户余额不足，请先充值', error: 'WALLET_BALANCE_NOT_ENOUGH' },
      '/api/customer/info': { data: { money: 12.5, dx_money: 0, hb_money: 0 } },
    });
    renderPage(<OnlineNumCard />);
    await screen.findByText('200 人', {}, slow);
    fireEvent.click(screen.getByRole('button', { name: '余额支付' }));
    await confirmDialog('确认使用账户余额支付 ¥50.00，在线人数上限增加 500 人？');
    expect(await screen.findByText('账户余额不足，请先充值', {}, slow)).toBeInTheDocument();
    const offer = await dialogTitled('账户余额不足');
    expect(await within(offer).findByText('立即充值 ¥37.50', {}, slow)).toBeInTheDocument();
  });

  it('pays online through the checkout and watches the order until it is paid', async () => {
    let polls = 0;
    const { callsTo } = api({
      '/api/Order/payStatus': () => {
        polls += 1;
        return { data: { ...order(1000), status: polls > 1 ? 'paid' : 'unpaid' } };
      },
    });
    renderPage(<OnlineNumCard />);
    fireEvent.click(await screen.findByLabelText('+1000 人 ¥90.00', {}, slow));
    fireEvent.click(screen.getByRole('button', { name: '在线支付' }));
    const checkout = await dialogTitled('扫码支付');
    expect(within(checkout).getByText('¥90.00')).toBeInTheDocument();
    expect(within(checkout).getByRole('link', { name: '打开收银台' })).toHaveAttribute(
      'href',
      `${window.location.origin}/pay/sandbox/P21`,
    );
    expect(callsTo('/api/customer/onlineNumRecharge')[0]?.body).toEqual({ num: 1000 });
    expect(callsTo('/api/AlipayOrder/onlineNumRecPay')[0]?.body).toEqual({ order_sn: 'ON21' });

    await waitFor(() => expect(screen.queryByText('扫码支付')).not.toBeInTheDocument(), { timeout: 8000 });
    expect(callsTo('/api/Order/payStatus').map((c) => c.body)).toEqual([{ order_sn: 'ON21' }, { order_sn: 'ON21' }]);
    expect(await screen.findByText('扩容成功', {}, slow)).toBeInTheDocument();
  });

  it('says so and stops watching when the order closed unpaid', async () => {
    const { callsTo } = api({
      '/api/Order/payStatus': { data: { ...order(500), status: 'closed' } },
    });
    renderPage(<OnlineNumCard />);
    await screen.findByText('200 人', {}, slow);
    fireEvent.click(screen.getByRole('button', { name: '在线支付' }));
    const checkout = await dialogTitled('扫码支付');
    expect(await within(checkout).findByText('订单已关闭，请重新下单', {}, slow)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(callsTo('/api/Order/payStatus')).toHaveLength(1);
  });
});
