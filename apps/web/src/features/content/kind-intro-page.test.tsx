import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../app/session.js';
import { uiFlags } from '../../app/ui-flags.js';
import { loginData, renderPage, stubApi } from '../../components/test-kit.js';
import { KindIntroPage } from './kind-intro-page.js';

const section = (id: number, category: string, summary: string) => ({
  id,
  category,
  title: category,
  summary,
  image: '',
  published_at: '2025-09-01 09:00',
  content: `<ul><li>${category}的功能</li></ul>`,
});

const api = () =>
  stubApi({
    '/api/web/platformIntro': {
      data: {
        title: '产品介绍',
        sections: [
          section(1, '线上答题抽奖', '手机随时参与的知识竞答'),
          section(4, '问卷/投票/表单', '一个链接收集全部数据'),
          section(5, '现场大屏抽奖', '大屏滚动抽奖'),
        ],
      },
    },
  });

describe('KindIntroPage', () => {
  beforeEach(() => uiFlags.closeLoginPopup());

  it('shows the section of the kind its route names', async () => {
    api();
    renderPage(<KindIntroPage />, { route: '/recommend/recommendSurvey' });
    expect(await screen.findByText('一个链接收集全部数据')).toBeInTheDocument();
    expect(screen.getByText('问卷/投票/表单的功能')).toBeInTheDocument();
    expect(screen.queryByText('手机随时参与的知识竞答')).not.toBeInTheDocument();
    expect(screen.getByText('满意度调查')).toBeInTheDocument();
  });

  it('serves the big-screen lottery page too', async () => {
    api();
    renderPage(<KindIntroPage />, { route: '/LargeScreenLottery/LargeScreenLottery' });
    expect(await screen.findByText('大屏滚动抽奖')).toBeInTheDocument();
  });

  it('offers a visitor 登录/注册, which opens the login popup', async () => {
    const user = userEvent.setup({ delay: null });
    api();
    renderPage(<KindIntroPage />, { route: '/recommend/recommend' });
    await user.click(await screen.findByRole('button', { name: '登录/注册' }));
    expect(uiFlags.get().loginPopup).toBe(true);
    expect(screen.queryByRole('button', { name: '我的活动' })).not.toBeInTheDocument();
  });

  it('offers a logged-in organiser 我的活动', async () => {
    const user = userEvent.setup({ delay: null });
    session.save(loginData());
    api();
    renderPage(
      <Routes>
        <Route path="/recommend/recommendScore" element={<KindIntroPage />} />
        <Route path="/activity/manage" element={<p>我的活动列表</p>} />
      </Routes>,
      { route: '/recommend/recommendScore' },
    );
    await user.click(await screen.findByRole('button', { name: '我的活动' }));
    expect(screen.getByText('我的活动列表')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '登录/注册' })).not.toBeInTheDocument();
  });
});
