import { activityKind, contract, gameSettingsSchema, trialLimits } from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Account, makeCustomer } from '../../test/factories.js';
import { organiserApp } from '../../test/organiser-app.js';
import { makeStaff } from '../access/role.factory.js';
import { makeActivity } from '../activity/activity.factory.js';
import { customers } from '../customer/index.js';
import { liveSessions } from '../live-session/index.js';
import { questions } from '../question/index.js';
import { fillBank, makeBank, makePublicBank } from '../question/question.factory.js';
import { makeSession } from './game-report.factory.js';

const g = contract.game;
const defaults = gameSettingsSchema.parse({});

describe('interactive quiz set-up', () => {
  const { t, organiser, other } = organiserApp({ other: true });
  /** Own bank: single, multiple, judge, blank, short (numberedQuestion's cycle). */
  let own: number[];
  let shared: number[];
  let foreign: number[];

  const idsOf = async (bankId: number) =>
    (await t.deps.db.select({ id: questions.id }).from(questions).where(eq(questions.bankId, bankId)))
      .map((r) => r.id)
      .sort((a, b) => a - b);
  const quiz = (a: Account = organiser, fields = {}) =>
    makeActivity(t, a.customer, { kind: activityKind.siteInteraction, ...fields });
  const round = (activityId: number, fields: Record<string, unknown> = {}) => ({
    activity_id: activityId,
    name: '第一轮',
    question_ids: [own[0], own[2]],
    ...fields,
  });
  const add = async (activityId: number, fields: Record<string, unknown> = {}, a: Account = organiser) =>
    (await t.call(g.roundAdd, round(activityId, fields), { token: a.token })).body;

  beforeAll(async () => {
    own = await idsOf((await fillBank(t, await makeBank(t, organiser.customer), 5)).id);
    shared = await idsOf((await fillBank(t, await makePublicBank(t), 3)).id);
    foreign = await idsOf((await fillBank(t, await makeBank(t, other.customer), 2)).id);
  });

  it('shows a new interactive quiz with no rounds, the default screen and the trial’s capacity', async () => {
    const activity = await quiz();
    const res = await t.call(g.gameConfig, { activity_id: activity.id }, { token: organiser.token });
    expect(res.body).toMatchObject({ code: 200 });
    expect(res.body.data).toEqual({
      activity_id: activity.id,
      rounds: [],
      question_count: 0,
      site: defaults.site,
      phone_site: defaults.phone_site,
      fields: [],
      identity: 'device',
      capacity: trialLimits.participants,
    });
    expect((await t.call(g.round, { activity_id: activity.id }, { token: organiser.token })).body.data).toEqual([]);
  });

  it('adds rounds of my own and public questions after each other, each question once, with their scoring', async () => {
    const activity = await quiz();
    const first = await add(activity.id, {
      question_ids: [own[0], shared[0], own[0], own[3]],
      seconds: 15,
      points_mode: 'fixed',
      base_points: 500,
      streak_bonus: false,
    });
    expect(first).toMatchObject({
      code: 200,
      data: {
        activity_id: activity.id,
        name: '第一轮',
        sort: 1,
        question_ids: [own[0], shared[0], own[3]],
        question_count: 3,
        seconds: 15,
        points_mode: 'fixed',
        base_points: 500,
        streak_bonus: false,
      },
    });
    const second = await add(activity.id, { name: ' 决赛 ', question_ids: [own[1]] });
    expect(second.data).toMatchObject({ name: '决赛', sort: 2, seconds: 20, points_mode: 'speed', base_points: 1000 });
    const rounds = (await t.call(g.round, { activity_id: activity.id }, { token: organiser.token })).body.data;
    expect(rounds.map((r) => r.name)).toEqual(['第一轮', '决赛']);
    const config = (await t.call(g.gameConfig, { activity_id: activity.id }, { token: organiser.token })).body.data;
    expect(config.question_count).toBe(4);
  });

  it('refuses a question from another organiser’s bank, and one that does not exist', async () => {
    const activity = await quiz();
    for (const ids of [[own[0], foreign[0]], [999_999]]) {
      expect(await add(activity.id, { question_ids: ids })).toMatchObject({ code: 400, msg: '题目不存在' });
    }
    expect((await t.call(g.round, { activity_id: activity.id }, { token: organiser.token })).body.data).toEqual([]);
  });

  it('refuses a short-answer question, which a phone cannot answer in seconds', async () => {
    const activity = await quiz();
    expect(await add(activity.id, { question_ids: [own[0], own[4]] })).toMatchObject({
      code: 400,
      msg: '现场答题只支持单选、多选、判断和填空题',
    });
  });

  it('refuses bad input with what to fix', async () => {
    const activity = await quiz();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, '请输入轮次名称'],
      [{ name: '轮'.repeat(31) }, '轮次名称不能超过30个字'],
      [{ question_ids: [] }, '请选择题目'],
      [{ seconds: 3 }, '答题时间为5到120秒'],
      [{ seconds: 121 }, '答题时间为5到120秒'],
      [{ base_points: 50 }, '每题分值为100到2000'],
      [{ points_mode: 'random' }, '计分方式不正确'],
    ];
    for (const [fields, msg] of cases) expect(await add(activity.id, fields), msg).toMatchObject({ code: 400, msg });
  });

  it('edits a round and shows its questions, with their answers, in the chosen order', async () => {
    const activity = await quiz();
    const made = (await add(activity.id)).data!;
    const edited = await t.call(
      g.roundEdit,
      { id: made.id, name: '抢答', question_ids: [own[3], own[1]], seconds: 30, points_mode: 'fixed' },
      { token: organiser.token },
    );
    expect(edited.body.data).toMatchObject({ id: made.id, name: '抢答', sort: 1, seconds: 30, question_count: 2 });
    const detail = (await t.call(g.roundDetail, { id: made.id }, { token: organiser.token })).body.data;
    expect(detail.questions.map((q) => [q.id, q.type])).toEqual([
      [own[3], 'blank'],
      [own[1], 'multiple'],
    ]);
    expect(detail.questions[0]!.blanks).toEqual([['氢'], ['氧', '氧元素']]);
    expect(detail.questions[1]!.answer).toEqual(['A', 'B']);
  });

  it('leaves a question deleted from its bank out of the count and the detail', async () => {
    const activity = await quiz();
    const bank = await fillBank(t, await makeBank(t, organiser.customer), 2);
    const ids = await idsOf(bank.id);
    const made = (await add(activity.id, { question_ids: ids })).data!;
    await t.deps.db.delete(questions).where(eq(questions.id, ids[0]!));
    const detail = (await t.call(g.roundDetail, { id: made.id }, { token: organiser.token })).body.data;
    expect(detail).toMatchObject({ question_ids: ids, question_count: 1 });
    expect(detail.questions.map((q) => q.id)).toEqual([ids[1]]);
  });

  it('deletes a round', async () => {
    const activity = await quiz();
    const made = (await add(activity.id)).data!;
    expect((await t.call(g.roundDel, { id: made.id }, { token: organiser.token })).body).toMatchObject({ code: 200 });
    expect((await t.call(g.round, { activity_id: activity.id }, { token: organiser.token })).body.data).toEqual([]);
    expect((await t.call(g.roundDetail, { id: made.id }, { token: organiser.token })).body).toMatchObject({
      code: 400,
      msg: '轮次不存在',
    });
  });

  it('refuses more rounds than an event holds', async () => {
    const activity = await quiz();
    for (let i = 0; i < 20; i += 1) expect((await add(activity.id)).code).toBe(200);
    expect(await add(activity.id)).toMatchObject({ code: 400, msg: '每场最多20轮' });
  });

  it('answers another organiser’s activity and rounds as missing, and changes none of them', async () => {
    const theirs = await quiz(other);
    const theirRound = (await add(theirs.id, { question_ids: [foreign[0]] }, other)).data!;
    const token = organiser.token;
    const missing = { code: 600, msg: '活动不存在' };
    for (const e of [g.round, g.gameConfig, g.fieldGet, g.questionStats] as const)
      expect((await t.call(e, { activity_id: theirs.id }, { token })).body).toMatchObject(missing);
    expect(await add(theirs.id)).toMatchObject(missing);
    expect((await t.call(g.site, { activity_id: theirs.id, title: '我的' }, { token })).body).toMatchObject(missing);
    const noRound = { code: 400, msg: '轮次不存在' };
    expect((await t.call(g.roundDetail, { id: theirRound.id }, { token })).body).toMatchObject(noRound);
    expect(
      (await t.call(g.roundEdit, { id: theirRound.id, name: '改', question_ids: [own[0]] }, { token })).body,
    ).toMatchObject(noRound);
    expect((await t.call(g.roundDel, { id: theirRound.id }, { token })).body).toMatchObject(noRound);
    const still = (await t.call(g.gameConfig, { activity_id: theirs.id }, { token: other.token })).body.data;
    expect(still.rounds.map((r) => r.name)).toEqual(['第一轮']);
    expect(still.site.title).toBe('');
  });

  it('refuses an activity of another kind, and callers without the activity grant', async () => {
    const online = await makeActivity(t, organiser.customer);
    expect(await add(online.id)).toMatchObject({ code: 400, msg: '该设置不适用于此类活动' });
    const activity = await quiz();
    const clerk = await makeStaff(t, organiser, { pages: ['question/user_question'] });
    const manager = await makeStaff(t, organiser, { pages: ['activity/manage'] });
    expect((await t.call(g.gameConfig, { activity_id: activity.id }, { token: clerk.token })).body.code).not.toBe(200);
    expect(await add(activity.id, {}, manager)).toMatchObject({ code: 200 });
    expect((await t.call(g.gameConfig, { activity_id: activity.id })).body.code).not.toBe(200);
  });

  it('keeps the play list while a session shows it, and lets it change in the lobby and after the end', async () => {
    const activity = await quiz();
    const made = (await add(activity.id)).data!;
    const session = await makeSession(t, activity, { phase: 'question', stepIndex: 0 });
    const running = { code: 400, msg: '本场进行中，请先结束或重置后再修改题目' };
    const token = organiser.token;
    expect(await add(activity.id)).toMatchObject(running);
    expect(
      (await t.call(g.roundEdit, { id: made.id, name: '改名', question_ids: [own[0]] }, { token })).body,
    ).toMatchObject(running);
    expect((await t.call(g.roundDel, { id: made.id }, { token })).body).toMatchObject(running);
    expect((await t.call(g.roundDetail, { id: made.id }, { token })).body.data.name).toBe('第一轮');
    for (const phase of ['lobby', 'finished'] as const) {
      await t.deps.db.update(liveSessions).set({ phase }).where(eq(liveSessions.id, session.id));
      const edited = await t.call(g.roundEdit, { id: made.id, name: phase, question_ids: [own[0]] }, { token });
      expect(edited.body.data?.name).toBe(phase);
    }
  });

  it('saves the big screen, the phone page and the join fields apart, without undoing each other', async () => {
    const activity = await quiz();
    const token = organiser.token;
    const site = { theme: 'ocean', title: '年会答题', background: '/u/bg.png', logo: '/u/logo.png' };
    const savedSite = await t.call(g.site, { activity_id: activity.id, ...site, leaderboard_every: 3 }, { token });
    expect(savedSite.body.data).toEqual({ ...site, leaderboard_every: 3, show_join_code: true });
    const phone = { activity_id: activity.id, background: '/u/phone.png', show_rank: false };
    expect((await t.call(g.phoneSite, phone, { token })).body.data).toEqual({
      background: '/u/phone.png',
      show_rank: false,
      show_answer: true,
    });
    const fields = [
      { key: 'phone', required: true },
      { key: 'unit', required: false },
      { key: 'phone', required: false },
    ];
    const savedFields = await t.call(g.fieldSite, { activity_id: activity.id, fields }, { token });
    expect(savedFields.body.data).toEqual({ fields: fields.slice(0, 2), identity: 'device' });
    expect((await t.call(g.fieldGet, { activity_id: activity.id }, { token })).body.data).toEqual({
      fields: fields.slice(0, 2),
      identity: 'device',
    });
    const config = (await t.call(g.gameConfig, { activity_id: activity.id }, { token })).body.data;
    expect(config).toMatchObject({
      site: { theme: 'ocean', title: '年会答题', leaderboard_every: 3 },
      phone_site: { show_rank: false },
      fields: fields.slice(0, 2),
    });
  });

  it('refuses a bad big screen, phone page or join field', async () => {
    const activity = await quiz();
    const token = organiser.token;
    const cases = [
      [g.site, { theme: 'neon' }, '主题不正确'],
      [g.site, { title: '题'.repeat(41) }, '大屏标题不能超过40个字'],
      [g.site, { leaderboard_every: 51 }, '排行榜间隔为0到50题'],
      [g.fieldSite, { fields: [{ key: 'wechat', required: true }] }, '报名项不正确'],
    ] as const;
    for (const [e, input, msg] of cases)
      expect((await t.call(e, { activity_id: activity.id, ...input }, { token })).body, msg).toMatchObject({
        code: 400,
        msg,
      });
  });

  it('takes as many players as the organiser’s online capacity once published', async () => {
    const activity = await quiz(organiser, { status: 'published' });
    await t.deps.db.update(customers).set({ onlineNum: 1000 }).where(eq(customers.id, organiser.customer.id));
    const config = await t.call(g.gameConfig, { activity_id: activity.id }, { token: organiser.token });
    expect(config.body.data.capacity).toBe(1000);
  });

  it('answers the big screen’s themes to anyone', async () => {
    const res = await t.call(g.theme, {});
    expect(res.body.data.map((x) => x.key)).toEqual(['stage', 'ocean', 'festival', 'minimal']);
    for (const x of res.body.data) expect(x.colors).toHaveLength(4);
  });

  it('copies the rounds with the activity', async () => {
    // A fresh organiser: copying makes a draft, and the trial allows only a few.
    const owner = await makeCustomer(t);
    const activity = await quiz(owner);
    await add(activity.id, { name: '甲', question_ids: [shared[0], shared[2]] }, owner);
    await add(activity.id, { name: '乙', question_ids: [shared[1]] }, owner);
    const copy = await t.call(contract.activity.copy, { activity_id: activity.id }, { token: owner.token });
    const rounds = (await t.call(g.round, { activity_id: copy.body.data.id }, { token: owner.token })).body.data;
    expect(rounds.map((r) => [r.name, r.question_ids])).toEqual([
      ['甲', [shared[0], shared[2]]],
      ['乙', [shared[1]]],
    ]);
  });
});
