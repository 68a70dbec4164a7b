import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, slow, stubApi } from '../../components/test-kit.js';
import { gamePaths } from '../../test/interactive-fixtures.js';
import { makeSnapshot, makeStep, questionSnapshot } from '../kit/session-fixtures.js';
import { FakeSocket } from '../kit/test-socket.js';
import { InteractiveScreenPage } from './screen-game.js';

// jsdom draws no canvas: the chart shows what it was given as its label.
vi.mock('./distribution-chart.js', () => ({
  DistributionChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const code = 'Ab3dE5fG7h';
const site = { theme: 'stage', title: '', background: '', logo: '', leaderboard_every: 0, show_join_code: true };
const screenData = (snapshot = makeSnapshot({ joined: 2 })) => ({
  title: '年会互动答题',
  code,
  link: `/h5/${code}`,
  site,
  snapshot,
  recent: ['小红', '小明'],
});
const renderScreen = () =>
  renderPage(<InteractiveScreenPage />, { route: `/screen/interactive/${code}`, path: '/screen/interactive/:code' });
const push = (event: string, payload: unknown, channel = 'game:5') =>
  FakeSocket.last!.receive({ type: 'event', channel, event, payload });
/** Counts and lobby names come on the channel only screens and consoles follow. */
const stage = (event: string, payload: unknown) => push(event, payload, 'stage:5');

describe('the interactive quiz big screen', () => {
  beforeEach(() => {
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the QR code, the join code and the names popping into the lobby', async () => {
    const { callsTo } = stubApi({ [gamePaths.screen]: () => ({ data: screenData() }) });
    renderScreen();
    expect(await screen.findByRole('img', { name: '扫码加入答题' }, slow)).toBeInTheDocument();
    expect(screen.getByText(code)).toBeInTheDocument();
    expect(screen.getByText(`${window.location.origin}/h5/${code}`, { selector: 'div' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '年会互动答题' })).toBeInTheDocument();
    const wall = screen.getByRole('list', { name: '人已加入' });
    expect(
      within(wall)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['小红', '小明']);
    expect(callsTo(gamePaths.screen)[0]?.body).toEqual({ code });

    await FakeSocket.following('stage:5');
    expect(FakeSocket.all.flatMap((socket) => socket.channels())).toEqual(['game:5', 'stage:5']);
    stage('session.lobby', { activity_id: 5, names: ['小刚', '小丽'] });
    stage('session.counts', { activity_id: 5, version: 1, joined: 4, answered: 0 });
    expect(
      within(wall)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['小丽', '小刚', '小红', '小明']);
    expect(screen.getByText('4')).toBeInTheDocument();
  });

  it('shows a question with its countdown and how many answered, then the distribution with the right answer', async () => {
    stubApi({ [gamePaths.screen]: () => ({ data: screenData() }) });
    renderScreen();
    await screen.findByText(code, {}, slow);
    await FakeSocket.following('game:5');
    const question = questionSnapshot(Date.now(), { joined: 4 });
    push('session.state', question);
    expect(screen.getByText('中国的首都是哪座城市？')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('20');
    expect(screen.getByText('0 / 4 已作答')).toBeInTheDocument();
    stage('session.counts', { activity_id: 5, version: 2, joined: 4, answered: 3 });
    expect(screen.getByText('3 / 4 已作答')).toBeInTheDocument();

    const reveal = {
      answer: ['A'],
      distribution: [
        { key: 'A', count: 2 },
        { key: 'B', count: 1 },
      ],
      answered: 3,
      correct: 2,
      average_ms: 4100,
      explanation: '北京是首都',
    };
    push('session.state', { ...question, version: 4, phase: 'reveal', reveal });
    expect(screen.getByRole('img', { name: '作答分布：北京 2 ✓，上海 1，广州 0，深圳 0' })).toBeInTheDocument();
    expect(screen.getByText('A 北京')).toBeInTheDocument();
    expect(screen.getByText('2 人答对')).toBeInTheDocument();
    expect(screen.getByText('平均用时 4.1 秒')).toBeInTheDocument();
  });

  it('shows an ordering step with its options, then the right order and how many got it right', async () => {
    stubApi({ [gamePaths.screen]: () => ({ data: screenData() }) });
    renderScreen();
    await screen.findByText(code, {}, slow);
    await FakeSocket.following('game:5');
    const step = makeStep({ type: 'sort', stem: '按人口从多到少排列', options: makeStep().options.slice(0, 3) });
    const question = questionSnapshot(Date.now(), { joined: 4, step });
    push('session.state', question);
    expect(screen.getByText('请在手机上按正确顺序依次点击选项')).toBeInTheDocument();
    expect(screen.getByText('广州')).toBeInTheDocument();

    const reveal = {
      answer: ['B', 'A', 'C'],
      distribution: [
        { key: 'right', count: 1 },
        { key: 'wrong', count: 2 },
      ],
      answered: 3,
      correct: 1,
      average_ms: 6200,
      explanation: '',
    };
    push('session.state', { ...question, version: 4, phase: 'reveal', reveal });
    const order = screen.getByRole('list', { name: '正确答案' });
    expect(
      within(order)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['B 上海', 'A 北京', 'C 广州']);
    expect(screen.getByRole('img', { name: '作答分布：答对 1 ✓，答错 2' })).toBeInTheDocument();
    expect(screen.getByText('1 人答对')).toBeInTheDocument();
  });

  it('re-ranks the leaderboard from the order before the last question, and ends on a podium', async () => {
    const rows = [
      { rank: 1, player_id: 1, nickname: '小红', score: 1800, delta: 900 },
      { rank: 2, player_id: 2, nickname: '小明', score: 1500, delta: 0 },
    ];
    stubApi({
      [gamePaths.screen]: { data: screenData(makeSnapshot({ version: 6, phase: 'leaderboard', leaderboard: rows })) },
    });
    renderScreen();
    const board = await screen.findByRole('list', { name: '排行榜' }, slow);
    const names = () =>
      within(board)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.is-row-name')?.textContent);
    expect(names()).toEqual(['小明', '小红']);
    await screen.findByText('+900', {}, { timeout: 3000 });
    expect(names()).toEqual(['小红', '小明']);

    push('session.state', makeSnapshot({ version: 7, phase: 'finished', leaderboard: rows }));
    const podium = screen.getByRole('list', { name: '最终排名' });
    expect(within(podium).getByText('小红')).toBeInTheDocument();
  });
});
