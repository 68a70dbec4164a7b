import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { LocationProbe, loginData, renderPage } from '../components/test-kit.js';
import { makeTemplate, openTemplate, stubGallery } from '../features/activity/test-gallery.js';
import { LotteryHomePage } from './lottery-home-page.js';
import { session } from './session.js';
import { uiFlags } from './ui-flags.js';

const patient = { timeout: 15_000 };
const home = '/LargeScreenLottery/LargeScreenLottery';
const templates = [makeTemplate(31, '年会大屏抽奖', 11, 5), makeTemplate(32, '门店开业抽奖', 12, 5)];

const stubHome = () =>
  stubGallery(templates, {
    '/api/web/platformIntro': {
      data: {
        title: '产品介绍',
        sections: [
          {
            id: 5,
            category: '现场大屏抽奖',
            title: '现场大屏抽奖',
            summary: '大屏滚动抽奖',
            image: '',
            published_at: '2025-09-01 09:00',
            content: '',
          },
        ],
      },
    },
    '/api/MyActivity/index': { data: { list: [], total: 0, page: 1, limit: 10 } },
  });

const renderHome = (route = home) =>
  renderPage(
    <Routes>
      <Route path={home} element={<LotteryHomePage />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route },
  );

describe('the big-screen lottery home', { timeout: 60_000 }, () => {
  beforeEach(() => uiFlags.closeLoginPopup());

  it('shows a visitor the kind’s intro and its templates, and the organiser’s lotteries once they log in', async () => {
    const { callsTo } = stubHome();
    renderHome();
    expect(await screen.findByText('大屏滚动抽奖', {}, patient)).toBeInTheDocument();
    const gallery = screen.getByRole('region', { name: '模板库' });
    expect(await within(gallery).findByText('门店开业抽奖', {}, patient)).toBeInTheDocument();
    expect(callsTo('/api/RecommendAct/getTplList')[0]!.query.get('type')).toBe('5');
    act(() => session.save(loginData()));
    expect(await screen.findByText('创建抽奖', {}, patient)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '我的抽奖', selected: true })).toBeInTheDocument();
    expect(screen.queryByText('大屏滚动抽奖')).toBeNull();
  });

  it('asks a visitor who picks a template to log in first', async () => {
    stubHome();
    renderHome();
    const dialog = await openTemplate('门店开业抽奖');
    fireEvent.click(within(dialog).getByRole('button', { name: '使用此模板' }));
    expect(uiFlags.get().loginPopup).toBe(true);
  });

  it('opens an organiser’s templates tab from its link and creates a lottery from a template', async () => {
    session.save(loginData());
    stubHome();
    renderHome(`${home}?tab=templates`);
    expect(await screen.findByRole('tab', { name: '模板库', selected: true }, patient)).toBeInTheDocument();
    const dialog = await openTemplate('年会大屏抽奖');
    fireEvent.click(within(dialog).getByRole('button', { name: '使用此模板' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/activity/addActivity?type=5&tpl_id=31');
  });

  it('moves between an organiser’s lotteries and the templates by tab', async () => {
    session.save(loginData());
    stubHome();
    renderHome();
    expect(await screen.findByText('创建抽奖', {}, patient)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '模板库' }));
    expect(await screen.findByText('门店开业抽奖', {}, patient)).toBeInTheDocument();
  });
});
