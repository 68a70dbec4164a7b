import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmDialog, renderPage, slow, stubApi } from '../../components/test-kit.js';
import { gamePaths, makeConsole, makePlayer } from '../../test/interactive-fixtures.js';
import { questionSnapshot } from '../kit/session-fixtures.js';
import { FakeSocket } from '../kit/test-socket.js';
import { HostLinkConsolePage } from './console-host-page.js';
import { ConsolePage } from './console-page.js';

const players = {
  list: [makePlayer(), makePlayer({ id: 32, nickname: '小红', score: 900, rank: 2 })],
  total: 2,
  page: 1,
  limit: 10,
};
const renderConsole = () => renderPage(<ConsolePage />, { route: '/activity/console?activity_id=5' });
const button = (name: string) => screen.getByRole('button', { name });
/** The server's answer to the console's subscriptions: the session, and the counts only screens get. */
const heard = () => {
  for (const channel of ['game:5', 'stage:5']) FakeSocket.last?.receive({ type: 'subscribed', channel });
};

describe('the host console', () => {
  beforeEach(() => {
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('enables only the commands of the phase and sends each with the version it shows', async () => {
    const question = makeConsole(questionSnapshot(Date.now(), { version: 2, joined: 3 }), {
      commands: ['close', 'pause', 'skip', 'end'],
    });
    const { callsTo } = stubApi({
      [gamePaths.init]: { data: makeConsole({ joined: 3 }) },
      [gamePaths.players]: { data: players },
      [gamePaths.switch]: { data: { applied: true, console: question } },
    });
    renderConsole();
    heard();
    await screen.findByText('等待开始', {}, slow);
    expect(button('开 始')).toBeEnabled();
    expect(button('公布答案')).toBeDisabled();
    expect(callsTo(gamePaths.init)[0]?.body).toEqual({ activity_id: 5 });

    fireEvent.click(button('开 始'));
    await screen.findByText('答题中', {}, slow);
    expect(callsTo(gamePaths.switch)[0]?.body).toEqual({ activity_id: 5, command: 'start', from_version: 1 });
    expect(screen.getByText('中国的首都是哪座城市？')).toBeInTheDocument();
    expect(button('停止作答')).toBeEnabled();
    expect(button('开 始')).toBeDisabled();
    expect(button('继 续')).toBeDisabled();

    // The counts come on the stage channel, which the console follows on the same socket as the session.
    expect(FakeSocket.last!.channels()).toEqual(['game:5', 'stage:5']);
    FakeSocket.last!.receive({
      type: 'event',
      channel: 'stage:5',
      event: 'session.counts',
      payload: { activity_id: 5, version: 2, joined: 3, answered: 2 },
    });
    const counts = document.querySelector('.ic-counts') as HTMLElement;
    expect(within(counts).getByText('已作答').nextElementSibling).toHaveTextContent('2');
  });

  it('offers the closed step’s commands once the deadline passes, with nothing said on the channel', async () => {
    // The step opened long enough ago that it closes (deadline + 500 ms grace) 3 s after the console reads it: time
    // enough for a loaded machine to render it open first.
    const step = questionSnapshot(0).step!;
    const openedAt = Date.now() - step.seconds * 1000 + 2500;
    stubApi({
      [gamePaths.init]: { data: makeConsole(questionSnapshot(openedAt, { server_time: new Date().toISOString() })) },
      [gamePaths.players]: { data: players },
    });
    renderConsole();
    heard();
    await screen.findByText('中国的首都是哪座城市？', {}, slow);
    expect(button('停止作答')).toBeEnabled();
    expect(button('公布答案')).toBeDisabled();
    await waitFor(() => expect(button('公布答案')).toBeEnabled(), { timeout: 8000 });
    expect(button('停止作答')).toBeDisabled();
  });

  it('says so when another console moved the session first, and shows where it is', async () => {
    stubApi({
      [gamePaths.init]: { data: makeConsole() },
      [gamePaths.players]: { data: players },
      [gamePaths.switch]: {
        data: { applied: false, console: makeConsole({ version: 3, phase: 'finished' }, { commands: [] }) },
      },
    });
    renderConsole();
    heard();
    fireEvent.click(await screen.findByRole('button', { name: '结束本场' }, slow));
    expect(await screen.findByText('已由其他操作更新，请以当前状态为准', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('已结束')).toBeInTheDocument();
  });

  it('resets after the host confirms that every score will be wiped', async () => {
    const { callsTo } = stubApi({
      [gamePaths.init]: { data: makeConsole({ version: 7, phase: 'finished' }, { commands: [] }) },
      [gamePaths.players]: { data: players },
      [gamePaths.reset]: { data: { applied: true, console: makeConsole({ version: 8 }) } },
    });
    renderConsole();
    heard();
    fireEvent.click(await screen.findByRole('button', { name: '重 置' }, slow));
    await confirmDialog('重置后本场所有成绩将清空');
    await waitFor(() => expect(callsTo(gamePaths.reset)[0]?.body).toEqual({ activity_id: 5, from_version: 7 }));
    expect(await screen.findByText('等待开始', {}, slow)).toBeInTheDocument();
  });

  it('lists the players and removes one, and hands out the host link', async () => {
    const { callsTo } = stubApi({
      [gamePaths.init]: { data: makeConsole() },
      [gamePaths.players]: { data: players },
      [gamePaths.remove]: { data: { affected: 1 } },
    });
    renderConsole();
    heard();
    const row = (await screen.findByText('小红', {}, slow)).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: '移 出' }));
    await waitFor(() =>
      expect(callsTo(gamePaths.remove)[0]?.body).toEqual({ activity_id: 5, player_ids: [32], mode: 'kick' }),
    );
    expect(
      screen.getByText(`${window.location.origin}/h5/host/hostkey-0123456789abcdefghijklmn`, { selector: 'code' }),
    ).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: '加减分' })).toBeInTheDocument();
  });

  it('counts each player’s right answers against the questions asked, not those they answered', async () => {
    stubApi({
      [gamePaths.init]: { data: makeConsole({ phase: 'reveal', step_index: 4 }) },
      [gamePaths.players]: { data: { ...players, list: [makePlayer({ correct: 3, answered: 4 })] } },
    });
    renderConsole();
    heard();
    const row = (await screen.findByText('小明', {}, slow)).closest('tr') as HTMLElement;
    expect(within(row).getByText('3 / 5')).toBeInTheDocument();
  });

  it('hosts from the host link without a login, without the organiser-only tools', async () => {
    const key = 'hostkey-0123456789abcdefghijklmn';
    const { callsTo } = stubApi({
      [gamePaths.init]: { data: makeConsole() },
      [gamePaths.players]: { data: players },
    });
    renderPage(<HostLinkConsolePage />, { route: `/h5/host/${key}`, path: '/h5/host/:key' });
    await screen.findByText('等待开始', {}, slow);
    expect(callsTo(gamePaths.init)[0]?.body).toEqual({ host_key: key });
    await screen.findByText('小红', {}, slow);
    expect(screen.queryByText('主持链接')).toBeNull();
    expect(screen.queryByRole('button', { name: '加减分' })).toBeNull();
  });
});
