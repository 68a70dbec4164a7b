import { contract, type GradeRule } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organiserApp } from '../../test/organiser-app.js';
import { activityOwner } from '../activity/index.js';
import { addContestants, addItems, addJudges, addRound, makeGrade } from './grade.factory.js';
import { gradeAudienceScores, gradeContestants, gradeGroups, gradeJudges } from './grade.table.js';

describe("a round's result through the API", () => {
  const { t, organiser, other } = organiserApp({ other: true });
  const as = () => ({ token: organiser.token });

  /** Items 创意 (weight 0.6) and 表现 (weight 0.4), out of 10 each: the full mark is 10. */
  const staged = async (rule: Partial<GradeRule>, contestants: number, judges: number) => {
    const activity = await makeGrade(t, organiser);
    const round = (await addRound(t, activity, '初赛', rule))!;
    const items = await addItems(t, activity, round.id, [
      { name: '创意', weight: 0.6 },
      { name: '表现', weight: 0.4 },
    ]);
    const people = await addContestants(t, activity, round.id, contestants);
    const panel = await addJudges(t, activity, round.id, judges);
    const give = async (judge: number, contestant: number, scores: [number, number] | 'abstain') => {
      const res = await t.call(contract.gradePhone.score, {
        key: panel[judge]!.key,
        contestant_id: people[contestant]!.id,
        ...(scores === 'abstain'
          ? { abstain: true }
          : { items: scores.map((score, i) => ({ item_id: items[i]!.id, score })) }),
      });
      expect(res.body.code).toBe(200);
    };
    const result = async () =>
      (await t.call(contract.gradeUserData.userScore, { activity_id: activity.id, round_id: round.id }, as())).body
        .data;
    return { activity, round, items, people, panel, give, result };
  };

  it('equals the hand computation of a trimmed mean, with an abstention left out', async () => {
    const { activity, round, items, people, panel, give, result } = await staged(
      { method: 'trimmed_mean', trim: 1 },
      3,
      4,
    );
    const [group] = await t.deps.db
      .insert(gradeGroups)
      .values({ ...activityOwner(activity), name: '少年组' })
      .returning();
    await t.deps.db
      .update(gradeContestants)
      .set({ groupId: group!.id, photo: '/u/1.png' })
      .where(eq(gradeContestants.id, people[0]!.id));
    // 选手1: totals 8.4, 7, 9.4, 5.6 → 9.4 and 5.6 dropped → (8.4 + 7) / 2 = 7.7; raw mean 30.4 / 4 = 7.6.
    await give(0, 0, [8, 9]);
    await give(1, 0, [7, 7]);
    await give(2, 0, [9, 10]);
    await give(3, 0, [6, 5]);
    // 选手2: 评委2 abstains; totals 10, 8, 8.2 → 10 and 8 dropped → 8.2; raw mean 26.2 / 3 = 8.7333.
    await give(0, 1, [10, 10]);
    await give(1, 1, 'abstain');
    await give(2, 1, [8, 8]);
    await give(3, 1, [9, 7]);

    const data = await result();
    expect(data.round).toMatchObject({
      id: round.id,
      name: '初赛',
      item_count: 2,
      contestant_count: 3,
      judge_count: 4,
      score_count: 8,
    });
    expect(data.rule_text).toBe('去掉1个最高分和1个最低分后取平均，保留2位小数（四舍五入）');
    expect(data.full_mark).toBe(10);
    expect(data.items.map((i) => i.id)).toEqual(items.map((i) => i.id));
    expect(data.judges).toEqual(
      panel.map((j) => ({ id: j.id, name: j.name, title: '', removed: false, group_id: null })),
    );
    expect(
      data.lines.map((l) => [l.name, l.group_name, l.photo, l.status, l.judge_score, l.final, l.raw_mean, l.rank]),
    ).toEqual([
      ['选手2', '', '', 'scored', 8.2, 8.2, 8.7333, 1],
      ['选手1', '少年组', '/u/1.png', 'scored', 7.7, 7.7, 7.6, 2],
      ['选手3', '', '', 'none', null, null, null, null],
    ]);
    const second = data.lines[0]!;
    expect(second.judges.map((j) => [j.state, j.total, j.dropped])).toEqual([
      ['scored', 10, true],
      ['abstained', null, false],
      ['scored', 8, true],
      ['scored', 8.2, false],
    ]);
  });

  it("keeps a removed judge's scores and stops waiting for a removed judge who never scored", async () => {
    const { panel, give, result } = await staged({ method: 'mean', missing: 'block' }, 1, 3);
    await give(0, 0, [8, 8]);
    await give(1, 0, [6, 6]);
    expect((await result()).lines[0]).toMatchObject({ status: 'waiting', final: null });

    const remove = (i: number) =>
      t.deps.db.update(gradeJudges).set({ removedAt: t.clock.now() }).where(eq(gradeJudges.id, panel[i]!.id));
    await remove(2);
    await remove(1);
    const data = await result();
    expect(data.lines[0]).toMatchObject({ status: 'scored', final: 7, rank: 1 });
    expect(data.judges.map((j) => j.removed)).toEqual([false, true, true]);
    expect(data.round.judge_count).toBe(1);
  });

  it("weighs the audience's scores by the rule's audience share", async () => {
    const { activity, round, people, give, result } = await staged({ method: 'mean', audience_weight: 20 }, 1, 1);
    await give(0, 0, [8, 8]);
    await t.deps.db.insert(gradeAudienceScores).values(
      [10, 5].map((score, i) => ({
        ...activityOwner(activity),
        roundId: round.id,
        contestantId: people[0]!.id,
        participantId: 1_000 + i,
        score,
      })),
    );
    // Audience mean 7.5 of 10 on the judges' scale of 10 is 7.5; 8 × 80% + 7.5 × 20% = 7.9.
    const data = await result();
    expect(data.rule_text).toBe('取各评委总分的平均分，评委得分占80%、观众评分占20%，保留2位小数（四舍五入）');
    expect(data.lines[0]).toMatchObject({ judge_score: 8, audience: { count: 2, mean: 7.5, score: 7.5 }, final: 7.9 });
  });

  it('answers ACTIVITY_NOT_FOUND to another organiser and GRADE_ROUND_NOT_FOUND for a round of another activity', async () => {
    const { activity, round } = await staged({}, 1, 1);
    const peek = await t.call(
      contract.gradeUserData.userScore,
      { activity_id: activity.id, round_id: round.id },
      { token: other.token },
    );
    expect(peek.body.error).toBe('ACTIVITY_NOT_FOUND');
    const elsewhere = await staged({}, 1, 1);
    const crossed = await t.call(
      contract.gradeUserData.userScore,
      { activity_id: activity.id, round_id: elsewhere.round.id },
      as(),
    );
    expect(crossed.body.error).toBe('GRADE_ROUND_NOT_FOUND');
  });
});
