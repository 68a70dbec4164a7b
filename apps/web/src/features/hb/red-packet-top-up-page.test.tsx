import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialogTitled, renderPage, slow, stubApi } from '../../components/test-kit.js';
import { account, hbPaths, ledgerRow, page } from './hb-fixtures.js';
import { RedPacketTopUpPage } from './red-packet-top-up-page.js';

const order = (status: string) => ({
  id: 3,
  order_sn: 'R3',
  type: 'recharge',
  title: '红包余额充值',
  amount: 50,
  status,
  pay_method: '',
  kind: 'hb_money',
  quantity: 1,
  invoiced: false,
  paid_at: null,
  created_at: '2026-06-01T02:00:00.000Z',
});

describe('RedPacketTopUpPage', () => {
  it('lists only the top-ups of the red-packet balance', async () => {
    const { callsTo } = stubApi({ [hbPaths.info]: { data: account() }, [hbPaths.record]: page([ledgerRow(1)]) });
    renderPage(<RedPacketTopUpPage />);
    expect(await screen.findByText('R20260601000001', {}, slow)).toBeInTheDocument();
    expect(callsTo(hbPaths.record)[0]?.query.get('type')).toBe('recharge');
    expect(screen.queryByLabelText('类型')).not.toBeInTheDocument();
  });

  it('tops up through the checkout and says so once the order is paid', async () => {
    let polls = 0;
    const { callsTo } = stubApi({
      [hbPaths.info]: { data: account() },
      [hbPaths.record]: page([]),
      [hbPaths.recharge]: {
        data: { order_sn: 'R3', amount: 50, pay_url: '/pay/sandbox/P3', expires_at: '2026-06-01T02:30:00.000Z' },
      },
      [hbPaths.payStatus]: () => {
        polls += 1;
        return { data: order(polls > 1 ? 'paid' : 'unpaid') };
      },
    });
    renderPage(<RedPacketTopUpPage />);
    fireEvent.change(await screen.findByLabelText('充值金额', {}, slow), { target: { value: '50' } });
    fireEvent.click(screen.getByText('立即充值').closest('button')!);
    const checkout = await dialogTitled('扫码支付');
    expect(within(checkout).getByText('¥50.00')).toBeInTheDocument();
    expect(callsTo(hbPaths.recharge).map((c) => c.body)).toEqual([{ amount: 50 }]);
    await waitFor(() => expect(screen.queryByText('扫码支付')).not.toBeInTheDocument(), { timeout: 8000 });
    expect(await screen.findByText('红包余额充值成功', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(callsTo(hbPaths.record).length).toBeGreaterThan(1), slow);
  });
});
