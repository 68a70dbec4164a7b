import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '../../app/session.js';
import {
  confirmDialog,
  dialogTitled,
  expectNotice,
  LocationProbe,
  loginData,
  renderPage,
  slow,
  stubApi,
} from '../../components/test-kit.js';
import { makeDetail } from '../../test/test-activities.js';
import { ActivityListPage } from './activity-list-page.js';

const listPath = '/api/MyActivity/index';
const activity = (id: number, status: 'draft' | 'published' | 'expired', kind: number) => ({
  id,
  kind,
  title: `活动${id}`,
  cover: '',
  status,
  is_online: status === 'published' ? 1 : 0,
  start_time: null,
  end_time: null,
  expires_at: null,
  join_count: id * 10,
  created_at: '2025-03-02T08:00:00.000Z',
});
const page = (list: unknown[], total = list.length) => ({ data: { list, total, page: 1, limit: 10 } });

/** fireEvent and label queries keep antd's selects fast in jsdom; role queries and user-event take seconds here. */
const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getAllByLabelText(label)[0]!);
  const items = await screen.findAllByTitle(option);
  fireEvent.click(items[items.length - 1]!);
};

describe('ActivityListPage', () => {
  it('shows a new organiser 暂无活动 with the six recommendation pages', async () => {
    stubApi({ [listPath]: page([]) });
    renderPage(<ActivityListPage />);
    expect(await screen.findByRole('link', { name: '线上答题抽奖' })).toHaveAttribute('href', '/recommend/recommend');
    expect(screen.getByText('暂无活动')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '现场答题竞赛' })).toHaveAttribute('href', '/recommend/recommendScene');
    expect(screen.getByRole('link', { name: '现场大屏抽奖' })).toHaveAttribute(
      'href',
      '/LargeScreenLottery/LargeScreenLottery',
    );
    expect(screen.getByRole('link', { name: '现场评委评分' })).toHaveAttribute('href', '/recommend/recommendScore');
  });

  it('lists activities with their kind and status tags', async () => {
    stubApi({
      [listPath]: page([activity(1, 'draft', 1), activity(2, 'published', 4), activity(3, 'expired', 6)], 23),
    });
    renderPage(<ActivityListPage />);
    const row = (await screen.findByText('活动2')).closest('tr')!;
    expect(within(row).getByText('问卷投票表单')).toBeInTheDocument();
    expect(within(row).getByText('已发布')).toBeInTheDocument();
    expect(within(row).getByText('已上线')).toBeInTheDocument();
    expect(screen.getByText('草稿')).toBeInTheDocument();
    expect(screen.getByText('已过期')).toBeInTheDocument();
    expect(screen.getByText('共 23 条')).toBeInTheDocument();
  });

  it('says a total counted only so far is a lower bound, and pages up to it', async () => {
    stubApi({
      [listPath]: { data: { list: [activity(1, 'draft', 1)], total: 1010, total_capped: true, page: 1, limit: 10 } },
    });
    renderPage(<ActivityListPage />);
    expect(await screen.findByText('共 1010+ 条')).toBeInTheDocument();
    expect(screen.getByTitle('101')).toBeInTheDocument();
  });

  it('sends the chosen filters and paging in the query', async () => {
    const { callsTo } = stubApi({ [listPath]: page([activity(1, 'draft', 1)], 30) });
    renderPage(<ActivityListPage />);
    await screen.findByText('活动1');
    expect(Object.fromEntries(callsTo(listPath)[0]!.query)).toEqual({ page: '1', limit: '10' });

    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: ' 年会 ' } });
    await choose('上线状态', '未上线');
    await choose('活动类型', '现场大屏抽奖');
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(Object.fromEntries(callsTo(listPath).at(-1)!.query)).toEqual({
        page: '1',
        limit: '10',
        is_online: '0',
        keywords: '年会',
        from: '5',
      }),
    );

    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(callsTo(listPath).at(-1)!.query.get('page')).toBe('2'));
    expect(callsTo(listPath).at(-1)!.query.get('from')).toBe('5');

    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() =>
      expect(Object.fromEntries(callsTo(listPath).at(-1)!.query)).toEqual({ page: '1', limit: '10' }),
    );
  }, 40_000);
});

