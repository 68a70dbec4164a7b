import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type ApiCall, LocationProbe, renderPage, stubApi } from '../../components/test-kit.js';
import { LotteryListPage } from './lottery-list-page.js';
import { lotteryActivity, page, patient, press } from './test-lottery.js';

const second = { ...lotteryActivity, id: 9, title: '门店抽奖', status: 'published' };

const overviewOf = (id: number) =>
  id === 8
    ? {
        activity_id: 8,
        code: 'Ab3dE5fG7h',
        people: 50,
        signed: 42,
        signin_open: true,
        tiers: [
          { id: 1, name: '1等奖', count: 3 },
          { id: 2, name: '2等奖', count: 10 },
        ],
        draws: 2,
      }
    : { activity_id: id, code: '', people: 0, signed: 0, signin_open: false, tiers: [], draws: 0 };

const stubLotteries = () =>
  stubApi({
    '/api/MyActivity/index': (c: ApiCall) =>
      c.query.get('from') === '5' ? page([lotteryActivity, second]) : { code: 400, msg: 'kind filter missing' },
    '/api/lottery/overview': (c: ApiCall) => ({
      data: (c.body as { activity_ids: number[] }).activity_ids.map(overviewOf),
    }),
  });

const renderList = () =>
  renderPage(
    <Routes>
      <Route path="/LargeScreenLottery/LargeScreenLottery" element={<LotteryListPage />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route: '/LargeScreenLottery/LargeScreenLottery' },
  );

describe('LotteryListPage', { timeout: 60_000 }, () => {
  it('lists an organiser’s lotteries with their sign-ins, tiers, spins and every page of each, in one read', async () => {
    const { calls, callsTo } = stubLotteries();
    renderList();
    const row = (await screen.findByText('2026 年会抽奖', {}, patient)).closest('tr')!;
    expect(within(row).getByText('草稿')).toBeInTheDocument();
    expect(await within(row).findByText('42 人', {}, patient)).toBeInTheDocument();
    expect(within(row).getByText('50 人')).toBeInTheDocument();
    expect(within(row).getByText('1等奖 3 人 · 2等奖 10 人')).toBeInTheDocument();
    expect(within(row).getByText('2 次')).toBeInTheDocument();
    expect(within(row).queryByText('签到已关闭')).toBeNull();
    expect(within(row).getByText('抽奖名单').closest('a')).toHaveAttribute(
      'href',
      '/LargeScreenLottery/people?activity_id=8',
    );
    expect(within(row).getByText('打开大屏').closest('a')).toHaveAttribute('href', '/screen/lottery/Ab3dE5fG7h');
    expect(within(row).getByText('现场控制台').closest('a')).toHaveAttribute('href', '/activity/console?activity_id=8');
    const other = screen.getByText('门店抽奖').closest('tr')!;
    expect(within(other).getByText('未设置奖项')).toBeInTheDocument();
    expect(within(other).getByText('签到已关闭')).toBeInTheDocument();
    expect(within(other).getByText('已发布')).toBeInTheDocument();
    expect(within(other).queryByText('打开大屏')).toBeNull();
    expect(callsTo('/api/lottery/overview').map((c) => c.body)).toEqual([{ activity_ids: [8, 9] }]);
    expect(calls.map((c) => c.path)).toEqual(['/api/MyActivity/index', '/api/lottery/overview']);
  });

  it('creates a lottery through the activity create flow', async () => {
    stubLotteries();
    renderList();
    await press('创建抽奖');
    expect(await screen.findByTestId('location', {}, patient)).toHaveTextContent('/activity/addActivity?type=5');
  });
});
