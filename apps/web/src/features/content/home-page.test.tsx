import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '../../app/session.js';
import { loginData, renderPage, stubApi } from '../../components/test-kit.js';
import { HomePage } from './home-page.js';

const api = () =>
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
    '/api/customer/info': {
      data: { id: 7, phone: '13800000000', name: '张三', money: 100, dx_money: 2.5, hb_money: 0 },
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
});
