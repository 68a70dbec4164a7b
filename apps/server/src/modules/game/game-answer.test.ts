import { activityKind, contract, type InputOf } from '@app/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organiserApp } from '../../test/organiser-app.js';
import { activities, activityGateMs } from '../activity/index.js';
import { makeLiveActivity } from '../activity/live-activity.factory.js';
import { enterAs } from '../activity/participant.factory.js';
import { liveSessionAnswers } from '../live-session/index.js';
import { hostCommand, joinGame, makeGame, rightAnswer, wrongAnswer } from './game-play.factory.js';

const g = contract.game;

describe('answering an interactive quiz', () => {
  const { t, organiser } = organiserApp();

  const run = (activityId: number, command: Parameters<typeof hostCommand>[3]) =>
    hostCommand(t, organiser.token, activityId, command);
  const answer = (ticket: string, stepIndex: number, given: string[]) =>
    t.call(g.answer, { ticket, step_index: stepIndex, answer: given } satisfies InputOf<typeof g.answer>);
  const me = async (ticket: string) => (await t.call(g.me, { ticket })).body.data.me;
  const rowsOf = async (activityId: number) =>
    (
      await t.deps.db
        .select({ n: count() })
        .from(liveSessionAnswers)
        .where(eq(liveSessionAnswers.activityId, activityId))
    )[0]!.n;

  it('judges each kind of question and scores right answers by how fast they arrived', async () => {
    const types = ['single', 'multiple', 'judge', 'blank', 'sort'] as const;
    const { activity } = await makeGame(t, organiser, { types: [...types], streakBonus: false });
    const [fast, wrong] = [await joinGame(t, activity, '快手'), await joinGame(t, activity, '错手')];
    await run(activity.id, 'start');
    for (const [i, type] of types.entries()) {
      t.clock.advance(5_000);
      const taken = await answer(fast.ticket, i, rightAnswer[type]!);
      expect(taken.body.data, type).toEqual({ received_at: t.clock.now().toISOString(), elapsed_ms: 5_000 });
      expect((await answer(wrong.ticket, i, wrongAnswer[type]!)).body.code).toBe(200);
      await run(activity.id, 'close');
      await run(activity.id, i < types.length - 1 ? 'next' : 'reveal');
    }
    // Speed-weighted: 1000 × (1 − 5 / 40) = 875 for each.
    expect(await me(fast.ticket)).toMatchObject({ score: 5 * 875, rank: 1, streak: 5 });
    expect(await me(wrong.ticket)).toMatchObject({ score: 0, rank: 2, streak: 0 });
  });

  it('marks a fill-in answer as the online quiz does: case, width and spaces aside', async () => {
    const { activity } = await makeGame(t, organiser, { types: ['blank'] });
    const player = await joinGame(t, activity, '填空');
    await run(activity.id, 'start');
    await answer(player.ticket, 0, [' 氢 ', '氧元素']);
    await run(activity.id, 'close');
    await run(activity.id, 'reveal');
    expect((await me(player.ticket)).last).toMatchObject({ correct: true });
  });

  it('adds the streak bonus for right answers in a row, and a wrong or missing answer ends the run', async () => {
    const { activity } = await makeGame(t, organiser, { pointsMode: 'fixed' });
    const [steady, missed, wrong] = [
      await joinGame(t, activity, '稳定'),
      await joinGame(t, activity, '漏答'),
      await joinGame(t, activity, '答错'),
    ];
    const plan: Record<string, ('right' | 'wrong' | 'none')[]> = {
      [steady.ticket]: ['right', 'right', 'right'],
      [missed.ticket]: ['right', 'none', 'right'],
      [wrong.ticket]: ['right', 'wrong', 'right'],
    };
    await run(activity.id, 'start');
    for (let step = 0; step < 3; step += 1) {
      for (const [ticket, moves] of Object.entries(plan)) {
        if (moves[step] !== 'none') await answer(ticket, step, moves[step] === 'right' ? ['B'] : ['A']);
      }
      await run(activity.id, 'close');
      await run(activity.id, 'reveal');
      if (step < 2) await run(activity.id, 'next');
    }
    expect(await me(steady.ticket)).toMatchObject({ score: 1000 + 1100 + 1200, streak: 3 });
    expect(await me(missed.ticket)).toMatchObject({ score: 2000, streak: 1 });
    expect(await me(wrong.ticket)).toMatchObject({ score: 2000, streak: 1 });
  });

  it('counts an answer that arrives within the grace after the deadline and refuses a later one', async () => {
    const { activity } = await makeGame(t, organiser);
    const [onTime, late] = [await joinGame(t, activity, '准时'), await joinGame(t, activity, '迟到')];
    await run(activity.id, 'start');
    t.clock.advance(20_500);
    expect((await answer(onTime.ticket, 0, ['B'])).body.data).toMatchObject({ elapsed_ms: 20_000 });
    t.clock.advance(1);
    expect((await answer(late.ticket, 0, ['B'])).body).toMatchObject({ code: 400, msg: '本题作答时间已结束' });
    expect(await rowsOf(activity.id)).toBe(1);
    await run(activity.id, 'reveal');
    expect((await me(onTime.ticket)).score).toBe(500);
  });

  it('takes one answer per player and step, however often or fast it is sent', async () => {
    const { activity } = await makeGame(t, organiser);
    const player = await joinGame(t, activity, '连点');
    await run(activity.id, 'start');
    const first = await answer(player.ticket, 0, ['B']);
    const burst = await Promise.all(Array.from({ length: 5 }, () => answer(player.ticket, 0, ['A'])));
    expect(first.body.code).toBe(200);
    for (const res of burst)
      expect(res.body).toMatchObject({ code: 400, msg: '本题已作答', error: 'GAME_ALREADY_ANSWERED' });
    expect(await rowsOf(activity.id)).toBe(1);
    await run(activity.id, 'close');
    await run(activity.id, 'reveal');
    expect(await me(player.ticket)).toMatchObject({ score: 1000, answer: ['B'] });
  });

  it('leaves the time on a pause out of an answer’s time, so nobody loses speed points to the host', async () => {
    const { activity } = await makeGame(t, organiser, { types: ['single'], streakBonus: false });
    const [early, late] = [await joinGame(t, activity, '先答'), await joinGame(t, activity, '后答')];
    await run(activity.id, 'start');
    t.clock.advance(2_000);
    expect((await answer(early.ticket, 0, ['B'])).body.data.elapsed_ms).toBe(2_000);
    t.clock.advance(1_000);
    await run(activity.id, 'pause');
    t.clock.advance(60_000);
    await run(activity.id, 'resume');
    t.clock.advance(1_000);
    // 3 s before the pause and 1 s after it: a minute on the pause is not counted, nor does it close the step.
    expect((await answer(late.ticket, 0, ['B'])).body.data).toMatchObject({ elapsed_ms: 4_000 });
  });

  it('refuses answers to another step, before the start, while paused, after the reveal and once finished', async () => {
    const { activity } = await makeGame(t, organiser, { types: ['single'] });
    const player = await joinGame(t, activity, '测试');
    const refusal = async (step: number) => (await answer(player.ticket, step, ['B'])).body.msg;
    expect(await refusal(0)).toBe('本场尚未开始，请等待主持人开始');
    await run(activity.id, 'start');
    expect(await refusal(1)).toBe('题目已切换，请以大屏为准');
    await run(activity.id, 'pause');
    expect(await refusal(0)).toBe('主持人已暂停，请稍候');
    await run(activity.id, 'close');
    await run(activity.id, 'reveal');
    expect(await refusal(0)).toBe('本题作答时间已结束');
    await run(activity.id, 'end');
    expect(await refusal(0)).toBe('本场已结束');
    expect(await rowsOf(activity.id)).toBe(0);
    expect((await me(player.ticket)).score).toBe(0);
  });

  it('refuses a kicked or banned player, a forged ticket, a stranger and an answer that fits no option', async () => {
    const { activity } = await makeGame(t, organiser);
    const [kicked, banned, player] = [
      await joinGame(t, activity, '踢出'),
      await joinGame(t, activity, '禁止'),
      await joinGame(t, activity, '正常'),
    ];
    const players = (await t.call(g.joinUser, { activity_id: activity.id }, { token: organiser.token })).body.data.list;
    const idOf = (name: string) => players.find((p) => p.nickname === name)!.id;
    for (const [name, mode] of [
      ['踢出', 'kick'],
      ['禁止', 'ban'],
    ] as const) {
      const removed = await t.call(
        g.joinUserDel,
        { activity_id: activity.id, player_ids: [idOf(name)], mode },
        { token: organiser.token },
      );
      expect(removed.body.data.affected).toBe(1);
    }
    await run(activity.id, 'start');
    expect((await answer(kicked.ticket, 0, ['B'])).body.msg).toBe('你已被主持人移出本场，可重新加入');
    expect((await answer(banned.ticket, 0, ['B'])).body.msg).toBe('你已被主办方禁止参与本活动');
    expect((await answer('x'.repeat(32), 0, ['B'])).body.msg).toBe('请重新进入活动');
    const stranger = await joinGame(t, activity, '');
    expect((await answer(stranger.ticket, 0, ['B'])).body.msg).toBe('请先加入本场');
    expect((await answer(player.ticket, 0, ['Z'])).body.msg).toBe('答案格式不正确');
    expect((await answer(player.ticket, 0, ['A', 'B'])).body.msg).toBe('答案格式不正确');
    expect(await rowsOf(activity.id)).toBe(0);
    expect((await answer(player.ticket, 0, ['B'])).body.code).toBe(200);
  });

  it('refuses answers within a second of the activity’s end or take-down, and a ticket of another kind of activity', async () => {
    const { activity } = await makeGame(t, organiser);
    const player = await joinGame(t, activity, '小明');
    await run(activity.id, 'start');
    const closeWith = (fields: Partial<typeof activities.$inferInsert>) =>
      t.deps.db.update(activities).set(fields).where(eq(activities.id, activity.id));
    await closeWith({ endTime: t.clock.now() });
    // An instance takes an activity's gate as read for up to a second.
    t.clock.advance(activityGateMs);
    expect((await answer(player.ticket, 0, ['B'])).body.msg).toBe('活动已结束');
    await closeWith({ endTime: null, deletedAt: t.clock.now() });
    t.clock.advance(activityGateMs);
    expect((await answer(player.ticket, 0, ['B'])).body.msg).toBe('活动不存在或已下线');
    expect(await rowsOf(activity.id)).toBe(0);

    const vote = await makeLiveActivity(t, organiser.customer, activityKind.survey, { form: 'vote' });
    const voter = await enterAs(t, vote);
    expect((await answer(voter.ticket, 0, ['B'])).body.error).toBe('ACTIVITY_KIND_MISMATCH');
  });

  it('takes back the points of a skipped step and lets the run of right answers go on across it', async () => {
    const { activity } = await makeGame(t, organiser, { pointsMode: 'fixed' });
    const player = await joinGame(t, activity, '跳过');
    /** The host's list shows scores as they are, answers not yet revealed included. */
    const seat = async () =>
      (await t.call(g.joinUser, { activity_id: activity.id }, { token: organiser.token })).body.data.list[0];
    await run(activity.id, 'start');
    await answer(player.ticket, 0, ['B']);
    await run(activity.id, 'close');
    await run(activity.id, 'next');
    await answer(player.ticket, 1, ['B']);
    expect(await seat()).toMatchObject({ score: 2100, answered: 2, correct: 2 });
    const skipped = await run(activity.id, 'skip');
    expect(skipped.body.data.console.snapshot).toMatchObject({ step_index: 2, answered: 0 });
    expect(await seat()).toMatchObject({ score: 1000, answered: 1, correct: 1 });
    expect(await me(player.ticket)).toMatchObject({ score: 1000, streak: 1 });
    await answer(player.ticket, 2, ['B']);
    await run(activity.id, 'close');
    await run(activity.id, 'reveal');
    expect(await me(player.ticket)).toMatchObject({ score: 2100, streak: 2, last: { step_index: 2, points: 1100 } });
    expect(await rowsOf(activity.id)).toBe(2);
  });

  it('does not tell a phone whether its answer was right before the reveal', async () => {
    const { activity } = await makeGame(t, organiser, { pointsMode: 'fixed' });
    const [right, wrong] = [await joinGame(t, activity, '对'), await joinGame(t, activity, '错')];
    await run(activity.id, 'start');
    await answer(right.ticket, 0, ['B']);
    await answer(wrong.ticket, 0, ['A']);
    await run(activity.id, 'close');
    for (const ticket of [right.ticket, wrong.ticket]) {
      expect(await me(ticket)).toMatchObject({ score: 0, rank: 1, streak: 0, last: null });
    }
    await run(activity.id, 'reveal');
    expect(await me(right.ticket)).toMatchObject({ score: 1000, rank: 1, streak: 1 });
    expect(await me(wrong.ticket)).toMatchObject({ score: 0, rank: 2, streak: 0 });
  });

  it('takes an ordering answer only with every option once, and reveals the order with right and wrong counts', async () => {
    const { activity } = await makeGame(t, organiser, { types: ['sort'], pointsMode: 'fixed' });
    const [right, wrong, short] = [
      await joinGame(t, activity, '对序'),
      await joinGame(t, activity, '错序'),
      await joinGame(t, activity, '缺项'),
    ];
    await run(activity.id, 'start');
    expect((await answer(short.ticket, 0, ['B', 'C'])).body).toMatchObject({ code: 400, msg: '答案格式不正确' });
    expect((await answer(short.ticket, 0, ['B', 'C', 'C'])).body).toMatchObject({ code: 400, msg: '答案格式不正确' });
    expect((await answer(right.ticket, 0, ['B', 'C', 'A'])).body.code).toBe(200);
    expect((await answer(wrong.ticket, 0, ['C', 'B', 'A'])).body.code).toBe(200);
    await run(activity.id, 'close');
    const revealed = (await run(activity.id, 'reveal')).body.data.console.snapshot;
    expect(revealed.reveal).toMatchObject({
      answer: ['B', 'C', 'A'],
      distribution: [
        { key: 'right', count: 1 },
        { key: 'wrong', count: 1 },
      ],
      answered: 2,
      correct: 1,
    });
    expect((await me(right.ticket)).last).toMatchObject({ correct: true, points: 1000 });
    expect((await me(wrong.ticket)).last).toMatchObject({ correct: false, points: 0 });
    expect((await me(short.ticket)).last).toMatchObject({ answered: false });
  });

  it('reveals the right answer, the distribution and the mean time, and tells each phone its result', async () => {
    const { activity } = await makeGame(t, organiser, { pointsMode: 'fixed' });
    const tickets = [];
    for (const name of ['甲', '乙', '丙', '丁']) tickets.push((await joinGame(t, activity, name)).ticket);
    await run(activity.id, 'start');
    t.clock.advance(2_000);
    await answer(tickets[0]!, 0, ['B']);
    t.clock.advance(2_000);
    await answer(tickets[1]!, 0, ['B']);
    await answer(tickets[2]!, 0, ['C']);
    const closed = await run(activity.id, 'close');
    expect(closed.body.data.console.snapshot).toMatchObject({ answered: 3, reveal: null });
    const revealed = (await run(activity.id, 'reveal')).body.data.console.snapshot;
    expect(revealed.reveal).toEqual({
      answer: ['B'],
      distribution: [
        { key: 'A', count: 0 },
        { key: 'B', count: 2 },
        { key: 'C', count: 1 },
      ],
      answered: 3,
      correct: 2,
      average_ms: 3_000,
      explanation: '',
    });
    expect(await me(tickets[0]!)).toMatchObject({
      rank: 1,
      last: { step_index: 0, correct: true, points: 1000, answered: true },
    });
    expect((await me(tickets[2]!)).last).toEqual({ step_index: 0, correct: false, points: 0, answered: true });
    expect((await me(tickets[3]!)).last).toEqual({ step_index: 0, correct: false, points: 0, answered: false });
  });

  it('ranks the leaderboard by score, then by the earlier last right answer, with what each gained', async () => {
    const { activity } = await makeGame(t, organiser, { pointsMode: 'fixed' });
    const [late, early, none] = [
      await joinGame(t, activity, '后答'),
      await joinGame(t, activity, '先答'),
      await joinGame(t, activity, '未答'),
    ];
    await run(activity.id, 'start');
    await answer(early.ticket, 0, ['B']);
    t.clock.advance(1_000);
    await answer(late.ticket, 0, ['B']);
    await run(activity.id, 'close');
    const board = (await run(activity.id, 'leaderboard')).body.data.console.snapshot.leaderboard;
    expect(board?.map((r) => [r.nickname, r.rank, r.score, r.delta])).toEqual([
      ['先答', 1, 1000, 1000],
      ['后答', 1, 1000, 1000],
      ['未答', 3, 0, 0],
    ]);
    expect((await me(none.ticket)).rank).toBe(3);
  });

  it('stores 200 simultaneous answers to one step, each once, with the right scores', async () => {
    const { activity } = await makeGame(t, organiser, { pointsMode: 'fixed' });
    const players = await Promise.all(Array.from({ length: 200 }, (_, i) => joinGame(t, activity, `玩家${i}`)));
    expect(players.every((p) => p.joined.body.code === 200)).toBe(true);
    await run(activity.id, 'start');
    const results = await Promise.all(players.map((p, i) => answer(p.ticket, 0, i % 2 ? ['A'] : ['B'])));
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(200);
    expect(await rowsOf(activity.id)).toBe(200);
    const listed = await t.call(g.joinUser, { activity_id: activity.id, limit: 100 }, { token: organiser.token });
    const snapshot = (await t.call(g.me, { ticket: players[0]!.ticket })).body.data.snapshot;
    expect(snapshot).toMatchObject({ joined: 200, answered: 200 });
    expect(listed.body.data.list.filter((p) => p.score === 1000)).toHaveLength(100);
    expect(listed.body.data.list.every((p) => p.answered === 1 && p.rank === 1)).toBe(true);
  });
});
