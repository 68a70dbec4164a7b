import { walletContract } from '@app/contract/wallet';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, stubApi } from '../../components/test-kit.js';
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
});
