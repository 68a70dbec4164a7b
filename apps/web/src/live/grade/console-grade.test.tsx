import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmDialog, dialogTitled, pick, renderPage, slow, stubApi } from '../../components/test-kit.js';
import { ConsolePage, HostLinkConsolePage } from '../kit/console-pages.js';
import { FakeSocket } from '../kit/test-socket.js';
import {
  hostKey,
  makeGradeConsole,
  makeStage,
  revealedStage,
  scoringStage,
  stagePaths,
} from './grade-stage-fixtures.js';

/** The console calls, with the console address told this is judge scoring. */
const stubGrade = (routes: Parameters<typeof stubApi>[0]) =>
  stubApi({ [stagePaths.hostKind]: { data: { kind: 6 } }, ...routes });
const renderConsole = () => renderPage(<ConsolePage />, { route: '/activity/console?activity_id=9' });
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const phase = (name: string) => screen.findByText(name, { selector: '.ant-tag' }, slow);

/** Each command answered with the stage it leads to, one version on. */
const stagesAfter = {
  show: scoringStage,
  reveal: revealedStage,
  ranking: (over = {}) => makeStage({ phase: 'ranking', ...over }),
  finish: (over = {}) => makeStage({ phase: 'finished', ...over }),
};
const commandsIn = {
  scoring: ['show', 'reveal', 'ranking', 'finish'],
  revealed: ['show', 'ranking', 'finish'],
  ranking: ['show', 'finish'],
  finished: ['show'],
} as const;
const answerCommands = (body: unknown) => {
  const { command, from_version } = body as { command: keyof typeof stagesAfter; from_version: number };
  const stage = stagesAfter[command]({ version: from_version + 1 });
  const commands = [...commandsIn[stage.phase as keyof typeof commandsIn]];
  return { data: { applied: true, console: makeGradeConsole(stage, { commands }) } };
};
// The test setup's stand-in, put back after each test's unstubbing (antd's selects and text areas observe sizes).
const resizeObserver = globalThis.ResizeObserver;
const scored = makeGradeConsole(scoringStage(), {
  commands: ['show', 'reveal', 'ranking', 'finish'],
  scores: [
    {
      id: 71,
      round_id: 3,
      contestant_id: 21,
      judge_id: 41,
      judge_name: '王教授',
      abstained: false,
      items: [],
      total: 9.5,
      comment: '',
      submitted_at: '2030-01-01T00:00:00.000Z',
      locked: true,
      history: [],
    },
  ],
});

