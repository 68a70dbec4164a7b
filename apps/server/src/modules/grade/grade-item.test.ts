import { contract } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { organiserApp } from '../../test/organiser-app.js';
import { type ActivityRecord, activityOwner } from '../activity/index.js';
import { addContestants, addItems, addJudges, addRound, makeGrade } from './grade.factory.js';
import { gradeScores } from './grade.table.js';

const r = contract.gradeRound;

describe('a round’s scoring items', () => {
  const { t, organiser, other } = organiserApp({ other: true });
  const as = (token = organiser.token) => ({ token });
  /** The factory's row is typed as possibly missing; an insert's returning row is always there. */
  const roundOf = async (activity: ActivityRecord, name?: string) => (await addRound(t, activity, name))!;

  /** A round with a judge's score stored, as the scoring calls would leave it. */
  const scoredRound = async (activity: ActivityRecord) => {
    const round = await roundOf(activity);
    const items = await addItems(t, activity, round.id, [{ name: '台风', max: 10 }]);
    const [contestant] = await addContestants(t, activity, round.id, 1);
    const [judge] = await addJudges(t, activity, round.id, 1);
    await t.deps.db.insert(gradeScores).values({
      ...activityOwner(activity),
      roundId: round.id,
      contestantId: contestant!.id,
      judgeId: judge!.id,
      items: [{ item_id: items[0]!.id, score: 8 }],
      total: 8,
      submittedAt: t.clock.now(),
    });
    return { round, item: items[0]! };
  };

  const list = async (activity: ActivityRecord, roundId: number) =>
    (await t.call(r.scoringItems, { activity_id: activity.id, round_id: roundId }, as())).body.data;

  it('adds items last with the defaults, lists them in order and reads one', async () => {
    const activity = await makeGrade(t, organiser);
    const round = await roundOf(activity);
    const first = await t.call(r.addScoringItems, { round_id: round.id, name: '内容' }, as());
    expect(first.body.data).toEqual({
      id: expect.any(Number),
      round_id: round.id,
      name: '内容',
      min: 0,
      max: 10,
      step: 1,
      weight: 1,
      description: '',
      sort: 0,
    });
    const second = await t.call(
      r.addScoringItems,
      { round_id: round.id, name: '表现力', min: '1', max: '5', step: 0.5, weight: 0.25, description: '台风与感染力' },
      as(),
    );
    expect(second.body.data).toMatchObject({ min: 1, max: 5, step: 0.5, weight: 0.25, sort: 1 });
    expect((await list(activity, round.id)).map((x) => x.name)).toEqual(['内容', '表现力']);
    const detail = await t.call(r.scoringItemsDetail, { id: second.body.data.id }, as());
    expect(detail.body.data).toMatchObject({ name: '表现力', description: '台风与感染力' });
  });

  it('refuses an item whose range, step or weight does not hold, with the field’s message', async () => {
    const activity = await makeGrade(t, organiser);
    const round = await roundOf(activity);
    const add = (input: Record<string, unknown>) =>
      t.call(r.addScoringItems, { round_id: round.id, name: '内容', ...input }, as());
    expect((await add({ min: 10, max: 10 })).body).toMatchObject({ code: 400, msg: '最高分必须大于最低分' });
    expect((await add({ max: 10, step: 3 })).body.msg).toBe('最高分须在步长上（最低分加步长的整数倍）');
    expect((await add({ weight: 0 })).body.msg).toBe('权重须大于0且不超过100');
    expect((await add({ max: 9.999 })).body.msg).toBe('最高分最多保留2位小数');
    expect((await add({ name: '' })).body.msg).toBe('请输入评分项名称');
    expect(await list(activity, round.id)).toEqual([]);
  });

  it('refuses an item past the limit', async () => {
    const activity = await makeGrade(t, organiser);
    const round = await roundOf(activity);
    await addItems(
      t,
      activity,
      round.id,
      Array.from({ length: 30 }, () => ({})),
    );
    const res = await t.call(r.addScoringItems, { round_id: round.id, name: '加项' }, as());
    expect(res.body).toMatchObject({ code: 400, error: 'GRADE_ITEM_LIMIT', msg: '每轮最多30个评分项' });
    expect(await list(activity, round.id)).toHaveLength(30);
  });

  it('edits and deletes an item while nobody has scored the round', async () => {
    const activity = await makeGrade(t, organiser);
    const round = await roundOf(activity);
    const [a, b] = await addItems(t, activity, round.id, [{ name: '内容' }, { name: '台风' }]);
    const edited = await t.call(r.editScoringItems, { id: a!.id, name: '内容与结构', max: 20, weight: 2 }, as());
    expect(edited.body.data).toMatchObject({ id: a!.id, name: '内容与结构', min: 0, max: 20, step: 1, weight: 2 });
    expect((await t.call(r.delScoringItems, { id: b!.id }, as())).body).toMatchObject({ code: 200, data: null });
    expect(await list(activity, round.id)).toMatchObject([{ id: a!.id, max: 20 }]);
    expect((await t.call(r.scoringItemsDetail, { id: b!.id }, as())).body.error).toBe('GRADE_ITEM_NOT_FOUND');
  });

  it('keeps a scored round’s items as scored: only names and descriptions change', async () => {
    const activity = await makeGrade(t, organiser);
    const { round, item } = await scoredRound(activity);
    const edit = (input: Record<string, unknown>) =>
      t.call(r.editScoringItems, { id: item.id, name: '台风', max: 10, ...input }, as());
    for (const change of [{ max: 20 }, { min: 2 }, { step: 2 }, { weight: 2 }]) {
      expect((await edit(change)).body).toMatchObject({ code: 400, error: 'GRADE_ROUND_SCORED' });
    }
    const renamed = await edit({ name: '舞台表现', description: '仪态与感染力' });
    expect(renamed.body.data).toMatchObject({ name: '舞台表现', description: '仪态与感染力', max: 10, weight: 1 });
    expect((await t.call(r.delScoringItems, { id: item.id }, as())).body.error).toBe('GRADE_ROUND_SCORED');
    expect((await t.call(r.addScoringItems, { round_id: round.id, name: '新项' }, as())).body.error).toBe(
      'GRADE_ROUND_SCORED',
    );
    expect(await list(activity, round.id)).toMatchObject([{ id: item.id, name: '舞台表现', max: 10 }]);
  });

  it('answers a round of another activity as missing when listing items', async () => {
    const activity = await makeGrade(t, organiser);
    const elsewhere = await roundOf(await makeGrade(t, organiser));
    const res = await t.call(r.scoringItems, { activity_id: activity.id, round_id: elsewhere.id }, as());
    expect(res.body.error).toBe('GRADE_ROUND_NOT_FOUND');
  });

  it("answers another organiser's rounds and items as missing, and changes nothing", async () => {
    const activity = await makeGrade(t, organiser);
    const round = await roundOf(activity);
    const [item] = await addItems(t, activity, round.id, [{ name: '内容' }]);
    const them = as(other.token);
    expect((await t.call(r.scoringItems, { activity_id: activity.id, round_id: round.id }, them)).body).toMatchObject({
      code: 600,
      error: 'ACTIVITY_NOT_FOUND',
    });
    expect((await t.call(r.addScoringItems, { round_id: round.id, name: '偷加' }, them)).body.error).toBe(
      'GRADE_ROUND_NOT_FOUND',
    );
    const byItem = [
      t.call(r.scoringItemsDetail, { id: item!.id }, them),
      t.call(r.editScoringItems, { id: item!.id, name: '偷改' }, them),
      t.call(r.delScoringItems, { id: item!.id }, them),
    ];
    for (const res of await Promise.all(byItem)) {
      expect(res.body).toMatchObject({ code: 400, error: 'GRADE_ITEM_NOT_FOUND' });
    }
    expect(await list(activity, round.id)).toMatchObject([{ id: item!.id, name: '内容' }]);
  });
});
