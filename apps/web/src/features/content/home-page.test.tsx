import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '../../app/session.js';
import { loginData, renderPage, stubApi } from '../../components/test-kit.js';
import { HomePage } from './home-page.js';

const organiser = { id: 7, phone: '13800000000', name: '张三', money: 100, dx_money: 2.5, hb_money: 0 };
const api = (account: object = organiser) =>
  stubApi({
    '/api/TopBanner/bannerList': { data: [{ id: 1, title: '新春活动', image: '/b.png', link: '' }] },
    '/api/notice/list': {
      data: {
        list: [{ id: 9, category: '', title: '平台升级公告', summary: '', image: '', published_at: '2025-09-01' }],
        total: 1,
        page: 1,
        limit: 6,
      },
    },
    '/api/customer/info': { data: account },
    '/api/index/system': {
      data: {
        activities: { total: 9, running: 3, draft: 5, expired: 1 },
        participants_today: 128,
        participants_week: 1024,
        expiring: [{ id: 42, title: '安全月答题', kind: 1, expires_at: '2030-01-03T00:00:00.000Z', days_left: 2 }],
      },
    },
  });

describe('HomePage', () => {
  it('shows a visitor the six kinds and the latest news, without balances', async () => {
    const { callsTo } = api();
    renderPage(<HomePage />);
    // Text queries: role queries over the carousel's cloned slides outlast the default wait on a busy machine.
    expect((await screen.findByText('平台升级公告')).closest('a')).toHaveAttribute('href', '/activity/news?id=9');
    expect(screen.getByText('现场互动答题').closest('a')).toHaveAttribute('href', '/recommend/recommendInteraction');
    expect(screen.getByText('问卷投票表单').closest('a')).toHaveAttribute('href', '/recommend/recommendSurvey');
    expect(screen.queryByText('账户余额')).not.toBeInTheDocument();
    expect(callsTo('/api/customer/info')).toHaveLength(0);
    expect(callsTo('/api/index/system')).toHaveLength(0);
  });

  it('greets a logged-in organiser with the three balances', async () => {
    session.save(loginData());
    api();
    renderPage(<HomePage />);
    expect(await screen.findByText('欢迎回来，张三')).toBeInTheDocument();
    expect(screen.getByText('¥100.00')).toBeInTheDocument();
    expect(screen.getByText('¥2.50')).toBeInTheDocument();
    expect(screen.getByText('¥0.00')).toBeInTheDocument();
  });

  it('greets a staff member with only the balances their role shows, and none when it shows none', async () => {
    session.save(loginData());
    const staff = { id: 8, phone: '13900000000', name: '李四', is_staff: true, money: null, hb_money: null };
    api({ ...staff, dx_money: 2.5 });
    const { unmount } = renderPage(<HomePage />);
    expect(await screen.findByText('欢迎回来，李四')).toBeInTheDocument();
    expect(screen.getByText('短信余额')).toBeInTheDocument();
    expect(screen.getByText('¥2.50')).toBeInTheDocument();
    expect(screen.queryByText('账户余额')).not.toBeInTheDocument();
    expect(screen.queryByText('红包余额')).not.toBeInTheDocument();
    unmount();

    api({ ...staff, dx_money: null });
    renderPage(<HomePage />);
    expect(await screen.findByText('欢迎回来，李四')).toBeInTheDocument();
    expect(screen.queryByText('短信余额')).not.toBeInTheDocument();
    expect(screen.queryByText(/¥/)).not.toBeInTheDocument();
  });

  it('shows the organiser their activities at a glance, and what expires soon with its renewal', async () => {
    session.save(loginData());
    api();
    renderPage(<HomePage />);
    const running = await screen.findByText('进行中的活动');
    expect(running.closest('.ant-statistic')).toHaveTextContent('3');
    expect(screen.getByText('今日参与人次').closest('.ant-statistic')).toHaveTextContent('128');
    expect(screen.getByText('近7天参与人次').closest('.ant-statistic')).toHaveTextContent('1,024');
    const soon = screen.getByRole('region', { name: '即将到期' });
    expect(soon).toHaveTextContent('安全月答题2天后到期续费');
    expect(screen.getByRole('link', { name: '续费' })).toHaveAttribute(
      'href',
      '/activity/remaining_pay?activity_id=42',
    );
  });
});
