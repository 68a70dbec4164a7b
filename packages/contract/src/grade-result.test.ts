import { describe, expect, it } from 'vitest';
import {
  audienceTotalsOf,
  computeGradeResults,
  describeGradeRule,
  fullMark,
  type GradeResultInput,
  roundHalfUp,
} from './grade-result.js';
import type { GradeRule } from './grade-schemas.js';

const makeRule = (over: Partial<GradeRule> = {}): GradeRule => ({
  method: 'mean',
  trim: 1,
  decimals: 2,
  missing: 'skip',
  audience_weight: 0,
  outlier_percent: 0,
  ...over,
});
const judgesOf = (...ids: number[]) => ids.map((id) => ({ id }));
const makeScore = (contestantId: number, judgeId: number, ...scores: number[]) => ({
  contestant_id: contestantId,
  judge_id: judgeId,
  abstained: false,
  items: scores.map((score, i) => ({ item_id: i + 1, score })),
});
const makeAbstention = (contestantId: number, judgeId: number) => ({
  contestant_id: contestantId,
  judge_id: judgeId,
  abstained: true,
  items: [],
});
/** Contestant 1 scored by judges 1, 2, 3… in turn, on a single item out of 10. */
const panel = (...scores: number[]) => scores.map((score, i) => makeScore(1, i + 1, score));
const audienceOf = (contestantId: number, ...scores: number[]) =>
  audienceTotalsOf(scores.map((score) => ({ contestant_id: contestantId, score })));
const makeInput = (over: Partial<GradeResultInput> = {}): GradeResultInput => ({
  rule: makeRule(),
  items: [{ id: 1, max: 10, weight: 1 }],
  judges: judgesOf(1, 2, 3),
  contestants: [{ id: 1, sort: 1 }],
  scores: [],
  audience: [],
  ...over,
});
const resultOf = (input: GradeResultInput) => computeGradeResults(input)[0]!;
const droppedJudges = (input: GradeResultInput) =>
  resultOf(input)
    .judges.filter((j) => j.dropped)
    .map((j) => j.judge_id);

describe('fullMark', () => {
  it('adds up each item’s maximum times its weight', () => {
    expect(
      fullMark([
        { id: 1, max: 10, weight: 0.6 },
        { id: 2, max: 100, weight: 0.4 },
      ]),
    ).toBe(46);
    expect(fullMark([{ id: 1, max: 9.5, weight: 1.25 }])).toBe(11.875);
  });
});

describe('roundHalfUp', () => {
  it('rounds a half up, as the number is written rather than as the float stores it', () => {
    expect(roundHalfUp(8.345, 2)).toBe(8.35);
    expect(roundHalfUp(2.675, 2)).toBe(2.68);
    expect(roundHalfUp(1.005, 2)).toBe(1.01);
    expect(roundHalfUp(123.4565, 3)).toBe(123.457);
    expect(roundHalfUp(2.5, 0)).toBe(3);
    expect(roundHalfUp(9.0333333, 2)).toBe(9.03);
    expect(roundHalfUp(8.344, 2)).toBe(8.34);
  });

  it('rounds a negative half away from zero and a tiny value to zero', () => {
    expect(roundHalfUp(-2.5, 0)).toBe(-3);
    expect(roundHalfUp(1e-7, 2)).toBe(0);
  });
});