describe('the judge scoring console', () => {
  beforeEach(() => {
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.stubGlobal('ResizeObserver', resizeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends each command from the version it shows: next, reveal, ranking, then finish once agreed', async () => {
    const { callsTo } = stubGrade({
      [stagePaths.stage]: { data: makeGradeConsole() },
      [stagePaths.command]: (c) => answerCommands(c.body),
    });
    renderConsole();
    await phase('未开始');
    expect(callsTo(stagePaths.stage)[0]?.body).toEqual({ activity_id: 9 });
    expect(button(/^亮\s?分$/)).toBeDisabled();

    fireEvent.click(button('下一位'));
    await phase('评分中');
    expect(callsTo(stagePaths.command)[0]?.body).toEqual({
      activity_id: 9,
      command: 'show',
      from_version: 1,
      round_id: 3,
    });
    expect(screen.getByText('评委已评 1/2')).toBeInTheDocument();

    fireEvent.click(button(/^亮\s?分$/));
    await phase('已亮分');
    expect(callsTo(stagePaths.command)[1]?.body).toEqual({ activity_id: 9, command: 'reveal', from_version: 2 });
    expect(screen.getByText('最终得分 9.25')).toBeInTheDocument();

    fireEvent.click(button('排行榜'));
    await waitFor(() => expect(callsTo(stagePaths.command)).toHaveLength(3));
    expect(callsTo(stagePaths.command)[2]?.body).toEqual({
      activity_id: 9,
      command: 'ranking',
      from_version: 3,
      round_id: 3,
    });
    await waitFor(() => expect(button('排行榜')).toBeDisabled());

    fireEvent.click(button(/^结\s?束$/));
    await confirmDialog('结束后大屏将显示最终排名，比赛结束');
    await phase('已结束');
    expect(callsTo(stagePaths.command)[3]?.body).toEqual({ activity_id: 9, command: 'finish', from_version: 4 });
  });

  it('drives the stage from the keyboard: N next, R reveal, L ranking, one step per state', async () => {
    const { callsTo } = stubGrade({
      [stagePaths.stage]: { data: makeGradeConsole() },
      [stagePaths.command]: (c) => answerCommands(c.body),
    });
    renderConsole();
    await phase('未开始');
    expect(screen.getByText('键盘：N 下一位 · R 亮分 · L 排行榜')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'n' });
    fireEvent.keyDown(window, { key: 'n' });
    await phase('评分中');
    expect(callsTo(stagePaths.command)).toHaveLength(1);
    fireEvent.keyDown(window, { key: 'r' });
    await phase('已亮分');
    fireEvent.keyDown(window, { key: 'L' });
    await waitFor(() => expect(callsTo(stagePaths.command)).toHaveLength(3));
    expect(callsTo(stagePaths.command).map((c) => (c.body as { command: string }).command)).toEqual([
      'show',
      'reveal',
      'ranking',
    ]);
    expect(callsTo(stagePaths.command)[2]?.body).toMatchObject({ from_version: 3 });
  });

  it('puts the contestant the host picks on stage, in the round chosen', async () => {
    const { callsTo } = stubGrade({
      [stagePaths.stage]: { data: makeGradeConsole() },
      [stagePaths.command]: (c) => answerCommands(c.body),
    });
    renderConsole();
    fireEvent.click(await screen.findByRole('button', { name: '李四 上台' }, slow));
    await waitFor(() =>
      expect(callsTo(stagePaths.command)[0]?.body).toEqual({
        activity_id: 9,
        command: 'show',
        from_version: 1,
        round_id: 3,
        contestant_id: 22,
      }),
    );
    await phase('评分中');
    expect(button('张三 上台')).toBeDisabled();

    await pick(document.body, '轮次', '复赛');
    const row = screen.getByText('孙七').closest('tr') as HTMLElement;
    expect(within(row).getByText('3/3')).toBeInTheDocument();
    expect(within(row).getByText('8.5')).toBeInTheDocument();
    expect(within(row).getByText('已上台')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: '孙七 上台' }));
    await waitFor(() =>
      expect(callsTo(stagePaths.command)[1]?.body).toEqual({
        activity_id: 9,
        command: 'show',
        from_version: 2,
        round_id: 4,
        contestant_id: 31,
      }),
    );
  });

  it('warns of a judge far from the others, with their total', async () => {
    stubGrade({
      [stagePaths.stage]: { data: { ...scored, flagged: [{ judge_id: 41, name: '王教授', total: 9.5 }] } },
    });
    renderConsole();
    expect(await screen.findByText('王教授 的总分 9.5 偏离其他评委', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('偏离提醒（1）')).toBeInTheDocument();
  });

  it('unlocks a submitted score only with a reason', async () => {
    let unlocked = false;
    const { callsTo } = stubGrade({
      [stagePaths.stage]: () => ({
        data: unlocked ? { ...scored, scores: scored.scores.map((s) => ({ ...s, locked: false })) } : scored,
      }),
      [stagePaths.unlock]: () => {
        unlocked = true;
        return { data: scored.scores[0] };
      },
    });
    renderConsole();
    fireEvent.click(await screen.findByRole('button', { name: '解锁 王教授 的评分' }, slow));
    const dialog = await dialogTitled('解锁评分');
    fireEvent.click(within(dialog).getByRole('button', { name: /^解\s?锁$/ }));
    expect(await within(dialog).findByText('请输入解锁原因', {}, slow)).toBeInTheDocument();
    expect(callsTo(stagePaths.unlock)).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: '解锁原因' }), { target: { value: ' 评委误操作 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^解\s?锁$/ }));
    await waitFor(() => expect(callsTo(stagePaths.unlock)).toHaveLength(1));
    expect(callsTo(stagePaths.unlock)[0]?.body).toEqual({ score_id: 71, reason: '评委误操作' });
    expect(await screen.findByText('已解锁，待重新提交', {}, slow)).toBeInTheDocument();
  });

  it('reads the console again on every stage the channel brings', async () => {
    const { callsTo } = stubGrade({
      [stagePaths.stage]: () => ({ data: callsTo(stagePaths.stage).length > 1 ? scored : makeGradeConsole() }),
    });
    renderConsole();
    await phase('未开始');
    const reads = callsTo(stagePaths.stage).length;
    (await FakeSocket.following('game:9')).receive({
      type: 'event',
      channel: 'game:9',
      event: 'grade.stage',
      payload: scoringStage(),
    });
    await waitFor(() => expect(callsTo(stagePaths.stage).length).toBe(reads + 1));
    expect(await screen.findByRole('button', { name: '解锁 王教授 的评分' }, slow)).toBeInTheDocument();
  });

  it('hosts from the host link without unlocking or the organiser’s cards', async () => {
    const { callsTo } = stubGrade({ [stagePaths.stage]: { data: scored } });
    renderPage(<HostLinkConsolePage />, { route: `/h5/host/${hostKey}`, path: '/h5/host/:key' });
    expect(await screen.findByText('王教授', { selector: 'strong' }, slow)).toBeInTheDocument();
    expect(callsTo(stagePaths.stage)[0]?.body).toEqual({ host_key: hostKey });
    expect(callsTo(stagePaths.hostKind)[0]?.body).toEqual({ host_key: hostKey });
    expect(screen.queryByRole('button', { name: '解锁 王教授 的评分' })).toBeNull();
    expect(screen.queryByText('主持链接')).toBeNull();
    expect(screen.getByRole('link', { name: '打开大屏' })).toHaveAttribute('href', '/screen/grade/Gd3dE5fG7h');
    expect(screen.getByText(`${window.location.origin}/h5/Gd3dE5fG7h`, { selector: 'code' })).toBeInTheDocument();
  });
});
