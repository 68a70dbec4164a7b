import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmDialog, renderPage, slow, stubApi } from '../../components/test-kit.js';
import { gamePaths, makeConsole } from '../../test/interactive-fixtures.js';
import { ConsolePage, HostLinkConsolePage } from '../kit/console-pages.js';
import { FakeSocket } from '../kit/test-socket.js';
import { lotteryPaths, makeLotteryConsole, readyStage, resultStage } from './lottery-fixtures.js';

const hostKey = 'hostkey-0123456789abcdefghijklmn';
/** The lottery's console calls, with the console address told this is a lottery. */
const stubLottery = (routes: Parameters<typeof stubApi>[0]) =>
  stubApi({ [lotteryPaths.hostKind]: { data: { kind: 5 } }, ...routes });
const renderConsole = () => renderPage(<ConsolePage />, { route: '/activity/console?activity_id=9' });
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const drawWinners = [
  { winner_id: 81, person_id: 31, name: '张三', phone: '13800001234', department: '市场部', status: 'won' as const },
  { winner_id: 82, person_id: 32, name: '李四', phone: '', department: '', status: 'won' as const },
];
const result = makeLotteryConsole(resultStage(), {
  commands: ['wall', 'open', 'page', 'absent', 'redraw', 'confirm', 'barrage', 'end'],
  draw_winners: drawWinners,
});

