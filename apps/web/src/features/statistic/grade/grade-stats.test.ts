import { describe, expect, it } from 'vitest';
import { makeGradeResult } from './grade-result.factory.js';
import { contestantSpreads, itemStats, judgeStats, roundOverview } from './grade-stats.js';

const byJudge = () => new Map(judgeStats(makeGradeResult()).map((s) => [s.judge?.name ?? s.judge_id, s]));

describe('grade statistics', () => {
  it('counts the contestants, who has a final, the judges, the stored scores and the abstentions', () => {
    expect(roundOverview(makeGradeResult())).toEqual({
      contestants: 4,
      scoredContestants: 4,
      judges: 3,
      judgeScores: 11,
      abstentions: 1,
    });
  });

  it('tells each judge’s scored, abstained and missed contestants and their mean total', () => {
    const stats = byJudge();
    expect(stats.get('王评委')).toMatchObject({ scored: 4, abstained: 0, missing: 0, meanTotal: 23 });
    expect(stats.get('李评委')).toMatchObject({ scored: 3, abstained: 0, missing: 1, meanTotal: 22 });
    expect(stats.get('赵评委')).toMatchObject({ scored: 3, abstained: 1, missing: 0, meanTotal: 15 });
  });

  it('measures each judge against the mean of the other judges who scored the same contestant', () => {
    const stats = byJudge();
    // 王评委: 27 − 18.5, 22 − 23, 18 − 16.5, 25 − 18.
    expect(stats.get('王评委')).toMatchObject({ meanDeviation: 4, meanAbsDeviation: 4.5 });
    // 李评委: 24 − 20, 23 − 22, 19 − 16 = 8 / 3.
    expect(stats.get('李评委')).toMatchObject({ meanDeviation: 2.67, meanAbsDeviation: 2.67 });
    // 赵评委: 13 − 25.5, 14 − 18.5, 18 − 25.
    expect(stats.get('赵评委')).toMatchObject({ meanDeviation: -8, meanAbsDeviation: 8 });
  });

  it('counts how often the trimming dropped a judge’s total and how often they were flagged', () => {
    const stats = byJudge();
    expect(stats.get('王评委')).toMatchObject({ dropped: 1, flagged: 1, itemScores: 8, droppedItems: 0 });
    expect(stats.get('李评委')).toMatchObject({ dropped: 1, flagged: 0 });
    expect(stats.get('赵评委')).toMatchObject({ dropped: 2, flagged: 1 });
  });

  it('leaves out a contestant no other judge scored, and lists a judge the result no longer names last', () => {
    const result = makeGradeResult();
    result.judges = result.judges.filter((j) => j.id !== 1);
    const solo = result.lines.find((l) => l.name === '赵六')!;
    solo.judges = solo.judges.filter((j) => j.judge_id === 3);
    const stats = judgeStats(result);
    expect(stats.map((s) => s.judge_id)).toEqual([2, 3, 1]);
    expect(stats[2]!.judge).toBeNull();
    // 赵评委 without 赵六 (alone there): 13 − 25.5 and 14 − 18.5.
    expect(stats[1]).toMatchObject({ scored: 3, meanTotal: 15, meanDeviation: -8.5 });
  });

  it('puts the scoring items hardest first, each item’s mean across contestants as a share of its highest score', () => {
    const items = itemStats(makeGradeResult());
    expect(items.map((i) => [i.item.name, i.contestants, i.mean, i.share])).toEqual([
      // (7 + 7.5 + 17/3 + 7) / 4 of 10, the weight aside.
      ['表现', 4, 6.79, 67.9],
      ['内容', 4, 7, 70],
    ]);
  });

  it('spreads the judges’ totals per contestant in ranking order, with the final', () => {
    expect(contestantSpreads(makeGradeResult())).toEqual([
      { contestant_id: 101, name: '张三', rank: 1, final: 24, min: 13, max: 27, mean: 21.33 },
      { contestant_id: 102, name: '李四', rank: 2, final: 22.5, min: 22, max: 23, mean: 22.5 },
      { contestant_id: 104, name: '赵六', rank: 3, final: 21.5, min: 18, max: 25, mean: 21.5 },
      { contestant_id: 103, name: '王五', rank: 4, final: 18, min: 14, max: 19, mean: 17 },
    ]);
  });
});