describe('computeGradeResults: methods', () => {
  it('adds the judges’ totals with sum', () => {
    const result = resultOf(makeInput({ rule: makeRule({ method: 'sum' }), scores: panel(8, 9, 9.5) }));
    expect(result.status).toBe('scored');
    expect(result.judge_score).toBe(26.5);
    expect(result.final).toBe(26.5);
    expect(result.raw_mean).toBe(8.8333);
  });

  it('rounds a sum to whole points with 0 decimals', () => {
    const result = resultOf(makeInput({ rule: makeRule({ method: 'sum', decimals: 0 }), scores: panel(8, 9, 9.5) }));
    expect(result.final).toBe(27);
  });

  it('averages the judges’ totals with mean and rounds only the result', () => {
    const result = resultOf(makeInput({ scores: panel(9.5, 9.0, 8.6) }));
    expect(result.judge_score).toBe(9.03);
    expect(result.final).toBe(9.03);
    expect(result.raw_mean).toBe(9.0333);
  });

  it('rounds an exact half of a mean up, where floats would round it down', () => {
    const judges = judgesOf(1, 2);
    expect(resultOf(makeInput({ judges, scores: panel(8.34, 8.35) })).final).toBe(8.35);
    expect(resultOf(makeInput({ judges, scores: panel(2.67, 2.68) })).final).toBe(2.68);
  });

  it('drops the k highest and k lowest totals with trimmed_mean', () => {
    const input = makeInput({
      rule: makeRule({ method: 'trimmed_mean', trim: 1 }),
      judges: judgesOf(1, 2, 3, 4, 5),
      scores: panel(9, 8, 9.5, 7, 8.5),
    });
    const result = resultOf(input);
    expect(result.final).toBe(8.5);
    expect(result.raw_mean).toBe(8.4);
    expect(droppedJudges(input)).toEqual([3, 4]);
  });

  it('drops nothing when there are no more than 2k counted judges', () => {
    const two = makeInput({
      rule: makeRule({ method: 'trimmed_mean', trim: 1 }),
      judges: judgesOf(1, 2),
      scores: panel(9, 8),
    });
    expect(resultOf(two).final).toBe(8.5);
    expect(droppedJudges(two)).toEqual([]);
    const four = makeInput({
      rule: makeRule({ method: 'trimmed_mean', trim: 2 }),
      judges: judgesOf(1, 2, 3, 4),
      scores: panel(10, 9, 8, 1),
    });
    expect(resultOf(four).final).toBe(7);
    expect(droppedJudges(four)).toEqual([]);
  });

  it('drops per item with item_trimmed_mean and adds the item means times their weights', () => {
    const input = makeInput({
      rule: makeRule({ method: 'item_trimmed_mean', trim: 1 }),
      items: [
        { id: 1, max: 10, weight: 1 },
        { id: 2, max: 10, weight: 2 },
      ],
      judges: judgesOf(1, 2, 3, 4),
      scores: [makeScore(1, 1, 9, 6), makeScore(1, 2, 8, 9), makeScore(1, 3, 7, 8), makeScore(1, 4, 10, 6.5)],
    });
    const result = resultOf(input);
    // item 1 keeps 9 and 8 (8.5), item 2 keeps 8 and 6.5 (7.25): 8.5 × 1 + 7.25 × 2.
    expect(result.final).toBe(23);
    expect(result.raw_mean).toBe(23.25);
    expect(result.judges.map((j) => j.items.map((i) => i.dropped))).toEqual([
      [false, true],
      [false, true],
      [true, false],
      [true, false],
    ]);
    expect(result.judges.some((j) => j.dropped)).toBe(false);
  });

  it('counts weighted items exactly in each judge’s total', () => {
    const result = resultOf(
      makeInput({
        items: [
          { id: 1, max: 10, weight: 0.6 },
          { id: 2, max: 10, weight: 0.4 },
        ],
        judges: judgesOf(1, 2),
        scores: [makeScore(1, 1, 9, 8), makeScore(1, 2, 7.5, 9.5)],
      }),
    );
    expect(result.judges.map((j) => j.total)).toEqual([8.6, 8.3]);
    expect(result.final).toBe(8.45);
  });

  it('scores a judge with the items they gave when one is missing', () => {
    const result = resultOf(
      makeInput({
        items: [
          { id: 1, max: 10, weight: 1 },
          { id: 2, max: 10, weight: 1 },
        ],
        judges: judgesOf(1, 2),
        scores: [makeScore(1, 1, 8, 7), makeScore(1, 2, 9)],
      }),
    );
    expect(result.judges[1]).toMatchObject({ state: 'scored', total: 9, items: [{ item_id: 1, score: 9 }] });
    expect(result.final).toBe(12);
  });
});

describe('computeGradeResults: equal values at the cut', () => {
  it('drops the higher judge id among equal highest and the lower among equal lowest, whatever the order', () => {
    const rule = makeRule({ method: 'trimmed_mean', trim: 1 });
    const scores = panel(9, 9, 7, 7);
    const input = makeInput({ rule, judges: judgesOf(1, 2, 3, 4), scores });
    expect(droppedJudges(input)).toEqual([2, 3]);
    expect(resultOf(input).final).toBe(8);
    expect(droppedJudges({ ...input, scores: [...scores].reverse() })).toEqual([2, 3]);
  });

  it('marks the same items with item_trimmed_mean', () => {
    const input = makeInput({
      rule: makeRule({ method: 'item_trimmed_mean', trim: 1 }),
      judges: judgesOf(1, 2, 3, 4),
      scores: panel(9, 9, 7, 7).reverse(),
    });
    const marks = resultOf(input).judges.map((j) => j.items[0]!.dropped);
    expect(marks).toEqual([false, true, true, false]);
  });
});

