import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeDetail } from '../test/test-activities.js';
import { ActivityPage } from './activity-page.js';
import { renderPage, slow, stubApi } from './test-kit.js';

const infoPath = '/api/MyActivity/activityInfo';
const renderFrame = () =>
  renderPage(<ActivityPage>{(id) => <p>第{id}号活动的配置</p>}</ActivityPage>, {
    route: '/activity/prize?activity_id=9',
  });

describe('ActivityPage', () => {
  it('says which activity the page is about: name, kind, state and participant link', async () => {
    stubApi({ [infoPath]: { data: makeDetail({ title: '安全月知识竞赛', status: 'published' }) } });
    renderFrame();
    expect(await screen.findByRole('heading', { name: '安全月知识竞赛' }, slow)).toBeInTheDocument();
    expect(screen.getByText('线上答题抽奖')).toBeInTheDocument();
    expect(screen.getByText('已发布')).toBeInTheDocument();
    expect(screen.getByText(`${window.location.origin}/h5/Ab3dE5fG7h`)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '奖品设置' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('第9号活动的配置')).toBeInTheDocument();
  });

  it('shows that a kind that does not run yet is coming instead of its pages', async () => {
    stubApi({ [infoPath]: { data: makeDetail({ kind: 2, title: '知识竞赛', status: 'expired' }) } });
    renderFrame();
    expect(await screen.findByText('现场答题竞赛即将开放', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('已过期')).toBeInTheDocument();
    expect(screen.getAllByText('即将开放')).toHaveLength(1);
    expect(screen.queryByText('第9号活动的配置')).toBeNull();
  });

  it('shows a big-screen lottery its own pages, with its draw records in place of the analysis', async () => {
    stubApi({ [infoPath]: { data: makeDetail({ kind: 5, title: '年会抽奖', status: 'published' }) } });
    renderFrame();
    expect(await screen.findByText('第9号活动的配置', {}, slow)).toBeInTheDocument();
    expect(screen.queryByText('即将开放')).toBeNull();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '活动设置',
      '抽奖设置',
      '抽奖名单',
      '弹幕审核',
      '抽奖记录',
      '领奖核销',
    ]);
  });

  it('still shows the page when the activity cannot be read (a staff role without the settings)', async () => {
    const { callsTo } = stubApi({});
    renderFrame();
    expect(await screen.findByText('第9号活动的配置', {}, slow)).toBeInTheDocument();
    expect(callsTo(infoPath)).toHaveLength(1);
  });
});
