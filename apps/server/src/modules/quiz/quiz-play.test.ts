import { contract, type QuestionType, type QuizSettingsInput } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { organiserApp } from '../../test/organiser-app.js';
import { makeLiveQuiz } from '../activity/live-quiz.factory.js';
import { enterAs } from '../activity/participant.factory.js';
import { makeBank, sampleQuestion } from '../question/question.factory.js';

const q = contract.quiz;
const types: QuestionType[] = ['single', 'multiple', 'judge', 'blank', 'short'];
const right: Record<QuestionType, string[]> = {
  single: ['B'],
  multiple: ['A', 'B'],
  judge: ['T'],
  blank: ['氢', '氧'],
  short: ['减少污染，节约资源。'],
  sort: ['B', 'C', 'A'],
};
const wrong = ['Z'];
type Player = Awaited<ReturnType<typeof enterAs>>;

describe('playing a quiz', () => {
  const { t, organiser } = organiserApp();
  let questionIds: number[];

  beforeAll(async () => {
    const bank = await makeBank(t, organiser.customer);
    questionIds = [];
    for (const type of types) {
      const res = await t.call(
        contract.question.add,
        { bank_id: bank.id, ...sampleQuestion(type, { score: 20, explanation: `${type}解析` }) },
        { token: organiser.token },
      );
      questionIds.push(res.body.data.id);
    }
  });

  /** A live quiz of the five questions (20 points each, one of every type) and one participant in it. */
  const setUp = async (settings: QuizSettingsInput = {}) => {
    const activity = await makeLiveQuiz(t, organiser.customer, { question_ids: questionIds, ...settings });
    return { activity, player: await enterAs(t, activity) };
  };
  const start = (p: Player) => t.call(q.h5Start, { ticket: p.ticket });
  const answer = (p: Player, attemptId: number, index: number, given: string[]) =>
    t.call(q.h5Answer, { ticket: p.ticket, attempt_id: attemptId, index, answer: given });
  const finish = (p: Player, attemptId: number) => t.call(q.h5Finish, { ticket: p.ticket, attempt_id: attemptId });
  const state = async (p: Player) => (await t.call(q.h5State, { ticket: p.ticket })).body.data;
  /** Starts, answers every question (right, except the indexes in `miss`) and hands in. */
  const play = async (p: Player, miss: number[] = [], seconds = 30) => {
    const attempt = (await start(p)).body.data;
    for (const question of attempt.questions) {
      await answer(p, attempt.attempt_id, question.index, miss.includes(question.index) ? wrong : right[question.type]);
    }
    t.clock.advance(seconds * 1000);
    return (await finish(p, attempt.attempt_id)).body.data;
  };

  it('counts every answer stored while the attempt is handed in, and refuses the ones that come after', async () => {
    const { player } = await setUp();
    const attempt = (await start(player)).body.data;
    const calls = await Promise.all([
      ...attempt.questions.map((question) => answer(player, attempt.attempt_id, question.index, right[question.type])),
      finish(player, attempt.attempt_id),
    ]);
    const answers = calls.slice(0, -1).map((c) => c.body);
    const stored = answers.filter((b) => b.code === 200).length;
    expect(answers.filter((b) => b.code !== 200).every((b) => b.msg === '本次答题已结束')).toBe(true);
    const result = (await finish(player, attempt.attempt_id)).body.data;
    expect(result.correct_count).toBe(stored);
    expect(result.score).toBe(stored * 20);
  });

  it('runs an attempt from start to result: questions without answers, score, pass and review', async () => {
    const { player } = await setUp({ pass_score: 80 });
    const started = await start(player);
    expect(started.body.code).toBe(200);
    const attempt = started.body.data;
    expect(attempt.questions.map((x) => x.type)).toEqual(types);
    expect(attempt.questions[3]).toMatchObject({ blank_count: 2, score: 20, answered: null });
    expect(attempt.deadline_at).toBeNull();
    expect(JSON.stringify(attempt)).not.toMatch(/解析|"answer"|氢|减少污染/);

    const answered = await answer(player, attempt.attempt_id, 0, ['B']);
    expect(answered.body.data).toEqual({
      index: 0,
      correct: null,
      correct_answer: null,
      explanation: null,
      late: false,
    });
    for (const question of attempt.questions.slice(1)) {
      await answer(player, attempt.attempt_id, question.index, question.index === 2 ? ['F'] : right[question.type]);
    }
    t.clock.advance(42_000);
    const result = (await finish(player, attempt.attempt_id)).body.data;
    expect(result).toMatchObject({
      score: 80,
      full_score: 100,
      correct_count: 4,
      total: 5,
      passed: true,
      duration_ms: 42_000,
      next_level: null,
    });
    expect(result.review?.[2]).toMatchObject({
      given: ['F'],
      correct: false,
      correct_answer: ['T'],
      explanation: 'judge解析',
    });
    expect(result.review?.[3]).toMatchObject({ correct: true, correct_answer: ['氢', '氧 / 氧元素'] });
    expect(await state(player)).toMatchObject({
      best_score: 80,
      passed: true,
      attempts_today: 1,
      attempts_left: 2,
      open_level: 1,
      levels: [],
      open_attempt_id: null,
    });
  });

  it('marks an ordering question by its order, with shuffled options whose answer follows them', async () => {
    const bank = await makeBank(t, organiser.customer);
    const added = await t.call(
      contract.question.add,
      { bank_id: bank.id, ...sampleQuestion('sort', { score: 10 }) },
      { token: organiser.token },
    );
    const activity = await makeLiveQuiz(t, organiser.customer, {
      question_ids: [added.body.data.id],
      shuffle_options: true,
    });
    const keysOf = (question: { options: { key: string; text: string }[] }, texts: string[]) =>
      texts.map((text) => question.options.find((o) => o.text === text)!.key);
    const play = async (texts: string[]) => {
      const player = await enterAs(t, activity);
      const attempt = (await start(player)).body.data;
      const [question] = attempt.questions;
      expect(question).toMatchObject({ type: 'sort', answered: null });
      await answer(player, attempt.attempt_id, 0, keysOf(question!, texts));
      const result = (await finish(player, attempt.attempt_id)).body.data;
      return { result, rightKeys: keysOf(question!, ['秦', '唐', '宋']) };
    };
    const right = await play(['秦', '唐', '宋']);
    expect(right.result).toMatchObject({ score: 10, correct_count: 1 });
    expect(right.result.review?.[0]).toMatchObject({ correct: true, correct_answer: right.rightKeys });
    const wrong = await play(['唐', '秦', '宋']);
    expect(wrong.result).toMatchObject({ score: 0, correct_count: 0 });
    expect(wrong.result.review?.[0]).toMatchObject({ correct: false, correct_answer: wrong.rightKeys });
  });

  it('counts unanswered questions as wrong and fails below the pass score', async () => {
    const { player } = await setUp({ pass_score: 60 });
    const attempt = (await start(player)).body.data;
    await answer(player, attempt.attempt_id, 0, ['B']);
    const result = (await finish(player, attempt.attempt_id)).body.data;
    expect(result).toMatchObject({ score: 20, correct_count: 1, total: 5, passed: false });
    expect(result.review?.[1]).toMatchObject({ given: [], correct: false });
  });

  it('hands in once: finishing again answers the same result and later answers are refused', async () => {
    const { player } = await setUp();
    const attempt = (await start(player)).body.data;
    await answer(player, attempt.attempt_id, 0, ['B']);
    t.clock.advance(5_000);
    const first = (await finish(player, attempt.attempt_id)).body.data;
    t.clock.advance(60_000);
    expect((await finish(player, attempt.attempt_id)).body.data).toEqual(first);
    expect((await answer(player, attempt.attempt_id, 1, ['A', 'B'])).body).toMatchObject({
      code: 400,
      msg: '本次答题已结束',
    });
  });

  it('resumes the open attempt with the answers given, also when two starts arrive together', async () => {
    const { player } = await setUp({ day_max: 1 });
    const [one, two] = await Promise.all([start(player), start(player)]);
    expect(one.body.data.attempt_id).toBe(two.body.data.attempt_id);
    await answer(player, one.body.data.attempt_id, 1, ['B', 'A']);
    const again = (await start(player)).body.data;
    expect(again.attempt_id).toBe(one.body.data.attempt_id);
    expect(again.questions.map((x) => x.answered)).toEqual([null, ['B', 'A'], null, null, null]);
    expect(await state(player)).toMatchObject({
      attempts_today: 1,
      attempts_left: 0,
      open_attempt_id: again.attempt_id,
    });
  });

  it('keeps the first answer to a question', async () => {
    const { player } = await setUp({ reveal: 'question' });
    const attempt = (await start(player)).body.data;
    expect((await answer(player, attempt.attempt_id, 0, ['A'])).body.data.correct).toBe(false);
    const second = await answer(player, attempt.attempt_id, 0, ['B']);
    expect(second.body.data).toMatchObject({ correct: false, correct_answer: ['B'] });
    expect((await finish(player, attempt.attempt_id)).body.data).toMatchObject({ score: 0, correct_count: 0 });
  });

  it('keeps the first of two answers to one question sent at the same moment, and answers both with it', async () => {
    const { player } = await setUp({ reveal: 'question' });
    const attempt = (await start(player)).body.data;
    const [first, second] = await Promise.all([
      answer(player, attempt.attempt_id, 0, ['A']),
      answer(player, attempt.attempt_id, 0, ['B']),
    ]);
    expect(first.body.data.correct).toBe(false);
    expect(second.body.data.correct).toBe(false);
    expect((await finish(player, attempt.attempt_id)).body.data).toMatchObject({ score: 0, correct_count: 0 });
  });

  it('stores the answers of many participants sent at once, each counted in its own attempt', async () => {
    const { activity } = await setUp();
    const players = await Promise.all(Array.from({ length: 12 }, () => enterAs(t, activity)));
    const attempts = await Promise.all(players.map(async (p) => (await start(p)).body.data));
    const sent = await Promise.all(
      players.map((p, i) => {
        const question = attempts[i]!.questions[0]!;
        return answer(p, attempts[i]!.attempt_id, question.index, i % 2 ? wrong : right[question.type]);
      }),
    );
    expect(sent.map((r) => r.body.code)).toEqual(Array(12).fill(200));
    const results = await Promise.all(players.map((p, i) => finish(p, attempts[i]!.attempt_id)));
    expect(results.map((r) => r.body.data.correct_count)).toEqual(players.map((_, i) => (i % 2 ? 0 : 1)));
  });

  it('shows right or wrong after each answer, after the attempt, or never, as set', async () => {
    const perQuestion = await setUp({ reveal: 'question' });
    const attempt = (await start(perQuestion.player)).body.data;
    expect((await answer(perQuestion.player, attempt.attempt_id, 2, ['T'])).body.data).toEqual({
      index: 2,
      correct: true,
      correct_answer: ['T'],
      explanation: 'judge解析',
      late: false,
    });
    const never = await setUp({ reveal: 'never' });
    expect((await play(never.player)).review).toBeNull();
  });

  it('stops at the day’s attempts and opens again the next day, up to the total', async () => {
    const { player } = await setUp({ day_max: 2, total_max: 3 });
    await play(player);
    await play(player);
    expect((await start(player)).body).toMatchObject({ code: 400, msg: '今日答题次数已用完，明天再来吧' });
    expect(await state(player)).toMatchObject({ attempts_today: 2, attempts_left: 0 });
    t.clock.advance(24 * 3_600_000);
    expect(await state(player)).toMatchObject({ attempts_today: 0, attempts_left: 1 });
    await play(player);
    expect((await start(player)).body).toMatchObject({ code: 400, msg: '答题次数已用完' });
  });

  it('closes an attempt at its deadline, allowing a few seconds of lag', async () => {
    const { player } = await setUp({ time_mode: 'attempt', time_limit: 60 });
    const attempt = (await start(player)).body.data;
    expect(new Date(attempt.deadline_at ?? 0).getTime() - new Date(attempt.started_at).getTime()).toBe(60_000);
    t.clock.advance(62_000);
    expect((await answer(player, attempt.attempt_id, 0, ['B'])).body.code).toBe(200);
    t.clock.advance(10_000);
    expect((await answer(player, attempt.attempt_id, 1, ['A', 'B'])).body.msg).toBe('本次答题已结束');
    expect(await state(player)).toMatchObject({ open_attempt_id: null });
    expect((await finish(player, attempt.attempt_id)).body.data).toMatchObject({ score: 20, duration_ms: 60_000 });
  });

  it('counts an answer past its question’s clock as wrong, the clock running from the previous answer', async () => {
    const { player } = await setUp({ time_mode: 'question', time_limit: 20, reveal: 'question' });
    const attempt = (await start(player)).body.data;
    t.clock.advance(23_000);
    expect((await answer(player, attempt.attempt_id, 0, ['B'])).body.data).toMatchObject({
      correct: true,
      late: false,
    });
    t.clock.advance(23_001);
    expect((await answer(player, attempt.attempt_id, 1, ['A', 'B'])).body.data).toMatchObject({
      correct: false,
      correct_answer: ['A', 'B'],
      late: true,
    });
    t.clock.advance(5_000);
    expect((await answer(player, attempt.attempt_id, 2, ['T'])).body.data).toMatchObject({
      correct: true,
      late: false,
    });
    const result = (await finish(player, attempt.attempt_id)).body.data;
    expect(result).toMatchObject({ score: 40, correct_count: 2 });
    expect(result.review?.[1]).toMatchObject({ given: ['A', 'B'], correct: false });
  });

  it('says an answer was late even when right or wrong is kept until the end', async () => {
    const { player } = await setUp({ time_mode: 'question', time_limit: 10, reveal: 'attempt' });
    const attempt = (await start(player)).body.data;
    t.clock.advance(14_000);
    expect((await answer(player, attempt.attempt_id, 0, ['B'])).body.data).toEqual({
      index: 0,
      correct: null,
      correct_answer: null,
      explanation: null,
      late: true,
    });
    expect((await finish(player, attempt.attempt_id)).body.data).toMatchObject({ score: 0, correct_count: 0 });
  });

  it('closes an abandoned attempt once every question’s clock has run out', async () => {
    const { player } = await setUp({ time_mode: 'question', time_limit: 10 });
    const first = (await start(player)).body.data;
    expect(new Date(first.deadline_at ?? 0).getTime() - new Date(first.started_at).getTime()).toBe(5 * 13_000);
    await answer(player, first.attempt_id, 0, ['B']);
    t.clock.advance(5 * 13_000 + 6_000);
    expect((await answer(player, first.attempt_id, 1, ['A', 'B'])).body.msg).toBe('本次答题已结束');
    expect(await state(player)).toMatchObject({ open_attempt_id: null });
    expect((await finish(player, first.attempt_id)).body.data).toMatchObject({ score: 20, duration_ms: 65_000 });
    expect((await start(player)).body.data.attempt_id).not.toBe(first.attempt_id);
  });

  it('hands in an overdue attempt when the participant starts again', async () => {
    const { player } = await setUp({ time_mode: 'attempt', time_limit: 30 });
    const first = (await start(player)).body.data;
    await answer(player, first.attempt_id, 0, ['B']);
    t.clock.advance(45_000);
    const second = (await start(player)).body.data;
    expect(second.attempt_id).not.toBe(first.attempt_id);
    expect((await finish(player, first.attempt_id)).body.data).toMatchObject({ score: 20, duration_ms: 30_000 });
  });

  it('opens checkpoint levels in order, each passed by its own score', async () => {
    const { player } = await setUp({
      barrier: true,
      day_max: 0,
      levels: [
        { title: '第一关', question_count: 2, pass_score: 40 },
        { title: '第二关', question_count: 2, pass_score: 40 },
      ],
    });
    const failed = await play(player, [0]);
    expect(failed).toMatchObject({ level: 1, total: 2, passed: false, next_level: null });
    const passed = await play(player);
    expect(passed).toMatchObject({ level: 1, score: 40, passed: true, next_level: 2 });
    expect(await state(player)).toMatchObject({
      open_level: 2,
      levels: [
        { title: '第一关', passed: true },
        { title: '第二关', passed: false },
      ],
    });
    const second = (await start(player)).body.data;
    expect(second.level).toBe(2);
    expect(second.questions.map((x) => x.type)).toEqual(['judge', 'blank']);
    for (const question of second.questions)
      await answer(player, second.attempt_id, question.index, right[question.type]);
    expect((await finish(player, second.attempt_id)).body.data).toMatchObject({
      level: 2,
      passed: true,
      next_level: null,
    });
    expect((await start(player)).body).toMatchObject({ code: 400, msg: '已通过全部关卡' });
    expect(await state(player)).toMatchObject({ open_level: 2, passed: true, best_score: 40 });
  });

  it('hands the attempt in when the participant leaves the page too often', async () => {
    const { player } = await setUp({ leave_limit: 2 });
    const attempt = (await start(player)).body.data;
    await answer(player, attempt.attempt_id, 0, ['B']);
    const leave = () => t.call(q.h5Leave, { ticket: player.ticket, attempt_id: attempt.attempt_id });
    expect((await leave()).body.data).toEqual({ leaves: 1, left: 1, finished: false });
    expect((await leave()).body.data).toEqual({ leaves: 2, left: 0, finished: true });
    expect((await answer(player, attempt.attempt_id, 1, ['A', 'B'])).body.msg).toBe('本次答题已结束');
    expect((await finish(player, attempt.attempt_id)).body.data).toMatchObject({ score: 20 });
  });

  it('ranks each participant’s best attempt by score, then time, and shows mine', async () => {
    const { activity, player: slow } = await setUp({ day_max: 0 });
    const fast = await enterAs(t, activity);
    const low = await enterAs(t, activity);
    await play(slow, [], 90);
    await play(slow, [0, 1], 10);
    await play(fast, [], 20);
    await play(low, [0], 5);
    const res = (await t.call(q.h5Ranking, { ticket: low.ticket })).body.data;
    expect(res.list.map((e) => [e.rank, e.score, e.duration_ms])).toEqual([
      [1, 100, 20_000],
      [2, 100, 90_000],
      [3, 80, 5_000],
    ]);
    expect(res.mine).toMatchObject({ rank: 3, score: 80 });
    const hidden = await setUp({ show_ranking: false });
    await play(hidden.player);
    expect((await t.call(q.h5Ranking, { ticket: hidden.player.ticket })).body.data).toEqual({ list: [], mine: null });
  });

  it('refuses another participant’s attempt, a bad ticket and a question that is not there', async () => {
    const { activity, player } = await setUp();
    const other = await enterAs(t, activity);
    const attempt = (await start(player)).body.data;
    const notFound = { code: 400, msg: '答题记录不存在' };
    expect((await answer(other, attempt.attempt_id, 0, ['B'])).body).toMatchObject(notFound);
    expect((await finish(other, attempt.attempt_id)).body).toMatchObject(notFound);
    expect((await t.call(q.h5Leave, { ticket: other.ticket, attempt_id: attempt.attempt_id })).body).toMatchObject(
      notFound,
    );
    expect((await t.call(q.h5Start, { ticket: 'x'.repeat(32) })).body).toMatchObject({
      code: 400,
      msg: '请重新进入活动',
    });
    expect((await t.call(q.h5Start, { ticket: '' })).body).toMatchObject({ code: 400, msg: '请先进入活动' });
    expect((await answer(player, attempt.attempt_id, 7, ['B'])).body).toMatchObject({ code: 400, msg: '题目不存在' });
  });

  it('refuses the next answer of a participant banned mid-attempt, and takes them back once unbanned', async () => {
    const { activity, player } = await setUp();
    const attempt = (await start(player)).body.data;
    const organiserCall = { token: organiser.token };
    const who = { activity_id: activity.id, participant_id: player.id };
    // The first answer keeps the ticket's seat in memory; the ban must reach it at once.
    expect((await answer(player, attempt.attempt_id, 0, right.single)).body.code).toBe(200);
    expect((await t.call(contract.antiCheat.ban, { ...who, reason: '代答' }, organiserCall)).body.code).toBe(200);
    expect((await answer(player, attempt.attempt_id, 1, right.multiple)).body).toMatchObject({
      code: 400,
      msg: '你已被主办方禁止参与本活动',
    });
    expect((await t.call(contract.antiCheat.unban, who, organiserCall)).body.code).toBe(200);
    expect((await answer(player, attempt.attempt_id, 1, right.multiple)).body).toMatchObject({
      code: 200,
      data: { index: 1 },
    });
  });

  it('says so when the quiz has no questions yet', async () => {
    const { player } = await setUp({ question_ids: [] });
    expect((await start(player)).body).toMatchObject({ code: 400, msg: '活动还没有设置题目' });
  });
});