describe('ActivityListPage row actions', () => {
  const rows = () => page([activity(1, 'draft', 1), activity(2, 'published', 4)]);
  const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr') as HTMLElement;
  const deleteText = '确定删除该活动吗？删除后不可恢复';

  it('links each row to its pages, with 配置 to the quiz setup or the questionnaire builder', async () => {
    session.save(loginData());
    stubApi({ [listPath]: rows() });
    renderPage(<ActivityListPage />);
    const quiz = await rowOf('活动1');
    expect(within(quiz).getByRole('link', { name: '设置' })).toHaveAttribute(
      'href',
      '/activity/activitySettin?activity_id=1',
    );
    expect(within(quiz).getByRole('link', { name: '配置' })).toHaveAttribute('href', '/activity/deploy?activity_id=1');
    expect(within(quiz).getByRole('link', { name: '数据' })).toHaveAttribute(
      'href',
      '/activity/analysis?activity_id=1',
    );
    const survey = await rowOf('活动2');
    expect(within(survey).getByRole('link', { name: '配置' })).toHaveAttribute(
      'href',
      '/activity/survey?activity_id=2',
    );
    expect(within(survey).getByRole('button', { name: '删除' })).toBeInTheDocument();
  });

  it('links a big-screen lottery to its settings, console and draw records', async () => {
    session.save(loginData());
    stubApi({ [listPath]: page([activity(8, 'published', 5)]) });
    renderPage(<ActivityListPage />);
    const lottery = await rowOf('活动8');
    expect(within(lottery).queryByText('即将开放')).toBeNull();
    const links = within(lottery)
      .getAllByRole('link')
      .map((l) => [l.textContent, l.getAttribute('href')]);
    expect(links).toEqual([
      ['设置', '/activity/activitySettin?activity_id=8'],
      ['配置', '/LargeScreenLottery/LargeScreenSettin?activity_id=8'],
      ['现场控制台', '/activity/console?activity_id=8'],
      ['数据', '/LargeScreenLottery/audit?activity_id=8'],
    ]);
    expect(within(lottery).getByRole('button', { name: '复制' })).toBeInTheDocument();
  });

  it('opens the create page from 创建活动', async () => {
    session.save(loginData());
    stubApi({ [listPath]: rows() });
    renderPage(
      <>
        <ActivityListPage />
        <LocationProbe />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: '创建活动' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/activity/addActivity');
  });

  it('copies an activity and reads the list again', async () => {
    session.save(loginData());
    const { callsTo } = stubApi({
      [listPath]: rows(),
      '/api/MyActivity/copyActivity': { data: makeDetail({ id: 3, title: '活动1' }) },
    });
    renderPage(<ActivityListPage />);
    fireEvent.click(within(await rowOf('活动1')).getByRole('button', { name: '复制' }));
    expect(await screen.findByText('复制成功', {}, slow)).toBeInTheDocument();
    expect(callsTo('/api/MyActivity/copyActivity')[0]?.body).toEqual({ activity_id: 1 });
    await waitFor(() => expect(callsTo(listPath)).toHaveLength(2));
  });

  it('deletes an activity only once 确定删除该活动吗 is confirmed', async () => {
    session.save(loginData());
    const { callsTo } = stubApi({ [listPath]: rows(), '/api/MyActivity/delActivity': { data: null } });
    renderPage(<ActivityListPage />);
    fireEvent.click(within(await rowOf('活动2')).getByRole('button', { name: '删除' }));
    await expectNotice(deleteText);
    expect(callsTo('/api/MyActivity/delActivity')).toHaveLength(0);
    await confirmDialog(deleteText);
    expect(await screen.findByText('删除成功', {}, slow)).toBeInTheDocument();
    expect(callsTo('/api/MyActivity/delActivity')[0]?.body).toEqual({ activity_id: 2 });
    await waitFor(() => expect(callsTo(listPath)).toHaveLength(2));
  });

  it('hides 删除 from staff whose role does not grant deleting activities', async () => {
    session.save(loginData({ is_staff: true }));
    const { callsTo } = stubApi({
      [listPath]: rows(),
      '/api/menu/auth': { data: { pages: ['activity/manage'], actions: ['order.pay'] } },
    });
    renderPage(<ActivityListPage />);
    const row = await rowOf('活动2');
    await waitFor(() => expect(callsTo('/api/menu/auth')).toHaveLength(1));
    expect(within(row).getByRole('button', { name: '复制' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
  });

  it('offers a paid activity of a kind that does not run yet its fees back, once confirmed, and no copy', async () => {
    session.save(loginData());
    const refundText = '确定将活动“活动5”的全部发布与续费费用退回账户余额吗？退款后活动回到草稿';
    const { callsTo } = stubApi({
      [listPath]: page([activity(5, 'published', 2), activity(6, 'draft', 6)]),
      '/api/MyActivity/refundClosedKind': {
        data: { refunded: 128, orders: 2, activity: makeDetail({ id: 5, kind: 2 }) },
      },
    });
    renderPage(<ActivityListPage />);
    const paid = await rowOf('活动5');
    expect(within(paid).getByText('即将开放')).toBeInTheDocument();
    expect(within(paid).queryByRole('button', { name: '复制' })).toBeNull();
    expect(within(await rowOf('活动6')).queryByRole('button', { name: '退款' })).toBeNull();
    fireEvent.click(within(paid).getByRole('button', { name: '退款' }));
    await expectNotice(refundText);
    expect(callsTo('/api/MyActivity/refundClosedKind')).toHaveLength(0);
    await confirmDialog(refundText);
    expect(await screen.findByText('已退款 ¥128.00 到账户余额', {}, slow)).toBeInTheDocument();
    expect(callsTo('/api/MyActivity/refundClosedKind')[0]?.body).toEqual({ activity_id: 5 });
    await waitFor(() => expect(callsTo(listPath)).toHaveLength(2));
  });

  it('keeps a long name on one line, whole in its tooltip', async () => {
    const long = '2025年度全公司安全生产月暨消防安全知识线上有奖竞答活动（第一期）';
    stubApi({ [listPath]: page([{ ...activity(7, 'draft', 1), title: long }]) });
    renderPage(<ActivityListPage />);
    const name = await screen.findByText(long);
    // antd marks the single line after measuring it, an effect after the first render.
    await waitFor(() => expect(name).toHaveClass('ant-typography-ellipsis-single-line'));
  });

  it("shows a row's participant link and QR code", async () => {
    session.save(loginData());
    const { callsTo } = stubApi({
      [listPath]: rows(),
      '/api/MyActivity/activityInfo': { data: makeDetail({ id: 2, title: '活动2', link: '/h5/Zz9yX8wV7u' }) },
    });
    renderPage(<ActivityListPage />);
    fireEvent.click(within(await rowOf('活动2')).getByRole('button', { name: '链接' }));
    const dialog = await dialogTitled('活动链接：活动2');
    expect(await within(dialog).findByText(`${window.location.origin}/h5/Zz9yX8wV7u`)).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: '活动2的二维码' })).toBeInTheDocument();
    expect(callsTo('/api/MyActivity/activityInfo')[0]?.query.get('activity_id')).toBe('2');
  });
});
