import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../app/session.js';
import { uiFlags } from '../../app/ui-flags.js';
import {
  type ApiCall,
  dialogTitled,
  LocationProbe,
  loginData,
  renderPage,
  slow,
  stubApi,
} from '../../components/test-kit.js';
import { GalleryPage } from './gallery-page.js';
import { galleryRoutes } from './gallery-routes.js';

const template = (id: number, title: string, funcId: number, useCount = id * 100) => ({
  id,
  kind: 1,
  title,
  cover: `/templates/t${id}.svg`,
  description: `${title}的介绍`,
  func_id: funcId,
  topic_id: 21,
  use_count: useCount,
});
const templates = [
  template(1, '安全生产月知识竞赛', 11),
  template(2, '党史学习教育答题', 12),
  template(3, '垃圾分类有奖答题', 11),
];

const api = () =>
  stubApi({
    '/api/RecommendAct/getTplFunction': {
      data: [
        { id: 11, name: '答题抽奖' },
        { id: 12, name: '排行榜竞赛' },
      ],
    },
    '/api/RecommendAct/topic': { data: [{ id: 21, name: '安全生产' }] },
    '/api/RecommendAct/getTplList': (call: ApiCall) => {
      const funcId = Number(call.query.get('tpl_func_id') || 0);
      const list = templates.filter((x) => !funcId || x.func_id === funcId);
      return { data: { list, total: list.length, page: 1, limit: 12 } };
    },
    '/api/RecommendAct/getTplDetail': (call: ApiCall) => ({
      data: {
        ...templates.find((x) => x.id === Number(call.query.get('tpl_id')))!,
        features: ['每次随机抽取10道题', '及格即可抽奖'],
        settings: {},
      },
    }),
    '/api/RecommendAct/cases': {
      data: [
        {
          id: 1,
          kind: 1,
          title: '安全生产月知识竞赛',
          cover: '/templates/t1.svg',
          organiser: '某建工集团',
          join_count: 12860,
        },
      ],
    },
  });

const renderGallery = (route = '/recommend/recommend') =>
  renderPage(
    <Routes>
      <Route path="/recommend/*" element={<GalleryPage />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route },
  );

/** Opens a template's detail and waits for it to load, so its buttons are live. */
const openDetail = async (title: string) => {
  fireEvent.click((await screen.findAllByText(title, {}, slow))[0]!);
  const dialog = await dialogTitled('模板详情');
  await within(dialog).findByText(`${title}的介绍`, {}, slow);
  return dialog;
};

describe('GalleryPage', () => {
  beforeEach(() => uiFlags.closeLoginPopup());

  it('is the public page of the five recommendation routes; the big-screen lottery keeps its intro', () => {
    expect(galleryRoutes.map((r) => [r.path, r.access])).toEqual([
      ['/recommend/recommend', 'public'],
      ['/recommend/recommendScene', 'public'],
      ['/recommend/recommendInteraction', 'public'],
      ['/recommend/recommendSurvey', 'public'],
      ['/recommend/recommendScore', 'public'],
    ]);
  });

  it('shows the kind’s templates with their use counts, its functions, topics and cases', async () => {
    const { callsTo } = api();
    renderGallery();
    expect(await screen.findByText('党史学习教育答题', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '线上答题抽奖' })).toBeInTheDocument();
    expect(screen.getByText('200人已使用')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '排行榜竞赛' })).toBeInTheDocument();
    expect(await screen.findByText('安全生产')).toBeInTheDocument();
    const cases = screen.getByRole('region', { name: '精选案例' });
    expect(within(cases).getByText('某建工集团')).toBeInTheDocument();
    expect(within(cases).getByText('12860人参与')).toBeInTheDocument();
    expect(callsTo('/api/RecommendAct/getTplList')[0]!.query.get('type')).toBe('1');
  });

  it('asks the server for the kind its route names', async () => {
    const { callsTo } = api();
    renderGallery('/recommend/recommendScore');
    expect(await screen.findByRole('heading', { name: '现场评委评分' }, slow)).toBeInTheDocument();
    expect(callsTo('/api/RecommendAct/getTplList')[0]!.query.get('type')).toBe('6');
    expect(callsTo('/api/RecommendAct/getTplFunction')[0]!.body).toEqual({ type: 6 });
  });

  it('shows only the templates of the chosen function, from the first page', async () => {
    const { callsTo } = api();
    renderGallery();
    fireEvent.click(await screen.findByRole('tab', { name: '排行榜竞赛' }, slow));
    expect(await screen.findByText('党史学习教育答题')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('垃圾分类有奖答题')).not.toBeInTheDocument());
    const last = callsTo('/api/RecommendAct/getTplList').at(-1)!;
    expect([last.query.get('tpl_func_id'), last.query.get('page')]).toEqual(['12', '1']);
  });

  it('sends the search text and the chosen topic', async () => {
    const { callsTo } = api();
    renderGallery();
    fireEvent.click(await screen.findByText('安全生产', {}, slow));
    const search = screen.getByLabelText('搜索模板名称或介绍');
    fireEvent.change(search, { target: { value: ' 消防 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => {
      const last = callsTo('/api/RecommendAct/getTplList').at(-1)!;
      expect([last.query.get('topic_id'), last.query.get('search')]).toEqual(['21', '消防']);
    });
  });

  it('opens a template’s detail with its description and features', async () => {
    api();
    renderGallery();
    const dialog = await openDetail('垃圾分类有奖答题');
    expect(await within(dialog).findByText('垃圾分类有奖答题的介绍')).toBeInTheDocument();
    expect(within(dialog).getByText('及格即可抽奖')).toBeInTheDocument();
  });

  it('takes a logged-in organiser to create an activity from the template', async () => {
    session.save(loginData());
    api();
    renderGallery();
    const dialog = await openDetail('垃圾分类有奖答题');
    fireEvent.click(await within(dialog).findByRole('button', { name: '使用此模板' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/activity/addActivity?type=1&tpl_id=3');
  });

  it('takes a logged-in organiser to a blank activity of the kind', async () => {
    session.save(loginData());
    api();
    renderGallery('/recommend/recommendSurvey');
    fireEvent.click(await screen.findByRole('button', { name: '创建空白活动' }, slow));
    expect(await screen.findByTestId('location')).toHaveTextContent('/activity/addActivity?type=4');
  });

  it('marks a kind that does not run yet as coming: its templates can be read, nothing can be created', async () => {
    session.save(loginData());
    api();
    renderGallery('/recommend/recommendScene');
    expect(await screen.findByRole('heading', { name: '现场答题竞赛' }, slow)).toBeInTheDocument();
    expect(screen.getByText('即将开放')).toBeInTheDocument();
    const note = '现场答题竞赛即将开放，暂不能创建或购买，可以先浏览模板';
    expect(screen.getByText(note)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '创建空白活动' })).toBeDisabled();
    const dialog = await openDetail('垃圾分类有奖答题');
    expect(within(dialog).getByText(note)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '使用此模板' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: '创建空白活动' })).toBeDisabled();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('opens the login popup for a visitor who picks a template', async () => {
    api();
    renderGallery();
    const dialog = await openDetail('安全生产月知识竞赛');
    fireEvent.click(await within(dialog).findByRole('button', { name: '使用此模板' }));
    expect(uiFlags.get().loginPopup).toBe(true);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});
