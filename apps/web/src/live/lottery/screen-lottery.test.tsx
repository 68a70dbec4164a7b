import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, slow, stubApi } from '../../components/test-kit.js';
import { FakeSocket } from '../kit/test-socket.js';
import {
  lotteryCode,
  lotteryPaths,
  makeLotteryConsole,
  makeScreenData,
  makeStage,
  readyStage,
  resultStage,
} from './lottery-fixtures.js';
import { LotteryScreenPage } from './screen-lottery.js';

const hostKey = 'hostkey-0123456789abcdefghijklmn';
const renderScreen = (query = '') =>
  renderPage(<LotteryScreenPage />, { route: `/screen/lottery/${lotteryCode}${query}`, path: '/screen/lottery/:code' });
/** An event on one of the screen's channels, on whichever socket listens to it. */
const push = (channel: string, event: string, payload: unknown) =>
  FakeSocket.last!.receive({ type: 'event', channel, event, payload });
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('the lottery big screen', () => {
  beforeEach(() => {
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the sign-in QR code and each name arriving on the wall', async () => {
    const { callsTo } = stubApi({ [lotteryPaths.screen]: { data: makeScreenData() } });
    renderScreen();
    expect(await screen.findByRole('img', { name: '扫码签到' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '年会抽奖' })).toBeInTheDocument();
    expect(callsTo(lotteryPaths.screen)[0]?.body).toEqual({ code: lotteryCode });
    const wall = screen.getByRole('list', { name: '人已签到' });
    expect(names(wall)).toEqual(['小红', '小明']);
    await waitFor(() => expect(FakeSocket.last?.channels()).toEqual(['game:9', 'stage:9']));

    push('stage:9', 'lottery.wall', {
      activity_id: 9,
      signed_count: 4,
      people: [
        { id: 3, name: '小刚', photo: '' },
        { id: 4, name: '小丽', photo: '' },
      ],
    });
    expect(names(wall)).toEqual(['小丽', '小刚', '小红', '小明']);
    expect(screen.getByText('4')).toBeInTheDocument();
  });

  it('draws a tier: the commitment when it opens, the race while it spins, then the winners and the seed', async () => {
    stubApi({ [lotteryPaths.screen]: { data: makeScreenData() } });
    renderScreen();
    await screen.findByRole('img', { name: '扫码签到' }, slow);
    await waitFor(() => expect(FakeSocket.last?.channels()).toContain('game:9'));

    push('game:9', 'lottery.stage', readyStage());
    expect(screen.getByRole('heading', { name: '一等奖' })).toBeInTheDocument();
    expect(screen.getByText('扫地机器人')).toBeInTheDocument();
    expect(screen.getByText('本轮抽取 2 人')).toBeInTheDocument();
    expect(screen.getByText('c'.repeat(64))).toBeInTheDocument();

    push(
      'game:9',
      'lottery.stage',
      readyStage({ version: 3, phase: 'spinning', pool_size: 50, pool_hash: 'a'.repeat(64) }),
    );
    expect(screen.getByText('抽奖中…')).toBeInTheDocument();
    expect(screen.getByText('奖池哈希（50 人）')).toBeInTheDocument();
    expect(screen.queryByText('种子')).toBeNull();

    push('game:9', 'lottery.stage', resultStage());
    const winners = screen.getByRole('list', { name: '中奖名单' });
    expect(within(winners).getByText('张*三')).toBeInTheDocument();
    expect(within(winners).getByText('138****1234')).toBeInTheDocument();
    expect(screen.getByText('b'.repeat(64))).toBeInTheDocument();

    // An older stage arriving late changes nothing.
    push('game:9', 'lottery.stage', readyStage({ version: 3, phase: 'spinning' }));
    expect(screen.getByRole('list', { name: '中奖名单' })).toBeInTheDocument();
  });

  it('flies approved messages across while the barrage is on, and none once the host turns it off', async () => {
    stubApi({ [lotteryPaths.screen]: { data: makeScreenData() } });
    renderScreen();
    await screen.findByRole('img', { name: '扫码签到' }, slow);
    await waitFor(() => expect(FakeSocket.last?.channels()).toContain('stage:9'));
    push('stage:9', 'lottery.barrage', {
      activity_id: 9,
      messages: [{ id: 1, name: '小红', text: '新年快乐', system: false }],
    });
    expect(await screen.findByText('新年快乐', {}, slow)).toBeInTheDocument();

    push('game:9', 'lottery.stage', makeStage({ version: 2, barrage_on: false }));
    expect(screen.queryByText('新年快乐')).toBeNull();
    push('stage:9', 'lottery.barrage', {
      activity_id: 9,
      messages: [{ id: 2, name: '', text: '欢迎各位来宾', system: true }],
    });
    expect(screen.queryByText('欢迎各位来宾')).toBeNull();
  });

  it('spins and stops by the space bar when opened with the host key, each state taking one press', async () => {
    const spinning = readyStage({ version: 3, phase: 'spinning' });
    const { callsTo } = stubApi({
      [lotteryPaths.screen]: { data: makeScreenData(readyStage()) },
      [lotteryPaths.stage]: { data: makeLotteryConsole(readyStage()) },
      [lotteryPaths.command]: { data: { applied: true, console: makeLotteryConsole(spinning) } },
    });
    renderScreen(`?host_key=${hostKey}`);
    expect(await screen.findByText('键盘主持', {}, slow)).toBeInTheDocument();
    expect(callsTo(lotteryPaths.stage)[0]?.body).toEqual({ host_key: hostKey });

    // A double press on the same state is one step.
    fireEvent.keyDown(window, { key: ' ' });
    fireEvent.keyDown(window, { key: ' ' });
    expect(await screen.findByText('抽奖中…', {}, slow)).toBeInTheDocument();
    expect(callsTo(lotteryPaths.command)).toHaveLength(1);
    expect(callsTo(lotteryPaths.command)[0]?.body).toEqual({ host_key: hostKey, command: 'spin', from_version: 2 });

    fireEvent.keyDown(window, { key: ' ' });
    await waitFor(() => expect(callsTo(lotteryPaths.command)).toHaveLength(2));
    expect(callsTo(lotteryPaths.command)[1]?.body).toEqual({ host_key: hostKey, command: 'stop', from_version: 3 });
  });

  it('only displays when nobody hosts it: keys send nothing', async () => {
    const { callsTo } = stubApi({ [lotteryPaths.screen]: { data: makeScreenData(readyStage()) } });
    renderScreen();
    await screen.findByRole('heading', { name: '一等奖' }, slow);
    await waitFor(() => expect(FakeSocket.last?.channels()).toContain('game:9'));
    push('game:9', 'lottery.stage', readyStage({ version: 3, phase: 'spinning' }));
    fireEvent.keyDown(window, { key: ' ' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.queryByText('键盘主持')).toBeNull();
    expect(callsTo(lotteryPaths.command)).toHaveLength(0);
    expect(callsTo(lotteryPaths.stage)).toHaveLength(0);
  });
});
