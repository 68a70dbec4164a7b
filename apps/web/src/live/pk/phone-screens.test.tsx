import { fireEvent, screen, waitFor } from '@testing-library/react';
import { message } from 'antd';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, slow, stubApi } from '../../components/test-kit.js';
import { liveCode, liveTicket, makeInfo, makeQuestion, makeSession, makeState, paths } from '../kit/live-fixtures.js';
import { LiveFrame } from '../kit/live-frame.js';
import { LivePage } from '../kit/live-page.js';
import type { LiveSession } from '../kit/live-screen.js';
import { HomeScreen } from '../quiz/index.js';
import { PkHomeScreen } from './phone-home.js';
import { PkMatchScreen } from './phone-match.js';
import { PkResultScreen } from './phone-result.js';
import { makePkHome, makePkLevel, makePkMatch, makePkResult, pkPaths } from './pk-fixtures.js';

const renderScreen = (screenOf: (live: LiveSession) => ReactNode, settings: Record<string, unknown> = { pk: true }) => {
  const go = vi.fn();
  const live = makeSession(go, settings);
  renderPage(<LiveFrame theme={live.settings.theme}>{screenOf(live)}</LiveFrame>);
  return go;
};
const press = async (name: string) => fireEvent.click(await screen.findByRole('button', { name }, slow));
/** A refusal as the server answers it, with the error's name. */
const notEnabled = { code: 400, msg: 'PK模式未开启', error: 'PK_NOT_ENABLED' };
const homeStubs = { [paths.state]: { data: makeState() }, [paths.turns]: { data: [] } };

