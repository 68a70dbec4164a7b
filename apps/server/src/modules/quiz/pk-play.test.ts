import { contract } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniquePhone } from '../../test/factories.js';
import { organiserApp } from '../../test/organiser-app.js';
import { enterAs } from '../activity/participant.factory.js';
import { addPkLevel, makePkQuiz, makeSingleQuestions } from './pk.factory.js';

const pk = contract.pk;
type Player = Awaited<ReturnType<typeof enterAs>>;
type Activity = Awaited<ReturnType<typeof makePkQuiz>>;

describe('playing PK mode', () => {
  const { t, organiser } = organiserApp();
  let questionIds: number[];

  beforeAll(async () => {
    questionIds = await makeSingleQuestions(t, organiser, 5);
  });

  const as = () => ({ token: organiser.token });
  const join = (activity: Activity, name = '') =>
    enterAs(t, activity, { fields: { name: name || `选手${uniquePhone().slice(-4)}`, phone: uniquePhone() } });
  const home = async (p: Player) => (await t.call(pk.phoneIndex, { ticket: p.ticket })).body.data;
  const start = (p: Player, levelId: number) => t.call(pk.h5Start, { ticket: p.ticket, level_id: levelId });
  const answer = (p: Player, challengeId: number, index: number, given: string[]) =>
    t.call(pk.h5Answer, { ticket: p.ticket, challenge_id: challengeId, index, answer: given });
  const finish = (p: Player, challengeId: number) =>
    t.call(pk.h5Finish, { ticket: p.ticket, challenge_id: challengeId });
  /** Starts a match, answers the first `right` questions right and the rest wrong, and finishes after `seconds`. */
  const play = async (p: Player, levelId: number, right: number, seconds = 10) => {
    const match = (await start(p, levelId)).body.data;
    for (const q of match.questions) await answer(p, match.challenge_id, q.index, q.index < right ? ['B'] : ['A']);
    t.clock.advance(seconds * 1000);
    return { match, result: (await finish(p, match.challenge_id)).body.data };
  };
  /** A quiz with PK on and levels of three questions, two right to clear (unless `fields` say otherwise). */
  const setUp = async (levels = 1, config: Record<string, unknown> = {}, fields: Record<string, unknown> = {}) => {
    const activity = await makePkQuiz(t, organiser, questionIds, config);
    const ids: number[] = [];
    for (let i = 1; i <= levels; i += 1) ids.push((await addPkLevel(t, organiser, activity.id, fields)).id);
    return { activity, levels: ids };
  };

  it('refuses every call while PK mode is off', async () => {
    const { activity, levels } = await setUp(1, { enabled: false });
    const p = await join(activity);
    for (const res of [
      await t.call(pk.phoneIndex, { ticket: p.ticket }),
      await start(p, levels[0]!),
      await answer(p, 1, 0, ['B']),
      await finish(p, 1),
    ]) {
      expect(res.body).toMatchObject({ code: 400, msg: 'PK模式未开启' });
    }
  });

  it('opens the levels in order: the next one only once the one before is won', async () => {
    const { activity, levels } = await setUp(3, { title: '知识擂台' });
    const [one, two, three] = levels as [number, number, number];
    const p = await join(activity);
    const before = await home(p);
    expect(before.config.title).toBe('知识擂台');
    expect(before.levels.map((l) => l.state)).toEqual(['open', 'locked', 'locked']);
    expect(before.matches_left).toBe(10);
    expect((await start(p, two)).body).toMatchObject({ code: 400, msg: '请先通过前面的关卡' });

    const { match, result } = await play(p, one, 3, 12);
    expect(match.opponent).toBeNull();
    expect(match.questions).toHaveLength(3);
    expect(JSON.stringify(match.questions)).not.toContain('"answer"');
    expect(result).toEqual({
      challenge_id: match.challenge_id,
      won: true,
      correct_count: 3,
      total: 3,
      duration_ms: 12_000,
      opponent: null,
      next_level_id: two,
    });
    const after = await home(p);
    expect(after.levels.map((l) => [l.state, l.best_correct])).toEqual([
      ['won', 3],
      ['open', null],
      ['locked', null],
    ]);
    expect(after.matches_left).toBe(9);
    expect((await start(p, one)).body.msg).toBe('请先通过前面的关卡');
    expect((await start(p, three)).body.msg).toBe('请先通过前面的关卡');
    expect((await start(p, two)).body.data.level).toMatchObject({ id: two, state: 'open' });
  });

  it('loses below the right answers a level needs, and the level stays open', async () => {
    const { activity, levels } = await setUp(2);
    const p = await join(activity);
    const { result } = await play(p, levels[0]!, 1);
    expect(result).toMatchObject({ won: false, correct_count: 1, next_level_id: null });
    expect((await home(p)).levels.map((l) => [l.state, l.best_correct])).toEqual([
      ['open', 1],
      ['locked', null],
    ]);
  });

  it('meets the house challenger first, then the best run of another participant', async () => {
    const { activity, levels } = await setUp(1);
    const level = levels[0]!;
    await t.call(
      pk.challengeAdd,
      { activity_id: activity.id, level_id: level, name: '擂主小王', correct_count: 2, duration_ms: 20_000 },
      as(),
    );
    const a = await join(activity, '阿强');
    const first = await play(a, level, 2, 25);
    expect(first.match.opponent).toEqual({ name: '擂主小王', correct_count: 2, duration_ms: 20_000 });
    expect(first.result).toMatchObject({ won: false, correct_count: 2, duration_ms: 25_000 });
    const second = await play(a, level, 3, 15);
    expect(second.match.opponent?.name).toBe('擂主小王');
    expect(second.result.won).toBe(true);

    const b = await join(activity, '小红');
    const slower = await play(b, level, 3, 16);
    expect(slower.match.opponent).toEqual({ name: '阿强', correct_count: 3, duration_ms: 15_000 });
    expect(slower.result.won).toBe(false);
    const faster = await play(b, level, 3, 14);
    expect(faster.match.opponent?.name).toBe('阿强');
    expect(faster.result).toMatchObject({ won: true, opponent: { name: '阿强', duration_ms: 15_000 } });
    const c = await join(activity);
    expect((await start(c, level)).body.data.opponent).toEqual({ name: '小红', correct_count: 3, duration_ms: 14_000 });
  });

  it('stops counting a voided match, as an opponent and as a win', async () => {
    const { activity, levels } = await setUp(2);
    const a = await join(activity, '阿强');
    const won = await play(a, levels[0]!, 3);
    expect((await home(a)).levels.map((l) => l.state)).toEqual(['won', 'open']);
    await t.call(pk.challengeDelete, { id: won.match.challenge_id }, as());
    expect((await home(a)).levels.map((l) => l.state)).toEqual(['open', 'locked']);
    const b = await join(activity);
    expect((await start(b, levels[0]!)).body.data.opponent).toBeNull();
  });

  it('stops at the day’s matches and opens again the next day', async () => {
    const { activity, levels } = await setUp(1, { day_max: 2 });
    const p = await join(activity);
    await play(p, levels[0]!, 0);
    await play(p, levels[0]!, 1);
    expect((await start(p, levels[0]!)).body).toMatchObject({ code: 400, msg: '今日PK次数已用完，明天再来吧' });
    expect((await home(p)).matches_left).toBe(0);
    t.clock.advance(24 * 3_600_000);
    expect((await home(p)).matches_left).toBe(2);
    expect((await start(p, levels[0]!)).body.code).toBe(200);
  });

  it('has no daily limit when day_max is 0', async () => {
    const { activity } = await setUp(1, { day_max: 0 });
    expect((await home(await join(activity))).matches_left).toBeNull();
  });

  it('closes a match at its deadline, allowing a few seconds of lag, and counts no time past it', async () => {
    const { activity, levels } = await setUp(1, {}, { time_limit: 30 });
    const p = await join(activity);
    const match = (await start(p, levels[0]!)).body.data;
    expect(new Date(match.deadline_at ?? 0).getTime() - new Date(match.started_at).getTime()).toBe(30_000);
    t.clock.advance(33_000);
    expect((await answer(p, match.challenge_id, 0, ['B'])).body.data).toEqual({
      index: 0,
      correct: true,
      correct_count: 1,
    });
    t.clock.advance(5_000);
    expect((await answer(p, match.challenge_id, 1, ['B'])).body).toMatchObject({ code: 400, msg: '本场PK已结束' });
    expect((await finish(p, match.challenge_id)).body.data).toMatchObject({
      won: false,
      correct_count: 1,
      duration_ms: 30_000,
    });
  });

  it('finishes once: finishing again answers the same result and later answers are refused', async () => {
    const { activity, levels } = await setUp(2);
    const p = await join(activity);
    const { match, result } = await play(p, levels[0]!, 2);
    t.clock.advance(60_000);
    expect((await finish(p, match.challenge_id)).body.data).toEqual(result);
    expect((await answer(p, match.challenge_id, 2, ['B'])).body).toMatchObject({ code: 400, msg: '本场PK已结束' });
  });

  it('keeps the first answer to a question and counts the right ones as they come', async () => {
    const { activity, levels } = await setUp(1);
    const p = await join(activity);
    const match = (await start(p, levels[0]!)).body.data;
    expect((await answer(p, match.challenge_id, 0, ['A'])).body.data).toEqual({
      index: 0,
      correct: false,
      correct_count: 0,
    });
    expect((await answer(p, match.challenge_id, 0, ['B'])).body.data.correct).toBe(false);
    expect((await answer(p, match.challenge_id, 1, ['B'])).body.data).toMatchObject({
      correct: true,
      correct_count: 1,
    });
    expect((await answer(p, match.challenge_id, 7, ['B'])).body).toMatchObject({ code: 400, msg: '题目不存在' });
  });

  it('keeps one answer of many sent at once to a question, and answers each with that one', async () => {
    const { activity, levels } = await setUp(1);
    const p = await join(activity);
    const match = (await start(p, levels[0]!)).body.data;
    const sent = await Promise.all(
      Array.from({ length: 8 }, (_, i) => answer(p, match.challenge_id, 0, i % 2 ? ['B'] : ['A'])),
    );
    const kept = (await start(p, levels[0]!)).body.data.questions[0]!.answered;
    const right = kept?.[0] === 'B';
    expect(sent.map((r) => r.body.data)).toEqual(
      Array(8).fill({ index: 0, correct: right, correct_count: right ? 1 : 0 }),
    );
    expect((await finish(p, match.challenge_id)).body.data.correct_count).toBe(right ? 1 : 0);
  });

  it('counts the answers of many players sent at once, each in their own match', async () => {
    const { activity, levels } = await setUp(1);
    const players = await Promise.all(Array.from({ length: 12 }, () => join(activity)));
    const matches: number[] = [];
    for (const p of players) matches.push((await start(p, levels[0]!)).body.data.challenge_id);
    const sent = await Promise.all(
      players.flatMap((p, i) => [0, 1].map((q) => answer(p, matches[i]!, q, i % 2 ? ['A'] : ['B']))),
    );
    expect(sent.every((r) => r.body.code === 200)).toBe(true);
    const results = await Promise.all(players.map((p, i) => finish(p, matches[i]!)));
    expect(results.map((r) => r.body.data.correct_count)).toEqual(players.map((_, i) => (i % 2 ? 0 : 2)));
  });

  it('resumes the open match with its answers, also when two starts arrive together', async () => {
    const { activity, levels } = await setUp(1, { day_max: 1 });
    const p = await join(activity);
    const [one, two] = await Promise.all([start(p, levels[0]!), start(p, levels[0]!)]);
    expect(one.body.data.challenge_id).toBe(two.body.data.challenge_id);
    await answer(p, one.body.data.challenge_id, 1, ['B']);
    const again = (await start(p, levels[0]!)).body.data;
    expect(again.challenge_id).toBe(one.body.data.challenge_id);
    expect(again.questions.map((q) => q.answered)).toEqual([null, ['B'], null]);
    expect((await home(p)).matches_left).toBe(0);
  });

  it('keeps a participant to their own matches and their activity’s levels', async () => {
    const { activity, levels } = await setUp(1);
    const elsewhere = await setUp(1);
    const p = await join(activity);
    const q = await join(activity);
    const match = (await start(p, levels[0]!)).body.data;
    expect((await answer(q, match.challenge_id, 0, ['B'])).body.msg).toBe('挑战记录不存在');
    expect((await finish(q, match.challenge_id)).body.msg).toBe('挑战记录不存在');
    expect((await start(q, elsewhere.levels[0]!)).body).toMatchObject({ code: 400, msg: 'PK关卡不存在' });
    expect((await t.call(pk.h5Start, { ticket: 'x'.repeat(20), level_id: levels[0]! })).body.msg).toBe(
      '请重新进入活动',
    );
  });

  it('refuses to start when the quiz has no questions', async () => {
    const activity = await makePkQuiz(t, organiser, []);
    const level = await addPkLevel(t, organiser, activity.id);
    const p = await join(activity);
    expect((await start(p, level.id)).body).toMatchObject({ code: 400, msg: '活动还没有设置题目' });
  });
});