describe('the lottery console', () => {
  beforeEach(() => {
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens the picked tier for the count asked, then spins it from the version it shows', async () => {
    const ready = makeLotteryConsole(readyStage({ tier_id: 12, count: 3 }), {
      commands: ['wall', 'open', 'spin', 'barrage', 'end'],
    });
    const { callsTo } = stubLottery({
      [lotteryPaths.stage]: { data: makeLotteryConsole() },
      [lotteryPaths.command]: (c) =>
        (c.body as { command: string }).command === 'open'
          ? { data: { applied: true, console: ready } }
          : {
              data: {
                applied: true,
                console: makeLotteryConsole(readyStage({ version: 3, phase: 'spinning' }), {
                  commands: ['stop', 'barrage'],
                }),
              },
            },
    });
    renderConsole();
    expect(await screen.findByText('签到墙', { selector: '.ant-tag' }, slow)).toBeInTheDocument();
    expect(callsTo(lotteryPaths.stage)[0]?.body).toEqual({ activity_id: 9 });
    expect(button('开始抽奖')).toBeDisabled();
    expect(screen.getByText(`${window.location.origin}/h5/host/${hostKey}`, { selector: 'code' })).toBeInTheDocument();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '奖项' }));
    fireEvent.click(
      await screen.findByText('二等奖 · 保温杯（已抽 0/5）', { selector: '.ant-select-item-option-content' }, slow),
    );
    fireEvent.change(screen.getByRole('spinbutton', { name: '本次人数' }), { target: { value: '3' } });
    fireEvent.click(button('开启奖项'));
    await screen.findByText('待抽奖', { selector: '.ant-tag' }, slow);
    expect(callsTo(lotteryPaths.command)[0]?.body).toEqual({
      activity_id: 9,
      command: 'open',
      from_version: 1,
      tier_id: 12,
      count: 3,
    });

    fireEvent.click(button('开始抽奖'));
    await screen.findByText('抽奖中', { selector: '.ant-tag' }, slow);
    expect(callsTo(lotteryPaths.command)[1]?.body).toEqual({ activity_id: 9, command: 'spin', from_version: 2 });
    expect(button(/^停\s?止$/)).toBeEnabled();
    expect(button('开启奖项')).toBeDisabled();
  });

  it('marks a winner absent, redraws only then, and confirms after the host agrees', async () => {
    const absent: number[] = [];
    const { callsTo } = stubLottery({
      [lotteryPaths.stage]: { data: result },
      [lotteryPaths.command]: (c) => {
        const { from_version, person_ids = [] } = c.body as { from_version: number; person_ids?: number[] };
        absent.push(...person_ids);
        const winners = drawWinners.map((w) =>
          absent.includes(w.person_id) ? { ...w, status: 'absent' as const } : w,
        );
        const stage = { ...result.stage, version: from_version + 1 };
        return { data: { applied: true, console: { ...result, stage, draw_winners: winners } } };
      },
    });
    renderConsole();
    const row = (await screen.findByText('李四', {}, slow)).closest('tr') as HTMLElement;
    expect(button('缺席重抽')).toBeDisabled();
    fireEvent.click(within(row).getByRole('switch', { name: '李四 缺席' }));
    await waitFor(() =>
      expect(callsTo(lotteryPaths.command)[0]?.body).toEqual({
        activity_id: 9,
        command: 'absent',
        from_version: 4,
        person_ids: [32],
      }),
    );
    await within(row).findByText('缺席', { selector: '.ant-tag' }, slow);
    fireEvent.click(button('缺席重抽'));
    await waitFor(() =>
      expect(callsTo(lotteryPaths.command)[1]?.body).toMatchObject({ command: 'redraw', from_version: 5 }),
    );
    fireEvent.click(button('确认中奖'));
    await confirmDialog('确认后本轮中奖者不能再重抽');
    await waitFor(() =>
      expect(callsTo(lotteryPaths.command)[2]?.body).toMatchObject({ command: 'confirm', from_version: 6 }),
    );
  });

  it('says so when another console moved the draw first', async () => {
    stubLottery({
      [lotteryPaths.stage]: {
        data: makeLotteryConsole(readyStage(), { commands: ['wall', 'open', 'spin', 'barrage', 'end'] }),
      },
      [lotteryPaths.command]: { data: { applied: false, console: result } },
    });
    renderConsole();
    fireEvent.click(await screen.findByRole('button', { name: '开始抽奖' }, slow));
    expect(await screen.findByText('已由其他操作更新，请以当前状态为准', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('已开奖', { selector: '.ant-tag' })).toBeInTheDocument();
  });

  it('shows a request to take over a roster row as it arrives, and sends the host’s approval', async () => {
    const ask = {
      id: 4,
      status: 'pending' as const,
      name: '王建国',
      person_id: 31,
      phone: '138****1234',
      employee_no: '*001',
      asked_at: '2030-01-01T00:00:00.000Z',
    };
    let asked = false;
    const { callsTo } = stubLottery({
      [lotteryPaths.stage]: () => ({ data: makeLotteryConsole(undefined, { takeovers: asked ? [ask] : [] }) }),
      [lotteryPaths.takeover]: { data: makeLotteryConsole() },
    });
    renderConsole();
    expect(await screen.findByText('签到墙', { selector: '.ant-tag' }, slow)).toBeInTheDocument();
    expect(screen.queryByText(/换机申请/)).not.toBeInTheDocument();
    asked = true;
    (await FakeSocket.following('stage:9')).receive({
      type: 'event',
      channel: 'stage:9',
      event: 'lottery.takeover',
      payload: { activity_id: 9, pending: 1 },
    });
    expect(await screen.findByText('有一台手机申请接替“王建国”的签到', {}, slow)).toBeInTheDocument();
    expect(screen.getByText(/手机 138\*\*\*\*1234，工号 \*001/)).toBeInTheDocument();
    fireEvent.click(button(/^同\s?意$/));
    await waitFor(() => expect(callsTo(lotteryPaths.takeover)).toHaveLength(1));
    expect(callsTo(lotteryPaths.takeover)[0]?.body).toEqual({ activity_id: 9, takeover_id: 4, approve: true });
    await waitFor(() => expect(screen.queryByText('有一台手机申请接替“王建国”的签到')).not.toBeInTheDocument());
  });

  it('lists same-name sign-ins and leaves the one the host picks out of later draws', async () => {
    const people = [
      { person_id: 31, phone: '138****1234', employee_no: '', department: '市场部', signed_at: null },
      { person_id: 32, phone: '139****5678', employee_no: '', department: '', signed_at: null },
    ];
    const { callsTo } = stubLottery({
      [lotteryPaths.stage]: { data: makeLotteryConsole(undefined, { same_name: [{ name: '张三', people }] }) },
      [lotteryPaths.exclude]: { data: makeLotteryConsole() },
    });
    renderConsole();
    expect(await screen.findByText('重名签到（1 组）', {}, slow)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '将 张三（#32）设为不参与' }));
    await waitFor(() => expect(callsTo(lotteryPaths.exclude)[0]?.body).toEqual({ activity_id: 9, person_ids: [32] }));
    await waitFor(() => expect(screen.queryByText('重名签到（1 组）')).not.toBeInTheDocument());
  });

  it('hosts a lottery from the host link, without the organiser-only tools, and hands the key to the screen', async () => {
    const { callsTo } = stubLottery({ [lotteryPaths.stage]: { data: makeLotteryConsole() } });
    renderPage(<HostLinkConsolePage />, { route: `/h5/host/${hostKey}`, path: '/h5/host/:key' });
    const open = await screen.findByRole('link', { name: '打开大屏' }, slow);
    expect(open).toHaveAttribute('href', `/screen/lottery/Lt3dE5fG7h?host_key=${hostKey}`);
    expect(callsTo(lotteryPaths.stage)[0]?.body).toEqual({ host_key: hostKey });
    expect(screen.queryByText('主持链接')).toBeNull();
  });

  it('opens the interactive quiz’s console for any other activity, without asking for a lottery’s', async () => {
    const { callsTo } = stubApi({
      [lotteryPaths.hostKind]: { data: { kind: 3 } },
      [gamePaths.init]: { data: makeConsole() },
      [gamePaths.players]: { data: { list: [], total: 0, page: 1, limit: 10 } },
    });
    renderConsole();
    expect(await screen.findByText('等待开始', {}, slow)).toBeInTheDocument();
    expect(screen.queryByText('抽奖控制台')).toBeNull();
    expect(callsTo(lotteryPaths.hostKind)[0]?.body).toEqual({ activity_id: 9 });
    expect(callsTo(lotteryPaths.stage)).toHaveLength(0);
  });
});
