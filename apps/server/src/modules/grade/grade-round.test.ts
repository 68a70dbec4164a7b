import { contract, defaultGradeRule, errorTable } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organiserApp } from '../../test/organiser-app.js';
import { type ActivityRecord, activityOwner } from '../activity/index.js';
import { makeLiveActivity } from '../activity/live-activity.factory.js';
import { addContestants, addItems, addJudges, addRound, makeGrade } from './grade.factory.js';
import { gradeEntries, gradeItems, gradeJudges, gradeRounds, gradeScores } from './grade.table.js';

const r = contract.gradeRound;

describe('setting up a judge-scoring activity’s rounds and their rule', () => {
  const { t, organiser, other } = organiserApp({ other: true });
  const as = (token = organiser.token) => ({ token });
  /** The factory's row is typed as possibly missing; an insert's returning row is always there. */
  const roundOf = async (activity: ActivityRecord, name?: string) => (await addRound(t, activity, name))!;

  /** A judge's stored score, as the scoring calls would leave it. */
  const addScore = (activity: ActivityRecord, roundId: number, contestantId: number, judgeId: number) =>
    t.deps.db.insert(gradeScores).values({
      ...activityOwner(activity),
      roundId,
      contestantId,
      judgeId,
      items: [],
      submittedAt: t.clock.now(),
    });

  it('adds rounds last with the default rule and the settings given, and lists them in order', async () => {
    const activity = await makeGrade(t, organiser);
    const first = await t.call(r.addSetting, { activity_id: activity.id, name: ' 初赛 ' }, as());
    expect(first.body.data).toEqual({
      id: expect.any(Number),
      activity_id: activity.id,
      sort: 0,
      name: '初赛',
      reveal: 'each',
      comment: 'optional',
      judges_see_others: false,
      audience_open: false,
      rule: defaultGradeRule,
      from_round_id: null,
      item_count: 0,
      contestant_count: 0,
      judge_count: 0,
      score_count: 0,
    });
    const second = await t.call(
      r.addSetting,
      { activity_id: activity.id, name: '决赛', reveal: 'total', comment: 'required', audience_open: true },
      as(),
    );
    expect(second.body.data).toMatchObject({ sort: 1, reveal: 'total', comment: 'required', audience_open: true });
    const [stored] = await t.deps.db.select().from(gradeRounds).where(eq(gradeRounds.id, second.body.data.id));
    expect(stored?.settings).toEqual({
      reveal: 'total',
      comment: 'required',
      judges_see_others: false,
      audience_open: true,
    });
    const list = (await t.call(r.list, { activity_id: activity.id }, as())).body.data;
    expect(list).toMatchObject({ total: 2, page: 1, limit: 10 });
    expect(list.list.map((x) => x.name)).toEqual(['初赛', '决赛']);
  });

  it('counts each round’s items, contestants, listed judges and stored scores', async () => {
    const activity = await makeGrade(t, organiser);
    const round = await roundOf(activity, '初赛');
    await roundOf(activity, '复赛');
    await addItems(t, activity, round.id, [{}, {}, {}]);
    const [contestant] = await addContestants(t, activity, round.id, 2);
    const [judge, , gone] = await addJudges(t, activity, round.id, 3);
    await t.deps.db.update(gradeJudges).set({ removedAt: t.clock.now() }).where(eq(gradeJudges.id, gone!.id));
    await addScore(activity, round.id, contestant!.id, judge!.id);

    const list = (await t.call(r.list, { activity_id: activity.id }, as())).body.data.list;
    expect(list).toMatchObject([
      { name: '初赛', item_count: 3, contestant_count: 2, judge_count: 2, score_count: 1 },
      { name: '复赛', item_count: 0, contestant_count: 0, judge_count: 0, score_count: 0 },
    ]);
    const page = (await t.call(r.list, { activity_id: activity.id, page: 2, limit: 1 }, as())).body.data;
    expect(page).toMatchObject({ total: 2, page: 2, limit: 1, list: [{ name: '复赛' }] });
  });

  it('saves and reads a round’s settings', async () => {
    const activity = await makeGrade(t, organiser);
    const round = await roundOf(activity, '初赛');
    const saved = await t.call(
      r.saveSetting,
      { id: round.id, name: '半决赛', reveal: 'total', judges_see_others: true },
      as(),
    );
    expect(saved.body.data).toMatchObject({ id: round.id, name: '半决赛', reveal: 'total', judges_see_others: true });
    const read = await t.call(r.getSetting, { id: round.id }, as());
    expect(read.body.data).toMatchObject({
      name: '半决赛',
      reveal: 'total',
      comment: 'optional',
      judges_see_others: true,
    });
  });

  it('refuses a round without a name, with a long one or with an unknown reveal, and adds nothing', async () => {
    const activity = await makeGrade(t, organiser);
    const add = (input: Record<string, unknown>) => t.call(r.addSetting, { activity_id: activity.id, ...input }, as());
    expect((await add({ name: '  ' })).body).toMatchObject({ code: 400, msg: '请输入轮次名称' });
    expect((await add({ name: '轮'.repeat(21) })).body.msg).toBe('轮次名称不能超过20个字');
    expect((await add({ name: '初赛', reveal: 'slow' })).body.msg).toBe('亮分方式不正确');
    expect((await t.call(r.list, { activity_id: activity.id }, as())).body.data.total).toBe(0);
  });

  it('refuses a round past the limit', async () => {
    const activity = await makeGrade(t, organiser);
    for (let i = 0; i < 20; i++) await roundOf(activity, `第${i + 1}轮`);
    const res = await t.call(r.addSetting, { activity_id: activity.id, name: '加赛' }, as());
    expect(res.body).toMatchObject({ code: 400, error: 'GRADE_ROUND_LIMIT', msg: errorTable.GRADE_ROUND_LIMIT.msg });
    expect((await t.call(r.list, { activity_id: activity.id }, as())).body.data.total).toBe(20);
  });

  it('deletes a round nobody scored, with its items, contestants’ entries and judges', async () => {
    const activity = await makeGrade(t, organiser);
    const round = await roundOf(activity, '初赛');
    const kept = await roundOf(activity, '决赛');
    await addItems(t, activity, round.id, [{}]);
    const [contestant] = await addContestants(t, activity, round.id, 2);
    await addJudges(t, activity, round.id, 2);
    await t.deps.db
      .insert(gradeEntries)
      .values({ ...activityOwner(activity), roundId: kept.id, contestantId: contestant!.id });
    await t.deps.db.update(gradeRounds).set({ fromRoundId: round.id }).where(eq(gradeRounds.id, kept.id));

    expect((await t.call(r.delSetting, { id: round.id }, as())).body).toMatchObject({ code: 200, data: null });
    for (const table of [gradeItems, gradeEntries, gradeJudges]) {
      expect(await t.deps.db.select().from(table).where(eq(table.roundId, round.id))).toEqual([]);
    }
    const list = (await t.call(r.list, { activity_id: activity.id }, as())).body.data.list;
    expect(list).toMatchObject([{ id: kept.id, contestant_count: 1, from_round_id: null }]);
    expect((await t.call(r.getSetting, { id: round.id }, as())).body.error).toBe('GRADE_ROUND_NOT_FOUND');
  });

  it('refuses to delete a round a judge has scored in', async () => {
    const activity = await makeGrade(t, organiser);
    const round = await roundOf(activity, '初赛');
    const [contestant] = await addContestants(t, activity, round.id, 1);
    const [judge] = await addJudges(t, activity, round.id, 1);
    await addScore(activity, round.id, contestant!.id, judge!.id);
    const res = await t.call(r.delSetting, { id: round.id }, as());
    expect(res.body).toMatchObject({ code: 400, error: 'GRADE_ROUND_SCORED' });
    expect((await t.call(r.getSetting, { id: round.id }, as())).body.data).toMatchObject({ judge_count: 1 });
  });

  it('puts the rounds in the order given', async () => {
    const activity = await makeGrade(t, organiser);
    const [a, b, c] = [await roundOf(activity, 'A'), await roundOf(activity, 'B'), await roundOf(activity, 'C')];
    const res = await t.call(r.sort, { activity_id: activity.id, ids: [c.id, a.id, b.id] }, as());
    expect(res.body.code).toBe(200);
    const list = (await t.call(r.list, { activity_id: activity.id }, as())).body.data.list;
    expect(list.map((x) => [x.name, x.sort])).toEqual([
      ['C', 0],
      ['A', 1],
      ['B', 2],
    ]);
  });

  it('refuses an order that leaves out, repeats or adds a round', async () => {
    const activity = await makeGrade(t, organiser);
    const a = await roundOf(activity, 'A');
    const b = await roundOf(activity, 'B');
    const elsewhere = await roundOf(await makeGrade(t, organiser), 'X');
    const sort = (ids: number[]) => t.call(r.sort, { activity_id: activity.id, ids }, as());
    for (const ids of [[a.id], [a.id, a.id], [a.id, b.id, elsewhere.id], [b.id, elsewhere.id]]) {
      expect((await sort(ids)).body.error).toBe('GRADE_ROUND_SORT_MISMATCH');
    }
    expect((await sort([])).body.msg).toBe('请选择轮次');
    const list = (await t.call(r.list, { activity_id: activity.id }, as())).body.data.list;
    expect(list.map((x) => x.name)).toEqual(['A', 'B']);
  });

  it('reads the default rule, saves a whole rule with defaults for what is left out, even after scoring', async () => {
    const activity = await makeGrade(t, organiser);
    const round = await roundOf(activity, '初赛');
    expect((await t.call(r.getRule, { id: round.id }, as())).body.data).toEqual(defaultGradeRule);
    const saved = await t.call(r.saveRule, { id: round.id, method: 'mean', decimals: 1 }, as());
    expect(saved.body.data).toEqual({ ...defaultGradeRule, method: 'mean', decimals: 1 });

    const [contestant] = await addContestants(t, activity, round.id, 1);
    const [judge] = await addJudges(t, activity, round.id, 1);
    await addScore(activity, round.id, contestant!.id, judge!.id);
    const after = await t.call(r.saveRule, { id: round.id, method: 'sum', audience_weight: '30' }, as());
    expect(after.body.data).toEqual({ ...defaultGradeRule, method: 'sum', audience_weight: 30 });
    expect((await t.call(r.getRule, { id: round.id }, as())).body.data).toMatchObject({ method: 'sum', decimals: 2 });
    expect((await t.call(r.getSetting, { id: round.id }, as())).body.data.rule.audience_weight).toBe(30);
  });

  it('refuses a rule out of range with the field’s message', async () => {
    const activity = await makeGrade(t, organiser);
    const round = await roundOf(activity, '初赛');
    const save = (input: Record<string, unknown>) => t.call(r.saveRule, { id: round.id, ...input }, as());
    expect((await save({ trim: 6 })).body).toMatchObject({ code: 400, msg: '最多去掉5个最高分和最低分' });
    expect((await save({ method: 'median' })).body.msg).toBe('计分方式不正确');
    expect((await save({ audience_weight: 101 })).body.msg).toBe('观众权重须在0到100之间');
    expect((await t.call(r.getRule, { id: round.id }, as())).body.data).toEqual(defaultGradeRule);
  });

  it("answers another organiser's activity and rounds as missing, and changes nothing", async () => {
    const activity = await makeGrade(t, organiser);
    const round = await roundOf(activity, '初赛');
    const them = as(other.token);
    const byActivity = [
      t.call(r.list, { activity_id: activity.id }, them),
      t.call(r.addSetting, { activity_id: activity.id, name: '偷加' }, them),
      t.call(r.sort, { activity_id: activity.id, ids: [round.id] }, them),
    ];
    for (const res of await Promise.all(byActivity)) {
      expect(res.body).toMatchObject({ code: 600, error: 'ACTIVITY_NOT_FOUND' });
    }
    const byRound = [
      t.call(r.getSetting, { id: round.id }, them),
      t.call(r.saveSetting, { id: round.id, name: '偷改' }, them),
      t.call(r.delSetting, { id: round.id }, them),
      t.call(r.getRule, { id: round.id }, them),
      t.call(r.saveRule, { id: round.id, method: 'sum' }, them),
    ];
    for (const res of await Promise.all(byRound)) {
      expect(res.body).toMatchObject({ code: 400, error: 'GRADE_ROUND_NOT_FOUND' });
    }
    const mine = (await t.call(r.list, { activity_id: activity.id }, as())).body.data.list;
    expect(mine).toMatchObject([{ id: round.id, name: '初赛', sort: 0, rule: defaultGradeRule }]);
  });

  it('refuses an activity of another kind', async () => {
    const quiz = await makeLiveActivity(t, organiser.customer, 3);
    const res = await t.call(r.addSetting, { activity_id: quiz.id, name: '初赛' }, as());
    expect(res.body.error).toBe('ACTIVITY_KIND_MISMATCH');
  });
});