describe('computeGradeResults: which judges count', () => {
  it('leaves an abstaining judge out, even when the rule waits for every judge', () => {
    for (const missing of ['skip', 'block'] as const) {
      const result = resultOf(
        makeInput({
          rule: makeRule({ missing }),
          scores: [makeScore(1, 1, 9), makeAbstention(1, 2), makeScore(1, 3, 8)],
        }),
      );
      expect(result.status).toBe('scored');
      expect(result.final).toBe(8.5);
      expect(result.judges[1]).toMatchObject({ judge_id: 2, state: 'abstained', total: null, items: [] });
    }
  });

  it('waits for a missing judge with block, showing what was given', () => {
    const result = resultOf(makeInput({ rule: makeRule({ missing: 'block' }), scores: panel(9, 8) }));
    expect(result).toMatchObject({ status: 'waiting', judge_score: null, final: null, raw_mean: null, rank: null });
    expect(result.judges.map((j) => [j.state, j.total])).toEqual([
      ['scored', 9],
      ['scored', 8],
      ['missing', null],
    ]);
  });

  it('leaves a missing judge out with skip', () => {
    const result = resultOf(makeInput({ rule: makeRule({ missing: 'skip' }), scores: panel(9, 8) }));
    expect(result.status).toBe('scored');
    expect(result.final).toBe(8.5);
    expect(result.judges[2]!.state).toBe('missing');
  });

  it('counts a removed judge’s score and lists every judge by id', () => {
    const result = resultOf(makeInput({ judges: judgesOf(3, 1), scores: [makeScore(1, 1, 9), makeScore(1, 2, 6)] }));
    expect(result.judges.map((j) => [j.judge_id, j.state])).toEqual([
      [1, 'scored'],
      [2, 'scored'],
      [3, 'missing'],
    ]);
    expect(result.final).toBe(7.5);
  });

  it('gives no result without a scored judge', () => {
    for (const scores of [[], [makeAbstention(1, 1)]]) {
      const result = resultOf(makeInput({ scores, audience: audienceOf(1, 8) }));
      expect(result).toMatchObject({ status: 'none', judge_score: null, final: null, raw_mean: null, rank: null });
      expect(result.audience.score).toBeNull();
    }
  });
});

describe('computeGradeResults: audience', () => {
  it('mixes the audience mean in on the judges’ scale by its weight', () => {
    const result = resultOf(
      makeInput({ rule: makeRule({ audience_weight: 20 }), scores: panel(8, 8, 8), audience: audienceOf(1, 8, 9, 10) }),
    );
    expect(result.audience).toEqual({ count: 3, mean: 9, score: 9 });
    expect(result.judge_score).toBe(8);
    expect(result.final).toBe(8.2);
  });

  it('keeps the judges’ part as final without audience scores or without audience weight', () => {
    const none = resultOf(makeInput({ rule: makeRule({ audience_weight: 20 }), scores: panel(8, 8, 8) }));
    expect(none.audience).toEqual({ count: 0, mean: null, score: null });
    expect(none.final).toBe(8);
    const unweighted = resultOf(makeInput({ scores: panel(8, 8, 8), audience: audienceOf(1, 10, 10) }));
    expect(unweighted.audience.mean).toBe(10);
    expect(unweighted.final).toBe(8);
  });

  it('scales the audience to the full mark times the judges with sum', () => {
    const result = resultOf(
      makeInput({
        rule: makeRule({ method: 'sum', audience_weight: 50 }),
        scores: panel(8, 9, 7),
        audience: audienceOf(1, 6, 8),
      }),
    );
    expect(result.audience).toEqual({ count: 2, mean: 7, score: 21 });
    expect(result.final).toBe(22.5);
  });

  it('computes final from the unrounded parts, not the shown ones', () => {
    const result = resultOf(
      makeInput({
        rule: makeRule({ decimals: 1, audience_weight: 50 }),
        judges: judgesOf(1, 2),
        scores: panel(8.1, 8.2),
        audience: audienceOf(1, 8, 8, 8, 9),
      }),
    );
    // Exact: (8.15 + 8.25) / 2 = 8.2; from the shown 8.2 and 8.3 it would be 8.25 → 8.3.
    expect(result.judge_score).toBe(8.2);
    expect(result.audience).toEqual({ count: 4, mean: 8.3, score: 8.3 });
    expect(result.final).toBe(8.2);
  });
});

