import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { dialogTitled, expectNotice, pick, renderPage, stubApi } from '../../components/test-kit.js';
import { clickButton, makeCandidate, makeSite, openTab, page, patient, type, voteActivity } from './test-votes.js';
import { VotePage } from './vote-page.js';

const paths = {
  add: '/api/vote/add',
  page: '/api/vote/page',
  gk: '/api/vote/gk',
  verify: '/api/vote/verify',
  verifyList: '/api/vote/verifyList',
};

const stubVote = (extra: Parameters<typeof stubApi>[0] = {}, form = 'vote') =>
  stubApi({
    '/api/MyActivity/activityInfo': { data: voteActivity(form) },
    '/api/vote/site': { data: makeSite() },
    '/api/vote/list': page([makeCandidate(1, { name: '王五', votes: 12 })]),
    '/api/vote/categoryList': { data: [{ id: 2, name: '技术部', sort: 0, candidate_count: 1 }] },
    '/api/vote/template': {
      data: [
        { key: 'grid', name: '双列卡片', description: '两列展示选手' },
        { key: 'list', name: '单列列表', description: '一行一位选手' },
      ],
    },
    [paths.verifyList]: page([]),
    ...extra,
  });

const renderVote = () =>
  renderPage(
    <Routes>
      <Route path="/activity/vote" element={<VotePage />} />
    </Routes>,
    { route: '/activity/vote?activity_id=5' },
  );

describe('VotePage', { timeout: 60_000 }, () => {
  it('sends to the questionnaire designer when the activity is not a vote', async () => {
    stubVote({}, 'survey');
    renderVote();
    const link = await screen.findByRole('link', { name: '去问卷设计' }, patient);
    expect(link).toHaveAttribute('href', '/activity/survey?activity_id=5');
  });

  it('lists candidates numbered 001 and adds one with the values typed and chosen', async () => {
    const { callsTo } = stubVote({ [paths.add]: (c) => ({ data: makeCandidate(2, c.body as object) }) });
    renderVote();
    const row = (await screen.findByText('王五', {}, patient)).closest('tr') as HTMLElement;
    expect(within(row).getByText('001')).toBeInTheDocument();
    expect(screen.getByText('打开大屏').closest('a')).toHaveAttribute('href', '/activity/voteScreen?activity_id=5');
    clickButton('添加选手');
    const dialog = await dialogTitled('添加选手');
    clickButton('保存', dialog);
    await expectNotice('请输入选手名称');
    expect(callsTo(paths.add)).toHaveLength(0);

    type(dialog, '选手名称', '李雷');
    await pick(dialog, '分类', '技术部');
    type(dialog, '视频', 'https://v.example.com/a.mp4');
    type(dialog, '选手介绍', '十年老员工');
    clickButton('保存', dialog);
    await waitFor(() => expect(callsTo(paths.add)).toHaveLength(1), patient);
    expect(callsTo(paths.add)[0]?.body).toEqual({
      activity_id: 5,
      name: '李雷',
      number: '',
      category_id: 2,
      cover: '',
      images: [],
      video: 'https://v.example.com/a.mp4',
      description: '十年老员工',
    });
  });

  it('saves the rules with numbers for the limits and keeps the page settings as saved', async () => {
    const { callsTo } = stubVote({ [paths.page]: { data: makeSite() } });
    renderVote();
    const pane = await openTab('投票规则');
    await within(pane).findByLabelText('每人每天可投票数', {}, patient);
    type(pane, '每人每天可投票数', '5');
    type(pane, '每人总票数', '');
    type(pane, '同一IP每天最多票数', '200');
    fireEvent.click(within(pane).getByLabelText('允许选手报名'));
    fireEvent.click(within(pane).getByLabelText('短信验证手机号'));
    clickButton('保存规则', pane);
    await waitFor(() => expect(callsTo(paths.page)).toHaveLength(1), patient);
    const body = callsTo(paths.page)[0]?.body as {
      settings: Record<string, unknown>;
      signup_fields: unknown;
      identity: unknown;
    };
    expect(body.settings).toEqual({
      ...(({ gate: _g, quota_since: _q, ...rest }) => rest)(makeSite().settings),
      votes_per_day: 5,
      votes_total: 0,
      candidate_signup: true,
      anti_stuffing: { ip_day_max: 200, device_minute_max: 10, ip_burst_flag: 30 },
    });
    expect(body.signup_fields).toEqual([{ key: 'name', required: true }]);
    expect(body.identity).toBe('phone');
  });

  it('asks for two options and a right answer before saving the gate question', async () => {
    const { callsTo } = stubVote({ [paths.gk]: { data: makeSite() } });
    renderVote();
    const pane = await openTab('关卡题');
    fireEvent.click(await within(pane).findByLabelText('启用关卡题', {}, patient));
    type(pane, '题目', '公司成立于哪一年？');
    clickButton('添加选项', pane);
    type(pane, '选项1', '2008');
    clickButton('保存关卡题', pane);
    await expectNotice('关卡题至少需要2个选项');

    clickButton('添加选项', pane);
    type(pane, '选项2', '2010');
    clickButton('保存关卡题', pane);
    await expectNotice('请选择正确答案');
    expect(callsTo(paths.gk)).toHaveLength(0);

    fireEvent.click(within(pane).getByLabelText('选项2为正确答案'));
    clickButton('保存关卡题', pane);
    await waitFor(() => expect(callsTo(paths.gk)).toHaveLength(1), patient);
    expect(callsTo(paths.gk)[0]?.body).toEqual({
      activity_id: 5,
      gate: { enabled: true, question: '公司成立于哪一年？', options: ['2008', '2010'], answer: 1 },
    });
  });

  it('shows pending sign-ups on the tab and rejects one with the reason typed', async () => {
    const pending = makeCandidate(9, { name: '李四', review: 'pending', source: 'signup' });
    const { callsTo } = stubVote({
      [paths.verifyList]: { data: { list: [pending], total: 1, page: 1, limit: 10 } },
      [paths.verify]: (c) => ({ data: { ...pending, review: 'rejected', ...(c.body as object) } }),
    });
    renderVote();
    const pane = await openTab('报名审核');
    await waitFor(
      () => expect(screen.getByText('报名审核').closest('.ant-tabs-tab')?.textContent).toContain('1'),
      patient,
    );
    const row = (await within(pane).findByText('李四', {}, patient)).closest('tr') as HTMLElement;
    clickButton('驳回', row);
    const dialog = await dialogTitled('驳回“李四”的报名');
    type(dialog, '驳回原因', '照片不清晰');
    clickButton('驳回', dialog.querySelector('.ant-modal-footer') as HTMLElement);
    await waitFor(() => expect(callsTo(paths.verify)).toHaveLength(1), patient);
    expect(callsTo(paths.verify)[0]?.body).toEqual({ activity_id: 5, id: 9, approve: false, reason: '照片不清晰' });
  });

  it('saves the chosen page layout together with the saved rules', async () => {
    const { callsTo } = stubVote({ [paths.page]: { data: makeSite() } });
    renderVote();
    const pane = await openTab('页面设置');
    fireEvent.click(await within(pane).findByLabelText('单列列表', {}, patient));
    clickButton('保存页面设置', pane);
    await waitFor(() => expect(callsTo(paths.page)).toHaveLength(1), patient);
    const { gate: _g, quota_since: _q, ...saved } = makeSite().settings;
    expect(callsTo(paths.page)[0]?.body).toEqual({
      activity_id: 5,
      settings: { ...saved, layout: 'list' },
      signup_fields: [{ key: 'name', required: true }],
      identity: 'device',
    });
  });
});
