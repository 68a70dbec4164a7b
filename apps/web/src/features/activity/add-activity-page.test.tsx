import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, LocationProbe, renderPage, slow, stubApi } from '../../components/test-kit.js';
import { makeDetail } from '../../test/test-activities.js';
import { AddActivityPage } from './add-activity-page.js';

const template = {
  id: 5,
  kind: 1,
  title: '安全知识竞赛',
  cover: '/uploads/tpl5.png',
  description: '',
  func_id: 1,
  topic_id: 2,
  use_count: 12,
  features: ['10道单选题', '答题后抽奖'],
  settings: {},
};

const api = () =>
  stubApi({
    '/api/RecommendAct/expActivityLimit': { data: { drafts: 5, drafts_used: 2, participants: 10 } },
    '/api/RecommendAct/getTplDetail': { data: template },
    '/api/Order/createActivity': (c: ApiCall) => {
      const body = c.body as { type: number; title: string };
      return { data: makeDetail({ id: 42, kind: body.type, title: body.title }) };
    },
  });

const page = (
  <>
    <AddActivityPage />
    <LocationProbe />
  </>
);

describe('AddActivityPage', () => {
  it('offers the six kinds with the free trial limits', async () => {
    api();
    renderPage(page, { route: '/activity/addActivity' });
    expect(
      await screen.findByText('免费体验：未发布的活动 2/5 个，每个未发布的活动可体验 10 人参与'),
    ).toBeInTheDocument();
    for (const name of [
      '线上答题抽奖',
      '现场答题竞赛',
      '现场互动答题',
      '问卷投票表单',
      '现场大屏抽奖',
      '现场评委评分',
    ]) {
      expect(screen.getByText(name)).toBeInTheDocument();
    }
    fireEvent.click(screen.getByText('问卷投票表单'));
    expect(await screen.findByText('创建问卷投票表单')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/activity/addActivity?type=4');
    expect(screen.getByRole('link', { name: '从模板库选择' })).toHaveAttribute('href', '/recommend/recommendSurvey');
  });

  it('creates an online quiz from a template and opens its question setup', async () => {
    const { callsTo } = api();
    renderPage(page, { route: '/activity/addActivity?type=1&tpl_id=5' });
    expect(await screen.findByText('使用模板：安全知识竞赛')).toBeInTheDocument();
    expect(screen.getByText('答题后抽奖')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '安全知识竞赛' })).toHaveAttribute('src', '/uploads/tpl5.png');
    await waitFor(() => expect(screen.getByLabelText('活动名称')).toHaveValue('安全知识竞赛'));

    fireEvent.change(screen.getByLabelText('活动名称'), { target: { value: '2025 安全知识竞赛' } });
    fireEvent.click(screen.getByRole('button', { name: '创 建' }));
    await waitFor(
      () => expect(screen.getByTestId('location')).toHaveTextContent('/activity/deploy?activity_id=42'),
      slow,
    );
    expect(callsTo('/api/Order/createActivity')[0]?.body).toEqual({ type: 1, tpl_id: 5, title: '2025 安全知识竞赛' });
  });

  it('marks the kinds that do not run yet and offers no way to create one', async () => {
    api();
    renderPage(page, { route: '/activity/addActivity' });
    expect(await screen.findAllByText('即将开放')).toHaveLength(1);
    fireEvent.click(screen.getByText('现场答题竞赛'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/activity\/addActivity$/);
    expect(screen.getByText('现场答题竞赛').closest('[role="button"]')).toHaveAttribute('aria-disabled', 'true');
  });

  it('says a kind is coming instead of showing its form when the link names it', async () => {
    const { callsTo } = api();
    renderPage(page, { route: '/activity/addActivity?type=2' });
    expect(await screen.findByText('现场答题竞赛即将开放，暂不能创建或购买，可以先浏览模板')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '创 建' })).toBeNull();
    expect(screen.queryByLabelText('活动名称')).toBeNull();
    expect(callsTo('/api/Order/createActivity')).toHaveLength(0);
  });

  it('opens the questionnaire builder of a new questionnaire, vote or form', async () => {
    api();
    renderPage(page, { route: '/activity/addActivity?type=4' });
    fireEvent.change(await screen.findByLabelText('活动名称'), { target: { value: '员工满意度调查' } });
    fireEvent.click(screen.getByRole('button', { name: '创 建' }));
    await waitFor(
      () => expect(screen.getByTestId('location')).toHaveTextContent('/activity/survey?activity_id=42'),
      slow,
    );
  });

  it('opens the settings of a new big-screen lottery, whose templates are a tab of the lottery home', async () => {
    const { callsTo } = api();
    renderPage(page, { route: '/activity/addActivity?type=5' });
    expect(await screen.findByRole('link', { name: '从模板库选择' })).toHaveAttribute(
      'href',
      '/LargeScreenLottery/LargeScreenLottery?tab=templates',
    );
    fireEvent.change(await screen.findByLabelText('活动名称'), { target: { value: '2026 年会抽奖' } });
    fireEvent.click(screen.getByRole('button', { name: '创 建' }));
    await waitFor(
      () =>
        expect(screen.getByTestId('location')).toHaveTextContent(
          '/LargeScreenLottery/LargeScreenSettin?activity_id=42',
        ),
      slow,
    );
    expect(callsTo('/api/Order/createActivity')[0]?.body).toEqual({ type: 5, tpl_id: '', title: '2026 年会抽奖' });
  });
});