describe('PK screens', () => {
  it('offers PK on the home screen when the activity has it on', async () => {
    stubApi({ ...homeStubs, [pkPaths.home]: { data: makePkHome([makePkLevel(1)]) } });
    const go = renderScreen((live) => <HomeScreen live={live} onTicketLost={() => {}} />);
    await press('答题PK');
    expect(go).toHaveBeenCalledWith({ name: 'pk' });
  });

  it('does not ask for the PK home, and shows no PK button, when the activity has no PK', async () => {
    const { callsTo } = stubApi({ ...homeStubs, [pkPaths.home]: notEnabled });
    renderScreen((live) => <HomeScreen live={live} onTicketLost={() => {}} />, { pk: false });
    expect(await screen.findByRole('button', { name: '开始答题' }, slow)).toBeInTheDocument();
    expect(callsTo(pkPaths.home)).toHaveLength(0);
    expect(screen.queryByRole('button', { name: '答题PK' })).toBeNull();
  });

  it('shows no PK button, and no error, when PK was turned off after the page loaded', async () => {
    const { callsTo } = stubApi({
      ...homeStubs,
      [pkPaths.home]: notEnabled,
    });
    const toast = vi.spyOn(message, 'error');
    renderScreen((live) => <HomeScreen live={live} onTicketLost={() => {}} />);
    expect(await screen.findByRole('button', { name: '开始答题' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(callsTo(pkPaths.home)).toHaveLength(1));
    expect(callsTo(pkPaths.home)[0]?.body).toEqual({ ticket: liveTicket });
    expect(screen.queryByRole('button', { name: '答题PK' })).toBeNull();
    expect(toast).not.toHaveBeenCalled();
    toast.mockRestore();
  });

  it('shows no PK button when PK is switched off', async () => {
    const off = makePkHome([], { config: { ...makePkHome([]).config, enabled: false } });
    const { callsTo } = stubApi({ ...homeStubs, [pkPaths.home]: { data: off } });
    renderScreen((live) => <HomeScreen live={live} onTicketLost={() => {}} />);
    expect(await screen.findByRole('button', { name: '开始答题' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(callsTo(pkPaths.home)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: '答题PK' })).toBeNull();
  });

  it('shows the levels as a path: won, open to challenge, locked', async () => {
    const levels = [
      makePkLevel(1, { name: '入门', state: 'won', best_correct: 2 }),
      makePkLevel(2, { name: '进阶', state: 'open', time_limit: 30, question_count: 5, win_correct: 3 }),
      makePkLevel(3, { name: '高手', state: 'locked' }),
    ];
    stubApi({ [pkPaths.home]: { data: makePkHome(levels, { matches_left: 0 }) } });
    renderScreen((live) => <PkHomeScreen live={live} />);
    expect(await screen.findByText('第3关 高手', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('已过关')).toBeInTheDocument();
    expect(screen.getByText('未解锁')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: '挑战' })).toHaveLength(1);
    expect(screen.getByText('5题 · 答对3题过关 · 限时30秒')).toBeInTheDocument();
    expect(screen.getByText('最好成绩：答对2题')).toBeInTheDocument();
    expect(screen.getByText('今日PK次数已用完，明天再来吧')).toBeInTheDocument();
    expect(screen.getByText('每关胜过对手即可过关')).toBeInTheDocument();
  });

  it('plays a match from the home screen to a win and goes on to the next level', async () => {
    localStorage.setItem(`live:ticket:${liveCode}`, liveTicket);
    const level = makePkLevel(1, { name: '入门' });
    const match = makePkMatch(level, [makeQuestion(0), makeQuestion(1, { stem: '第二道' })]);
    const next = makePkMatch(makePkLevel(2, { name: '进阶' }), [makeQuestion(0, { stem: '下一关的题' })], {
      challenge_id: 52,
      opponent: null,
    });
    const answers = [
      { index: 0, correct: true, correct_count: 1 },
      { index: 1, correct: true, correct_count: 2 },
    ];
    const { callsTo } = stubApi({
      ...homeStubs,
      [paths.info]: { data: makeInfo({ settings: { ...makeInfo().settings, pk: true } }) },
      [pkPaths.home]: { data: makePkHome([level, makePkLevel(2, { name: '进阶', state: 'locked' })]) },
      [pkPaths.start]: (c) => ({ data: (c.body as { level_id: number }).level_id === 1 ? match : next }),
      [pkPaths.answer]: (c) => ({ data: answers[(c.body as { index: number }).index] }),
      [pkPaths.finish]: { data: makePkResult({ next_level_id: 2 }) },
    });
    renderPage(<LivePage />, { route: `/h5/${liveCode}`, path: '/h5/:code' });
    await press('答题PK');
    await press('挑战');
    expect(await screen.findByText('对手：韩梅梅 答对1题 用时12.5秒', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('1/2')).toBeInTheDocument();
    await press('A. 北京');
    expect(await screen.findByText('回答正确', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('我已答对 1 题')).toBeInTheDocument();
    await press('下一题');
    expect(await screen.findByText('第二道', {}, slow)).toBeInTheDocument();
    await press('B. 上海');
    expect(await screen.findByText('我已答对 2 题', {}, slow)).toBeInTheDocument();
    await press('结束挑战');

    expect(await screen.findByText('胜利', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('答对 2/2 题')).toBeInTheDocument();
    expect(screen.getByText('用时 0:42')).toBeInTheDocument();
    await press('挑战下一关');
    expect(await screen.findByText('无人挑战过，答对1题即可过关', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('下一关的题')).toBeInTheDocument();
    expect(callsTo(pkPaths.start).map((c) => c.body)).toEqual([
      { ticket: liveTicket, level_id: 1 },
      { ticket: liveTicket, level_id: 2 },
    ]);
    expect(callsTo(pkPaths.answer)[1]?.body).toEqual({ ticket: liveTicket, challenge_id: 51, index: 1, answer: ['B'] });
    expect(callsTo(pkPaths.finish)[0]?.body).toEqual({ ticket: liveTicket, challenge_id: 51 });
  });

  it('ends the match by itself when its clock runs out', async () => {
    const level = makePkLevel(1, { time_limit: 30 });
    const match = makePkMatch(level, [makeQuestion(0)], { deadline_at: new Date(Date.now() - 1000).toISOString() });
    const result = makePkResult({ won: false, correct_count: 0 });
    const { callsTo } = stubApi({ [pkPaths.finish]: { data: result } });
    const go = renderScreen((live) => <PkMatchScreen live={live} match={match} />);
    await waitFor(() => expect(go).toHaveBeenCalledWith({ name: 'pkResult', result, level }), slow);
    expect(callsTo(pkPaths.finish)).toHaveLength(1);
  });

  it('shows a lost match as 失败 against the opponent, without a next level', async () => {
    stubApi({});
    const result = makePkResult({ won: false, correct_count: 0, total: 2 });
    const go = renderScreen((live) => <PkResultScreen live={live} result={result} level={makePkLevel(1)} />);
    expect(screen.getByText('失败')).toBeInTheDocument();
    expect(screen.getByText('韩梅梅')).toBeInTheDocument();
    expect(screen.getByText('答对0题')).toBeInTheDocument();
    expect(screen.getByText('答对1题')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '挑战下一关' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '返回PK首页' }));
    expect(go).toHaveBeenCalledWith({ name: 'pk' });
  });
});