describe('computeGradeResults: outliers', () => {
  const fiveJudges = { judges: judgesOf(1, 2, 3, 4, 5), scores: panel(8, 8.5, 9, 5, 7.5) };
  const flagged = (input: GradeResultInput) =>
    resultOf(input)
      .judges.filter((j) => j.flagged)
      .map((j) => j.judge_id);

  it('flags a judge far from the median of the others', () => {
    // Judge 4: 5 against the median 8.25 of the others, more than 20% of 10 away.
    expect(flagged(makeInput({ rule: makeRule({ outlier_percent: 20 }), ...fiveJudges }))).toEqual([4]);
  });

  it('flags nobody with outlier_percent 0', () => {
    expect(flagged(makeInput({ rule: makeRule({ outlier_percent: 0 }), ...fiveJudges }))).toEqual([]);
  });

  it('flags only beyond the limit, and only against at least two others', () => {
    const rule = makeRule({ outlier_percent: 20 });
    expect(flagged(makeInput({ rule, scores: panel(8, 8, 6) }))).toEqual([]);
    expect(flagged(makeInput({ rule, scores: panel(8, 8, 5.99) }))).toEqual([3]);
    expect(flagged(makeInput({ rule, judges: judgesOf(1, 2), scores: panel(10, 1) }))).toEqual([]);
  });
});

describe('computeGradeResults: judge groups', () => {
  const grouped = (members: Record<number, number[]>) =>
    Object.entries(members).flatMap(([group, ids]) => ids.map((id) => ({ id, group_id: Number(group) })));
  const groupsOf = (...weights: number[]) => weights.map((weight, i) => ({ id: i + 1, weight }));

  it('computes each group by the rule and weights the groups’ parts', () => {
    const result = resultOf(
      makeInput({
        judges: grouped({ 1: [1, 2, 3], 2: [4, 5] }),
        groups: groupsOf(70, 30),
        scores: panel(9, 8, 7, 6, 5),
      }),
    );
    // 专业 (9 + 8 + 7) / 3 = 8, 大众 (6 + 5) / 2 = 5.5; 8 × 70% + 5.5 × 30% = 7.25.
    expect(result).toMatchObject({ judge_score: 7.25, final: 7.25, raw_mean: 7 });
    expect(result.groups).toEqual([
      { group_id: 1, count: 3, score: 8 },
      { group_id: 2, count: 2, score: 5.5 },
    ]);
  });

  it('trims within each group, not across the panel', () => {
    const input = makeInput({
      rule: makeRule({ method: 'trimmed_mean', trim: 1 }),
      judges: grouped({ 1: [1, 2, 3, 4], 2: [5, 6, 7] }),
      groups: groupsOf(60, 40),
      scores: panel(10, 9, 7, 2, 6, 4, 1),
    });
    // 1: drop 10 and 2 → (9 + 7) / 2 = 8; 2: drop 6 and 1 → 4; 8 × 60% + 4 × 40% = 6.4.
    expect(resultOf(input).judge_score).toBe(6.4);
    expect(droppedJudges(input)).toEqual([1, 4, 5, 7]);
    // The same scores as one panel: drop 10 and 1 → (9 + 7 + 6 + 4 + 2) / 5 = 5.6.
    expect(resultOf({ ...input, judges: judgesOf(1, 2, 3, 4, 5, 6, 7), groups: [] }).judge_score).toBe(5.6);
  });

  it('shares the weight among the groups with a scored judge', () => {
    const result = resultOf(
      makeInput({ judges: grouped({ 1: [1, 2], 2: [3] }), groups: groupsOf(70, 30), scores: panel(8, 6) }),
    );
    expect(result.judge_score).toBe(7);
    expect(result.groups).toEqual([
      { group_id: 1, count: 2, score: 7 },
      { group_id: 2, count: 0, score: null },
    ]);
  });

  it('leaves out a scored judge in no group, marked dropped', () => {
    const input = makeInput({
      judges: [
        { id: 1, group_id: 1 },
        { id: 2, group_id: null },
      ],
      groups: groupsOf(50),
      scores: panel(8, 2),
    });
    expect(resultOf(input)).toMatchObject({ judge_score: 8, raw_mean: 8 });
    expect(droppedJudges(input)).toEqual([2]);
    expect(resultOf({ ...input, scores: [makeScore(1, 2, 2)] })).toMatchObject({ status: 'none', final: null });
  });

  it('puts the audience on the groups’ weighted scale for sum', () => {
    const result = resultOf(
      makeInput({
        rule: makeRule({ method: 'sum', audience_weight: 20 }),
        judges: grouped({ 1: [1, 2], 2: [3] }),
        groups: groupsOf(50, 50),
        scores: panel(8, 6, 5),
        audience: audienceOf(1, 8),
      }),
    );
    // Judges: 14 × 50% + 5 × 50% = 9.5; scale 10 × (2 × 50% + 1 × 50%) = 15, audience 8 / 10 × 15 = 12.
    expect(result).toMatchObject({ judge_score: 9.5, audience: { score: 12 }, final: 10 });
  });

  it('flags an outlier against their own group only', () => {
    const input = makeInput({
      rule: makeRule({ outlier_percent: 20 }),
      judges: grouped({ 1: [1, 2, 3, 4, 5], 2: [6, 7, 8] }),
      groups: groupsOf(50, 50),
      scores: panel(8, 8, 8, 8, 8, 3, 3, 3),
    });
    expect(resultOf(input).judges.filter((j) => j.flagged)).toEqual([]);
    const asOne = resultOf({ ...input, judges: judgesOf(1, 2, 3, 4, 5, 6, 7, 8), groups: [] });
    expect(asOne.judges.filter((j) => j.flagged).map((j) => j.judge_id)).toEqual([6, 7, 8]);
  });
});

