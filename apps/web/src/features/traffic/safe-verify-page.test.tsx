import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type ApiCall, confirmDialog, renderPage, slow, stubApi } from '../../components/test-kit.js';
import { SafeVerifyPage } from './safe-verify-page.js';

vi.mock('../../components/echart.js', () => ({
  EChart: ({ option, label }: { option: { series: { data: number[] }[] }; label: string }) => (
    <output aria-label={label}>{option.series[0]?.data.join(',')}</output>
  ),
}));

const gib = 1024 ** 3;
const balance = (over: Record<string, unknown> = {}) => ({
  granted_bytes: 10 * gib,
  used_bytes: 2.5 * gib,
  remaining_bytes: 7.5 * gib,
  period_started_at: '2026-06-01T02:00:00.000Z',
  warned: false,
  exhausted: false,
  packs: [
    { gb: 10, price: 10 },
    { gb: 50, price: 45 },
  ],
  ...over,
});
const paidOrder = {
  id: 7,
  order_sn: 'T7',
  type: 'traffic',
  title: '流量包50GB',
  amount: 45,
  status: 'paid',
  pay_method: 'balance',
  kind: null,
  quantity: 50,
  invoiced: false,
  paid_at: '2026-06-01T02:00:00.000Z',
  created_at: '2026-06-01T02:00:00.000Z',
};
type Answer = { data?: unknown; code?: number; msg?: string; error?: string };
const api = (extra: Record<string, Answer | ((c: ApiCall) => Answer)> = {}) =>
  stubApi({
    '/api/cdn/balance': { data: balance() },
    '/api/cdn/daily': {
      data: [
        { day: '2026-05-31', bytes: 0 },
        { day: '2026-06-01', bytes: gib / 2 },
      ],
    },
    '/api/cdn/list': {
      data: {
        list: [{ day: '2026-06-01', activity_id: 3, activity_title: '安全月答题', bytes: gib / 2, requests: 40 }],
        total: 1,
        page: 1,
        limit: 10,
      },
    },
    '/api/ActivityVideo/list': {
      data: {
        list: [
          { url: '/uploads/v.mp4', name: '开场视频.mp4', bytes: 3 * 1024 ** 2, requests: 5, last_day: '2026-06-01' },
        ],
        total: 1,
        page: 1,
        limit: 10,
      },
    },
    '/api/cdn/buy': { data: { order: paidOrder, balance: balance({ granted_bytes: 57.5 * gib, used_bytes: 0 }) } },
    ...extra,
  });

describe('SafeVerifyPage', () => {
  it('shows the balance, the chart of each day and the traffic of each activity', async () => {
    api();
    renderPage(<SafeVerifyPage />);
    expect(await screen.findByText('7.50 GB', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('2.50 GB')).toBeInTheDocument();
    expect(await screen.findByLabelText('每日流量', {}, slow)).toHaveTextContent('0,512');
    const row = (await screen.findByText('安全月答题', {}, slow)).closest('tr')!;
    expect(within(row).getByText('512.00 MB')).toBeInTheDocument();
  });

  it('narrows the chart and the list to one activity, and opens its videos', async () => {
    const { callsTo } = api();
    renderPage(<SafeVerifyPage />);
    fireEvent.click(await screen.findByRole('button', { name: '只看此活动' }, slow));
    expect(await screen.findByText('当前活动：安全月答题')).toBeInTheDocument();
    await waitFor(() => expect(callsTo('/api/cdn/daily').at(-1)?.query.get('activity_id')).toBe('3'));
    expect(callsTo('/api/cdn/list').at(-1)?.query.get('activity_id')).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: '视频流量' }));
    expect(await screen.findByText('开场视频.mp4', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('3.00 MB')).toBeInTheDocument();
  });

  it('buys the chosen pack from the balance once the amount is confirmed', async () => {
    const { callsTo } = api();
    renderPage(<SafeVerifyPage />);
    fireEvent.click(await screen.findByLabelText('50GB · ¥45.00', {}, slow));
    fireEvent.click(screen.getByRole('button', { name: '余额支付' }));
    await confirmDialog('确认使用账户余额 ¥45.00 购买 50GB 流量包？');
    expect(await screen.findByText('流量包购买成功', {}, slow)).toBeInTheDocument();
    expect(callsTo('/api/cdn/buy')[0]?.body).toEqual({ gb: 50 });
    await waitFor(() => expect(callsTo('/api/cdn/balance').length).toBeGreaterThan(1));
  });

  it('says so when the traffic has run out', async () => {
    api({ '/api/cdn/balance': { data: balance({ used_bytes: 10 * gib, remaining_bytes: 0, exhausted: true }) } });
    renderPage(<SafeVerifyPage />);
    expect(
      await screen.findByText('流量已用完：活动页面已不显示图片和视频，购买流量包后立即恢复。', {}, slow),
    ).toBeInTheDocument();
  });
});
