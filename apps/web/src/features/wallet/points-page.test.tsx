import { walletContract } from '@app/contract/wallet';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialogTitled, renderPage, slow, stubApi } from '../../components/test-kit.js';
import { PointsPage } from './points-page.js';

const entry = (over: Record<string, unknown> = {}) => ({
  id: 1,
  points: 100,
  balance_after: 100,
  rule: 'order_paid',
  rule_text: '消费得积分：每消费1元得1积分',
  order_sn: 'S202503010001',
  created_at: '2025-03-01T08:00:00.000Z',
  ...over,
});

describe('PointsPage', () => {
  it('shows the points held and each change with its rule', async () => {
    const { callsTo } = stubApi({
      [walletContract.points.path]: {
        data: {
          list: [
            entry({ id: 2, points: -30, balance_after: 70, rule: 'refund', rule_text: '订单退款扣回积分' }),
            entry(),
          ],
          total: 2,
          page: 1,
          limit: 10,
          points: 70,
        },
      },
    });
    renderPage(<PointsPage />);
    const earned = (await screen.findByText('+100')).closest('tr')!;
    expect(within(earned).getByText('消费得积分：每消费1元得1积分')).toBeInTheDocument();
    expect(within(earned).getByText('S202503010001')).toBeInTheDocument();
    const refunded = screen.getByText('-30').closest('tr')!;
    expect(within(refunded).getByText('订单退款扣回积分')).toBeInTheDocument();
    expect(within(refunded).getByText('70')).toBeInTheDocument();
    const held = screen.getByText('当前积分').closest<HTMLElement>('.ant-statistic')!;
    expect(within(held).getByText('70')).toBeInTheDocument();
    expect(callsTo(walletContract.points.path)[0]?.body).toEqual({ page: 1, limit: 10 });
  });

  it('exchanges points for balance in steps of 100, offering at most what is held', async () => {
    let held = 1234;
    const { callsTo } = stubApi({
      [walletContract.points.path]: () => ({ data: { list: [entry()], total: 1, page: 1, limit: 10, points: held } }),
      [walletContract.pointsRecharge.path]: () => {
        held = 34;
        return { data: { points: 34, amount: 12, money: 112 } };
      },
    });
    renderPage(<PointsPage />);
    const open = await screen.findByRole('button', { name: '兑换余额' });
    await waitFor(() => expect(open).toBeEnabled(), slow);
    fireEvent.click(open);
    const dialog = await dialogTitled('积分兑换账户余额');
    const input = within(dialog).getByRole('spinbutton', { name: '兑换积分' });
    expect(input).toHaveValue('1200');
    expect(within(dialog).getByText('可兑换 ¥12.00')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '150' } });
    expect(within(dialog).getByRole('button', { name: '确认兑换' })).toBeDisabled();
    fireEvent.change(input, { target: { value: '1200' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认兑换' }));
    expect(await screen.findByText('已兑换 ¥12.00，存入账户余额', {}, slow)).toBeInTheDocument();
    expect(callsTo(walletContract.pointsRecharge.path)[0]?.body).toEqual({ points: 1200 });
    const current = screen.getByText('当前积分').closest<HTMLElement>('.ant-statistic')!;
    await waitFor(() => expect(within(current).getByText('34')).toBeInTheDocument(), slow);
  }, 20_000);

  it('offers no exchange with fewer than 100 points', async () => {
    stubApi({ [walletContract.points.path]: { data: { list: [], total: 0, page: 1, limit: 10, points: 99 } } });
    renderPage(<PointsPage />);
    // Disabled once the 99 points have been read, not merely while they load.
    expect(await screen.findByText('99', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '兑换余额' })).toBeDisabled();
  });
});