describe('computeGradeResults: ranking', () => {
  it('ranks by final then raw mean, shares a rank on a tie, and lists the unranked last', () => {
    const scores = [
      [1, 9, 8, 7],
      [2, 10, 8, 6],
      [3, 9.5, 8, 7],
      [4, 9, 9, 9],
      [5, 7, 7, 7],
    ].flatMap(([id, ...totals]) => totals.map((score, i) => makeScore(id!, i + 1, score)));
    const results = computeGradeResults(
      makeInput({
        rule: makeRule({ method: 'trimmed_mean', trim: 1 }),
        contestants: [
          { id: 1, sort: 5 },
          { id: 2, sort: 2 },
          { id: 3, sort: 3 },
          { id: 4, sort: 4 },
          { id: 5, sort: 1 },
          { id: 6, sort: 7 },
          { id: 7, sort: 6 },
        ],
        scores,
      }),
    );
    expect(results.map((r) => [r.contestant_id, r.final, r.raw_mean, r.rank])).toEqual([
      [4, 9, 9, 1],
      [3, 8, 8.1667, 2],
      [2, 8, 8, 3],
      [1, 8, 8, 3],
      [5, 7, 7, 5],
      [7, null, null, null],
      [6, null, null, null],
    ]);
  });
});

describe('describeGradeRule', () => {
  it('states each method in plain words', () => {
    expect(describeGradeRule(makeRule({ method: 'sum' }))).toBe('各评委总分相加，保留2位小数（四舍五入）');
    expect(describeGradeRule(makeRule({ method: 'mean', decimals: 1 }))).toBe(
      '取各评委总分的平均分，保留1位小数（四舍五入）',
    );
    expect(describeGradeRule(makeRule({ method: 'trimmed_mean', trim: 1 }))).toBe(
      '去掉1个最高分和1个最低分后取平均，保留2位小数（四舍五入）',
    );
    expect(describeGradeRule(makeRule({ method: 'item_trimmed_mean', trim: 2, decimals: 0 }))).toBe(
      '每个评分项去掉2个最高分和2个最低分后取平均，再按权重相加，结果取整（四舍五入）',
    );
  });

  it('states the judge groups’ shares of the judges’ part', () => {
    const groups = [
      { name: '专业评委', weight: 70 },
      { name: '大众评委', weight: 30 },
    ];
    expect(describeGradeRule(makeRule({ method: 'mean' }), groups)).toBe(
      '取各评委总分的平均分，按评委分组计算后加权：专业评委占70%、大众评委占30%，保留2位小数（四舍五入）',
    );
    expect(
      describeGradeRule(makeRule({ method: 'mean' }), [
        { name: '甲', weight: 1 },
        { name: '乙', weight: 2 },
      ]),
    ).toContain('甲占33.3%、乙占66.7%');
  });

  it('says when nothing is dropped and how the audience counts', () => {
    expect(describeGradeRule(makeRule({ method: 'trimmed_mean', trim: 0 }))).toBe(
      '取各评委总分的平均分，保留2位小数（四舍五入）',
    );
    expect(describeGradeRule(makeRule({ method: 'item_trimmed_mean', trim: 0 }))).toBe(
      '每个评分项取平均分，再按权重相加，保留2位小数（四舍五入）',
    );
    expect(describeGradeRule(makeRule({ method: 'mean', audience_weight: 30 }))).toBe(
      '取各评委总分的平均分，评委得分占70%、观众评分占30%，保留2位小数（四舍五入）',
    );
  });
});
