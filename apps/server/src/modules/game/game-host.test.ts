import { contract, type LivePayload, liveChannels } from '@app/contract';
import { describe, expect, it } from 'vitest';
import type { BusMessage } from '../../platform/bus/bus.js';
import { organiserApp } from '../../test/organiser-app.js';
import { makeLiveActivity } from '../activity/live-activity.factory.js';
import { hostCommand, joinGame, makeGame, rightAnswer } from './game-play.factory.js';

const g = contract.game;

describe('hosting an interactive quiz', () => {
  const { t, organiser } = organiserApp();

  const init = (activityId: number, token = organiser.token) => t.call(g.init, { activity_id: activityId }, { token });
  const run = (activityId: number, command: Parameters<typeof hostCommand>[3]) =>
    hostCommand(t, organiser.token, activityId, command);

  it('opens the console in the lobby with the play list, the join code and a host key', async () => {
    const { activity } = await makeGame(t, organiser);
    const res = await init(activity.id);
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({
      snapshot: { activity_id: activity.id, version: 0, phase: 'lobby', step_index: -1, step_count: 3, step: null },
      commands: ['start', 'next', 'end'],
      full_refusals: 0,
      code: activity.code,
      link: `/h5/${activity.code}`,
      title: activity.title,
      rehearsal: false,
    });
    expect(res.body.data.host_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.data.snapshot.capacity).toBe(200);
  });

  it('runs a session through its phases to the podium, one version per step', async () => {
    const { activity } = await makeGame(t, organiser, { types: ['single', 'judge'] });
    const started = await run(activity.id, 'start');
    expect(started.body.data).toMatchObject({
      applied: true,
      console: {
        snapshot: { version: 1, phase: 'question', step_index: 0, step: { stem: '第1题', type: 'single' } },
        commands: ['close', 'pause', 'skip', 'end'],
      },
    });
    const snapshot = started.body.data.console.snapshot;
    expect(Date.parse(snapshot.deadline_at!) - Date.parse(snapshot.opened_at!)).toBe(20_000);
    // The phones never see the answer before the reveal.
    expect(JSON.stringify(snapshot)).not.toContain('"answer"');

    for (const [command, phase] of [
      ['close', 'closed'],
      ['reveal', 'reveal'],
      ['leaderboard', 'leaderboard'],
      ['next', 'question'],
      ['close', 'closed'],
      ['next', 'finished'],
    ] as const) {
      const res = await run(activity.id, command);
      expect(res.body.data.console.snapshot.phase, command).toBe(phase);
    }
    const finished = (await init(activity.id)).body.data;
    expect(finished.snapshot).toMatchObject({ version: 7, phase: 'finished', step_index: 1, leaderboard: [] });
    expect(finished.commands).toEqual([]);
  });

  it('shows the leaderboard on next after every N-th question when the big screen is set so', async () => {
    const { activity } = await makeGame(t, organiser);
    await t.call(g.site, { activity_id: activity.id, leaderboard_every: 2 }, { token: organiser.token });
    expect((await init(activity.id)).body.data.leaderboard_every).toBe(2);
    const player = await joinGame(t, activity, '小明');
    const seen: [string, string, number][] = [];
    let board: unknown = null;
    for (const command of ['start', 'close', 'reveal', 'next', 'close', 'reveal', 'next', 'next'] as const) {
      const { snapshot } = (await run(activity.id, command)).body.data.console;
      seen.push([command, snapshot.phase, snapshot.step_index]);
      if (snapshot.phase === 'leaderboard') board = snapshot.leaderboard;
      if (snapshot.phase === 'question') {
        await t.call(g.answer, { ticket: player.ticket, step_index: snapshot.step_index, answer: rightAnswer.single });
      }
    }
    expect(seen).toEqual([
      ['start', 'question', 0],
      ['close', 'closed', 0],
      ['reveal', 'reveal', 0],
      ['next', 'question', 1],
      ['close', 'closed', 1],
      ['reveal', 'reveal', 1],
      ['next', 'leaderboard', 1],
      ['next', 'question', 2],
    ]);
    expect(board).toEqual([expect.objectContaining({ rank: 1, nickname: '小明', delta: expect.any(Number) })]);
  });

  it('refuses commands out of order with what to do first, changing nothing', async () => {
    const { activity } = await makeGame(t, organiser);
    for (const command of ['reveal', 'skip', 'pause', 'leaderboard'] as const) {
      const res = await run(activity.id, command);
      expect(res.body, command).toMatchObject({ code: 400, msg: '请先开始本场', error: 'GAME_COMMAND_OUT_OF_ORDER' });
    }
    await run(activity.id, 'start');
    expect((await run(activity.id, 'next')).body.msg).toBe('请先停止作答或跳过本题');
    expect((await run(activity.id, 'reveal')).body.msg).toBe('请先停止作答');
    expect((await run(activity.id, 'resume')).body.msg).toBe('本题未暂停');
    await run(activity.id, 'end');
    expect((await run(activity.id, 'start')).body.msg).toBe('本场已结束，请重置后再开始');
    expect((await init(activity.id)).body.data.snapshot).toMatchObject({ version: 2, phase: 'finished' });
  });

  it('cannot start before rounds with questions are set up', async () => {
    const activity = await makeLiveActivity(t, organiser.customer, 3);
    const res = await run(activity.id, 'start');
    expect(res.body).toMatchObject({ code: 400, msg: '请先添加轮次和题目' });
    expect((await init(activity.id)).body.data.snapshot.phase).toBe('lobby');
  });

  it('moves one step for five simultaneous clicks on next with the same version', async () => {
    const { activity } = await makeGame(t, organiser);
    await run(activity.id, 'start');
    await run(activity.id, 'close');
    const version = (await init(activity.id)).body.data.snapshot.version;
    const clicks = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.call(
          g.switch,
          { activity_id: activity.id, command: 'next', from_version: version },
          { token: organiser.token },
        ),
      ),
    );
    expect(clicks.map((c) => c.body.code)).toEqual([200, 200, 200, 200, 200]);
    expect(clicks.filter((c) => c.body.data.applied)).toHaveLength(1);
    for (const c of clicks) expect(c.body.data.console.snapshot).toMatchObject({ version: version + 1, step_index: 1 });
  });

  it('publishes the whole snapshot on the session channel after each transition', async () => {
    const { activity } = await makeGame(t, organiser);
    const heard: BusMessage[] = [];
    const stop = t.deps.bus.subscribe(liveChannels.game(activity.id), (m) => heard.push(m));
    const started = await run(activity.id, 'start');
    stop();
    const states = heard.filter((m) => m.event === 'session.state');
    expect(states).toHaveLength(1);
    const payload = states[0]!.payload as LivePayload<'session.state'>;
    expect(payload).toEqual({ ...started.body.data.console.snapshot, server_time: payload.server_time });
    expect(payload).toMatchObject({ phase: 'question', version: 1, step: { stem: '第1题' } });
  });

  it('keeps the remaining time over a pause and moves the deadline on resume', async () => {
    const { activity } = await makeGame(t, organiser);
    await run(activity.id, 'start');
    t.clock.advance(5_000);
    const paused = (await run(activity.id, 'pause')).body.data.console;
    expect(paused.snapshot).toMatchObject({ paused: true, remaining_ms: 15_000, deadline_at: null });
    expect(paused.commands).toEqual(['close', 'resume', 'skip', 'end']);
    t.clock.advance(60_000);
    expect((await init(activity.id)).body.data.snapshot.phase).toBe('question');
    const resumed = (await run(activity.id, 'resume')).body.data.console.snapshot;
    expect(Date.parse(resumed.deadline_at!) - t.clock.now().getTime()).toBe(15_000);
    t.clock.advance(15_000 + 501);
    expect((await init(activity.id)).body.data.snapshot.phase).toBe('closed');
  });

  it('resets a rehearsal to the lobby: seats stay, answers and scores go, points given by hand too', async () => {
    const { activity } = await makeGame(t, organiser, { draft: true });
    const player = await joinGame(t, activity, '小明');
    await run(activity.id, 'start');
    await t.call(g.answer, { ticket: player.ticket, step_index: 0, answer: rightAnswer.single });
    await t.call(
      contract.gameUserData.interactionExtraScore,
      { activity_id: activity.id, player_id: player.joined.body.data.me.player_id, score: 30, reason: '彩排' },
      { token: organiser.token },
    );
    const before = (await init(activity.id)).body.data;
    expect(before.rehearsal).toBe(true);
    const reset = await t.call(
      g.resetRound,
      { activity_id: activity.id, from_version: before.snapshot.version },
      { token: organiser.token },
    );
    expect(reset.body.data).toMatchObject({
      applied: true,
      console: { snapshot: { phase: 'lobby', step_index: -1, joined: 1, answered: 0 } },
    });
    const me = await t.call(g.me, { ticket: player.ticket });
    expect(me.body.data.me).toMatchObject({ score: 0, streak: 0, answer: null, last: null });
    const given = await t.call(g.extraScores, { activity_id: activity.id }, { token: organiser.token });
    expect(given.body.data.total).toBe(0);
    // A second reset on the old version moves nothing.
    const again = await t.call(
      g.resetRound,
      { activity_id: activity.id, from_version: before.snapshot.version },
      { token: organiser.token },
    );
    expect(again.body.data.applied).toBe(false);
  });

  it('lists players by score with their ranks, filtered by name and status', async () => {
    const { activity } = await makeGame(t, organiser);
    const [a, b] = [await joinGame(t, activity, '张三'), await joinGame(t, activity, '李四')];
    await run(activity.id, 'start');
    await t.call(g.answer, { ticket: b.ticket, step_index: 0, answer: rightAnswer.single });
    await t.call(g.answer, { ticket: a.ticket, step_index: 0, answer: ['A'] });
    const listed = await t.call(g.joinUser, { activity_id: activity.id }, { token: organiser.token });
    expect(listed.body.data.total).toBe(2);
    expect(listed.body.data.list.map((p) => [p.nickname, p.rank, p.answered, p.correct])).toEqual([
      ['李四', 1, 1, 1],
      ['张三', 2, 1, 0],
    ]);
    const found = await t.call(g.joinUser, { activity_id: activity.id, keywords: '张' }, { token: organiser.token });
    expect(found.body.data.list.map((p) => p.nickname)).toEqual(['张三']);
    const kicked = await t.call(g.joinUser, { activity_id: activity.id, status: 'kicked' }, { token: organiser.token });
    expect(kicked.body.data.total).toBe(0);
  });

  it('adds points to a player by hand, answers their new rank and keeps the reason', async () => {
    const { activity } = await makeGame(t, organiser);
    await joinGame(t, activity, '张三');
    await joinGame(t, activity, '李四');
    const players = (await t.call(g.joinUser, { activity_id: activity.id }, { token: organiser.token })).body.data.list;
    const last = players.at(-1)!;
    const res = await t.call(
      contract.gameUserData.interactionExtraScore,
      { activity_id: activity.id, player_id: last.id, score: 50, reason: '抢答加分' },
      { token: organiser.token },
    );
    expect(res.body.data).toMatchObject({ id: last.id, score: 50, rank: 1 });
    const unknown = await t.call(
      contract.gameUserData.interactionExtraScore,
      { activity_id: activity.id, player_id: 999_999, score: 5 },
      { token: organiser.token },
    );
    expect(unknown.body).toMatchObject({ code: 400, msg: '玩家不存在' });
    const given = await t.call(g.extraScores, { activity_id: activity.id }, { token: organiser.token });
    expect(given.body.data.list).toEqual([
      {
        id: expect.any(Number),
        player_id: last.id,
        nickname: last.nickname,
        phone: '',
        points: 50,
        reason: '抢答加分',
        given_by: organiser.phone,
        given_at: t.clock.now().toISOString(),
      },
    ]);
  });
});
