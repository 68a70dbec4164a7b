import { contract } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organiserApp } from '../../test/organiser-app.js';
import type { ActivityRecord } from '../activity/index.js';
import { addContestants, addItems, addRound, makeGrade } from './grade.factory.js';
import { gradeJudges } from './grade.table.js';

const g = contract.grade;

describe('judge groups: weighted panels of a round', () => {
  const { t, organiser, other } = organiserApp({ other: true });
  const as = (token = organiser.token) => ({ token });

  const saveGroup = (roundId: number, name: string, weight: number, id?: number, token?: string) =>
    t.call(g.saveJudgeGroup, { round_id: roundId, name, weight, ...(id ? { id } : {}) }, as(token));
  const groupOf = async (roundId: number, name: string, weight: number) => {
    const res = await saveGroup(roundId, name, weight);
    if (res.body.code !== 200) throw new Error(res.body.msg);
    return res.body.data;
  };
  const saveJudge = (roundId: number, name: string, groupId: number | null, id?: number) =>
    t.call(g.saveJudge, { round_id: roundId, name, group_id: groupId, ...(id ? { id } : {}) }, as());
  const judgeIn = async (roundId: number, name: string, groupId: number | null) => {
    const res = await saveJudge(roundId, name, groupId);
    if (res.body.code !== 200) throw new Error(res.body.msg);
    return res.body.data;
  };
  const score = (key: string, contestantId: number, itemId: number, value: number) =>
    t.call(contract.gradePhone.score, { key, contestant_id: contestantId, items: [{ item_id: itemId, score: value }] });

  /** A round of one item out of 10 and two contestants. */
  const contest = async () => {
    const activity: ActivityRecord = await makeGrade(t, organiser);
    const round = (await addRound(t, activity, '决赛', { method: 'mean' }))!;
    const [item] = await addItems(t, activity, round.id, [{ name: '表现' }]);
    const contestants = await addContestants(t, activity, round.id, 2);
    return { activity, round, item: item!, contestants };
  };

  it('adds groups in order with their weights and judge counts, renames one, and refuses a taken name', async () => {
    const { round } = await contest();
    const pro = await groupOf(round.id, '专业评委', 70);
    expect(pro).toEqual({
      id: expect.any(Number),
      round_id: round.id,
      name: '专业评委',
      weight: 70,
      sort: 0,
      judge_count: 0,
    });
    const public_ = await groupOf(round.id, '大众评委', 30);
    await judgeIn(round.id, '王教授', pro.id);
    const judge = await judgeIn(round.id, '李同学', public_.id);
    expect(judge).toMatchObject({ group_id: public_.id, group_name: '大众评委' });
    expect((await saveGroup(round.id, '专业评委', 10)).body.error).toBe('GRADE_JUDGE_GROUP_TAKEN');
    expect((await saveGroup(round.id, '专业评委', 40, public_.id)).body.error).toBe('GRADE_JUDGE_GROUP_TAKEN');
    expect((await saveGroup(round.id, '学生评委', 30, public_.id)).body.data).toMatchObject({ name: '学生评委' });
    const list = (await t.call(g.judgeGroups, { round_id: round.id }, as())).body.data;
    expect(list.map((x) => [x.name, x.weight, x.judge_count])).toEqual([
      ['专业评委', 70, 1],
      ['学生评委', 30, 1],
    ]);
  });

  it('refuses a bad weight, more than 10 groups, and a judge without a group once the round has groups', async () => {
    const { round } = await contest();
    expect((await saveGroup(round.id, '专业', 0)).body).toMatchObject({ code: 400, msg: '分组权重须在1到100之间' });
    expect((await saveGroup(round.id, '专业', 1.5)).body.msg).toBe('分组权重必须是整数');
    expect((await saveGroup(round.id, '', 10)).body.code).toBe(400);
    const ungrouped = await judgeIn(round.id, '先来的评委', null);
    for (let i = 0; i < 10; i++) await groupOf(round.id, `第${i + 1}组`, 10);
    expect((await saveGroup(round.id, '第11组', 10)).body.error).toBe('GRADE_JUDGE_GROUP_LIMIT');
    expect((await saveJudge(round.id, '新评委', null)).body.error).toBe('GRADE_JUDGE_GROUP_REQUIRED');
    // Left in no group, the judge may still be renamed (and put in a group later).
    expect((await saveJudge(round.id, '早到的评委', null, ungrouped.id)).body.data).toMatchObject({ group_id: null });
  });

  it('refuses a group of another round or of another organiser', async () => {
    const { activity, round } = await contest();
    const semi = (await addRound(t, activity, '复赛'))!;
    const theirs = await groupOf(semi.id, '专业评委', 50);
    expect((await saveJudge(round.id, '王教授', theirs.id)).body.error).toBe('GRADE_JUDGE_GROUP_NOT_FOUND');
    expect((await saveGroup(round.id, '专业评委', 60, theirs.id)).body.error).toBe('GRADE_JUDGE_GROUP_NOT_FOUND');
    expect((await saveGroup(round.id, '偷看', 50, undefined, other.token)).body.error).toBe('GRADE_ROUND_NOT_FOUND');
    expect((await t.call(g.judgeGroups, { round_id: round.id }, as(other.token))).body.error).toBe(
      'GRADE_ROUND_NOT_FOUND',
    );
    expect((await t.call(g.delJudgeGroup, { id: theirs.id }, as(other.token))).body.error).toBe(
      'GRADE_JUDGE_GROUP_NOT_FOUND',
    );
    expect((await t.call(g.judgeGroups, { round_id: semi.id }, as())).body.data).toHaveLength(1);
  });

  it('removes a group before scoring and leaves its judges in no group', async () => {
    const { round } = await contest();
    const pro = await groupOf(round.id, '专业评委', 70);
    const judge = await judgeIn(round.id, '王教授', pro.id);
    expect((await t.call(g.delJudgeGroup, { id: pro.id }, as())).body.code).toBe(200);
    const [row] = await t.deps.db.select().from(gradeJudges).where(eq(gradeJudges.id, judge.id));
    expect(row!.groupId).toBeNull();
    expect((await t.call(g.judgeGroups, { round_id: round.id }, as())).body.data).toEqual([]);
  });

  it('weighs each group’s part in the result, and keeps groups, weights and members as scored', async () => {
    const { round, item, contestants } = await contest();
    const pro = await groupOf(round.id, '专业评委', 70);
    const public_ = await groupOf(round.id, '大众评委', 30);
    const judges = [
      await judgeIn(round.id, '王教授', pro.id),
      await judgeIn(round.id, '李教授', pro.id),
      await judgeIn(round.id, '小张', public_.id),
    ];
    const [first] = contestants;
    for (const [i, value] of [9, 7, 5].entries()) {
      expect((await score(judges[i]!.key, first!.id, item.id, value)).body.code).toBe(200);
    }
    const result = (
      await t.call(contract.gradeUserData.userScore, { activity_id: round.activityId, round_id: round.id }, as())
    ).body.data;
    // 专业 (9 + 7) / 2 = 8, 大众 5; 8 × 70% + 5 × 30% = 7.1.
    expect(result.lines[0]).toMatchObject({
      contestant_id: first!.id,
      judge_score: 7.1,
      final: 7.1,
      groups: [
        { group_id: pro.id, count: 2, score: 8 },
        { group_id: public_.id, count: 1, score: 5 },
      ],
    });
    expect(result.groups).toEqual([
      { id: pro.id, name: '专业评委', weight: 70 },
      { id: public_.id, name: '大众评委', weight: 30 },
    ]);
    expect(result.judges.map((j) => j.group_id)).toEqual([pro.id, pro.id, public_.id]);
    expect(result.rule_text).toContain('按评委分组计算后加权：专业评委占70%、大众评委占30%');

    expect((await saveGroup(round.id, '嘉宾评委', 10)).body).toMatchObject({
      error: 'GRADE_JUDGE_GROUP_SCORED',
      msg: '该轮次已有评委评分，不能修改评委分组、权重或评委所在分组',
    });
    expect((await saveGroup(round.id, '专业评委', 60, pro.id)).body.error).toBe('GRADE_JUDGE_GROUP_SCORED');
    expect((await saveGroup(round.id, '专家评委', 70, pro.id)).body.data).toMatchObject({
      name: '专家评委',
      weight: 70,
    });
    expect((await t.call(g.delJudgeGroup, { id: public_.id }, as())).body.error).toBe('GRADE_JUDGE_GROUP_SCORED');
    expect((await saveJudge(round.id, '小张', pro.id, judges[2]!.id)).body.error).toBe('GRADE_JUDGE_GROUP_SCORED');
    expect((await saveJudge(round.id, '张同学', public_.id, judges[2]!.id)).body.data).toMatchObject({
      name: '张同学',
      group_id: public_.id,
    });
  });

  it('refuses the score of a judge in no group while the round has groups', async () => {
    const { activity, round, item, contestants } = await contest();
    const judge = await judgeIn(round.id, '先来的评委', null);
    await groupOf(round.id, '专业评委', 70);
    expect((await score(judge.key, contestants[0]!.id, item.id, 8)).body).toMatchObject({
      error: 'GRADE_JUDGE_UNGROUPED',
      msg: '您尚未被分到评委分组，暂不能评分，请联系主办方',
    });
    const result = await t.call(
      contract.gradeUserData.userScore,
      { activity_id: activity.id, round_id: round.id },
      as(),
    );
    expect(result.body.data.lines.every((l) => l.status === 'none')).toBe(true);
  });
});
