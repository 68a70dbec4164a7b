import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../app/session.js';
import { uiFlags } from '../../app/ui-flags.js';
import { LocationProbe, loginData, renderPage, slow } from '../../components/test-kit.js';
import { GalleryPage } from './gallery-page.js';
import { galleryRoutes } from './gallery-routes.js';
import { makeTemplate, openTemplate, stubGallery } from './test-gallery.js';

const templates = [
  makeTemplate(1, '安全生产月知识竞赛', 11),
  makeTemplate(2, '党史学习教育答题', 12),
  makeTemplate(3, '垃圾分类有奖答题', 11),
];
const api = () => stubGallery(templates);

const renderGallery = (route = '/recommend/recommend') =>
  renderPage(
    <Routes>
      <Route path="/recommend/*" element={<GalleryPage />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route },
  );

describe('GalleryPage', () => {
  beforeEach(() => uiFlags.closeLoginPopup());

  it('is the public page of the five recommendation routes; the big-screen lottery shows its own on its home', () => {
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
    const dialog = await openTemplate('垃圾分类有奖答题');
    expect(await within(dialog).findByText('垃圾分类有奖答题的介绍')).toBeInTheDocument();
    expect(within(dialog).getByText('及格即可抽奖')).toBeInTheDocument();
  });

  it('takes a logged-in organiser to create an activity from the template', async () => {
    session.save(loginData());
    api();
    renderGallery();
    const dialog = await openTemplate('垃圾分类有奖答题');
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
    const dialog = await openTemplate('垃圾分类有奖答题');
    expect(within(dialog).getByText(note)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '使用此模板' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: '创建空白活动' })).toBeDisabled();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('opens the login popup for a visitor who picks a template', async () => {
    api();
    renderGallery();
    const dialog = await openTemplate('安全生产月知识竞赛');
    fireEvent.click(await within(dialog).findByRole('button', { name: '使用此模板' }));
    expect(uiFlags.get().loginPopup).toBe(true);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});
