import { type GradeRule, gradeLimits } from './grade-schemas.js';

export type GradeResultInput = {
  rule: GradeRule;
  items: { id: number; max: number; weight: number }[];
  /**
   * The round's judges, with their group when the round has groups; a score by a judge not listed still counts (a
   * removed judge's submitted score is kept).
   */
  judges: { id: number; group_id?: number | null }[];
  /** The round's judge groups (专业评委, 大众评委…) with their weights; none: every judge counts alike. */
  groups?: { id: number; weight: number }[];
  contestants: { id: number; sort: number }[];
  scores: {
    contestant_id: number;
    judge_id: number;
    abstained: boolean;
    items: { item_id: number; score: number }[];
  }[];
  /**
   * Audience scores (each 1..gradeLimits.audienceMax, whole) per contestant: how many and their sum, as the
   * database adds them up (audienceTotalsOf folds single scores), so a hall's thousands are never read one by one.
   */
  audience: { contestant_id: number; count: number; total: number }[];
};

/** Single audience scores folded into GradeResultInput's per-contestant count and sum. */
export const audienceTotalsOf = (scores: { contestant_id: number; score: number }[]): GradeResultInput['audience'] => {
  const totals = new Map<number, { contestant_id: number; count: number; total: number }>();
  for (const { contestant_id, score } of scores) {
    const t = totals.get(contestant_id) ?? { contestant_id, count: 0, total: 0 };
    t.count += 1;
    t.total += score;
    totals.set(contestant_id, t);
  }
  return [...totals.values()];
};
export type GradeJudgeLine = {
  judge_id: number;
  state: 'scored' | 'abstained' | 'missing';
  /** Weighted sum of the judge's item scores, exact; null unless scored. */
  total: number | null;
  /** Dropped by trimmed_mean. */
  dropped: boolean;
  /** Far from the other judges (see computeGradeResults), so the host can take a look. */
  flagged: boolean;
  /** `dropped` here is item_trimmed_mean's, per item. */
  items: { item_id: number; score: number; dropped: boolean }[];
};
export type GradeContestantResult = {
  contestant_id: number;
  status: 'scored' | 'waiting' | 'none';
  /** Every listed judge plus any other judge who scored, by judge_id. */
  judges: GradeJudgeLine[];
  /** The judges' part, rounded half up to rule.decimals. */
  judge_score: number | null;
  /** Each judge group's part (rounded like judge_score) and how many of its judges counted; empty without groups. */
  groups: { group_id: number; count: number; score: number | null }[];
  /** mean rounded to rule.decimals; score is the audience part on the judges' scale, rounded. */
  audience: { count: number; mean: number | null; score: number | null };
  final: number | null;
  /** Tie-break: mean of all scored judges' totals, nothing dropped, rounded to 4 decimals. */
  raw_mean: number | null;
  rank: number | null;
};

/** An exact fraction n/d (d > 0), so means stay exact until the one rounding at the end. */
type Fraction = { n: bigint; d: bigint };

const gcd = (a: bigint, b: bigint): bigint => {
  let [x, y] = [a < 0n ? -a : a, b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};
const fraction = (n: bigint, d = 1n): Fraction => {
  const g = gcd(n, d) || 1n;
  return { n: n / g, d: d / g };
};
const plus = (a: Fraction, b: Fraction) => fraction(a.n * b.d + b.n * a.d, a.d * b.d);
const times = (a: Fraction, n: bigint, d = 1n) => fraction(a.n * n, a.d * d);

/** Scores and weights have at most two decimals, so they are whole in hundredths and score × weight in 1/10 000. */
const hundredths = (value: number) => BigInt(Math.round(value * 100));
const perUnit = 10_000n;
const toNumber = (units: bigint, decimals: number) => Number(`${units}e-${decimals}`);

/** Half up means half away from zero (四舍五入); every score here is positive anyway. */
const roundFraction = ({ n, d }: Fraction, decimals: number): number => {
  const scaled = (n < 0n ? -n : n) * 10n ** BigInt(decimals);
  const whole = scaled / d + ((scaled % d) * 2n >= d ? 1n : 0n);
  return whole === 0n ? 0 : toNumber(n < 0n ? -whole : whole, decimals);
};

/** The decimal a number is written as (2.675, not the binary 2.67499…), which is the value the person meant. */
const writtenFraction = (value: number): Fraction => {
  const [, sign, int, frac = '', exp = '0'] = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/.exec(String(value)) ?? [];
  const digits = BigInt(`${sign}${int}${frac}`);
  const shift = Number(exp) - frac.length;
  return shift >= 0 ? fraction(digits * 10n ** BigInt(shift)) : fraction(digits, 10n ** BigInt(-shift));
};

export const roundHalfUp = (value: number, decimals: number): number =>
  Number.isFinite(value) ? roundFraction(writtenFraction(value), decimals) : value;

const fullMarkUnits = (items: GradeResultInput['items']) =>
  items.reduce((sum, item) => sum + hundredths(item.max) * hundredths(item.weight), 0n);
export const fullMark = (items: GradeResultInput['items']): number => toNumber(fullMarkUnits(items), 4);

type Scored = { line: GradeJudgeLine; total: bigint };
type Entry = { judgeId: number; value: bigint; mark: { dropped: boolean } };

/**
 * Lines the entries up by value, equal values by judge id, and drops the first k and the last k: among equal lowest
 * the lower judge id goes, among equal highest the higher one. With no more than 2k entries nothing is dropped.
 */
const trim = (entries: Entry[], k: number): Entry[] => {
  if (entries.length <= 2 * k) return entries;
  const lined = [...entries].sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : a.judgeId - b.judgeId));
  for (const e of [...lined.slice(0, k), ...lined.slice(lined.length - k)]) e.mark.dropped = true;
  return lined.slice(k, lined.length - k);
};

const sumOf = (values: bigint[]) => values.reduce((sum, v) => sum + v, 0n);
const meanOf = (entries: Entry[]) => fraction(sumOf(entries.map((e) => e.value)), BigInt(entries.length) * perUnit);

const judgePart = (input: GradeResultInput, scored: Scored[]): Fraction => {
  const { method, trim: k } = input.rule;
  const totals = scored.map((s) => ({ judgeId: s.line.judge_id, value: s.total, mark: s.line }));
  if (method === 'sum') return fraction(sumOf(scored.map((s) => s.total)), perUnit);
  if (method === 'mean') return meanOf(totals);
  if (method === 'trimmed_mean') return meanOf(trim(totals, k));
  return input.items.reduce((part, item) => {
    const given = scored.flatMap((s) =>
      s.line.items
        .filter((i) => i.item_id === item.id)
        .map((i) => ({ judgeId: s.line.judge_id, value: hundredths(i.score), mark: i })),
    );
    if (given.length === 0) return part;
    // A score in hundredths times a weight in hundredths is in ten-thousandths, the unit meanOf divides out.
    return plus(part, times(meanOf(trim(given, k)), hundredths(item.weight)));
  }, fraction(0n));
};

const flagOutliers = (scored: Scored[], percent: number, full: bigint) => {
  if (percent === 0) return;
  for (const s of scored) {
    const others = scored
      .filter((o) => o !== s)
      .map((o) => o.total)
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    if (others.length < 2) continue;
    const mid = others.length >> 1;
    const twiceMedian = others.length % 2 === 1 ? 2n * others[mid]! : others[mid - 1]! + others[mid]!;
    const twiceGap = 2n * s.total - twiceMedian;
    // |total − median| > percent/100 × full, both sides times 200 to stay whole.
    s.line.flagged = (twiceGap < 0n ? -twiceGap : twiceGap) * 100n > 2n * BigInt(percent) * full;
  }
};

const groupBy = <T extends { contestant_id: number }>(rows: T[]) => {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.contestant_id);
    if (group) group.push(row);
    else groups.set(row.contestant_id, [row]);
  }
  return groups;
};

type ScoreRow = GradeResultInput['scores'][number];

/** Σ score × weight in ten-thousandths, over the items given (an item of another round counts nothing). */
const totalUnits = (items: GradeResultInput['items'], given: ScoreRow['items']) => {
  let total = 0n;
  for (const item of items) {
    const score = given.find((i) => i.item_id === item.id);
    if (score) total += hundredths(score.score) * hundredths(item.weight);
  }
  return total;
};

/** A judge's total as the results count it (Σ score × weight, exact), for storing beside the score. */
export const judgeTotal = (items: GradeResultInput['items'], given: ScoreRow['items']): number =>
  toNumber(totalUnits(items, given), 4);

const lineOf = (input: GradeResultInput, judgeId: number, row: ScoreRow | undefined): Scored | GradeJudgeLine => {
  const base = { judge_id: judgeId, total: null, dropped: false, flagged: false, items: [] };
  if (!row) return { ...base, state: 'missing' };
  if (row.abstained) return { ...base, state: 'abstained' };
  const total = totalUnits(input.items, row.items);
  const items = input.items.flatMap((item) => {
    const given = row.items.find((i) => i.item_id === item.id);
    return given ? [{ item_id: item.id, score: given.score, dropped: false }] : [];
  });
  return { line: { ...base, state: 'scored', total: toNumber(total, 4), items }, total };
};

/** The judges who count together: each group's, or all of them as one panel when the round has no groups. */
type Panel = { groupId: number | null; weight: number; scored: Scored[] };

/**
 * With groups, a scored judge in no group (or in a group not listed) is left out, marked dropped: the server refuses
 * such a judge's score, so this only happens to a score given before the groups were set up.
 */
const panelsOf = (input: GradeResultInput, scored: Scored[]): Panel[] => {
  const groups = input.groups ?? [];
  if (groups.length === 0) return [{ groupId: null, weight: 1, scored }];
  const groupOf = new Map(input.judges.map((j) => [j.id, j.group_id ?? null]));
  const panels = groups.map((g) => ({
    groupId: g.id,
    weight: g.weight,
    scored: scored.filter((s) => groupOf.get(s.line.judge_id) === g.id),
  }));
  const inPanel = new Set(panels.flatMap((p) => p.scored));
  for (const s of scored) if (!inPanel.has(s)) s.line.dropped = true;
  return panels;
};

const resultOf = (
  input: GradeResultInput,
  contestantId: number,
  rows: ScoreRow[],
  audience: { count: number; total: number },
): GradeContestantResult => {
  const { rule } = input;
  const byJudge = new Map<number, ScoreRow>();
  for (const row of rows) if (!byJudge.has(row.judge_id)) byJudge.set(row.judge_id, row);
  const judgeIds = [...new Set([...input.judges.map((j) => j.id), ...byJudge.keys()])].sort((a, b) => a - b);
  const built = judgeIds.map((id) => lineOf(input, id, byJudge.get(id)));
  const scored = built.filter((b): b is Scored => 'line' in b);
  const judges = built.map((b) => ('line' in b ? b.line : b));
  const full = fullMarkUnits(input.items);
  const panels = panelsOf(input, scored);
  for (const panel of panels) flagOutliers(panel.scored, rule.outlier_percent, full);
  const counted = panels.flatMap((p) => p.scored);

  const waiting = rule.missing === 'block' && judges.some((j) => j.state === 'missing');
  const status = waiting ? 'waiting' : counted.length === 0 ? 'none' : 'scored';
  // Over one score when there is none, so the fraction stays defined; it is then never shown.
  const audienceMean = fraction(BigInt(audience.total), BigInt(audience.count || 1));
  const audienceLine = {
    count: audience.count,
    mean: audience.count ? roundFraction(audienceMean, rule.decimals) : null,
  };
  const result = { contestant_id: contestantId, status, judges, rank: null } as const;
  const grouped = (input.groups ?? []).length > 0;
  if (status !== 'scored') {
    const groups = grouped ? panels.map((p) => ({ group_id: p.groupId!, count: p.scored.length, score: null })) : [];
    const empty = { judge_score: null, groups, final: null, raw_mean: null };
    return { ...result, ...empty, audience: { ...audienceLine, score: null } };
  }

  const parts = panels
    .filter((p) => p.scored.length > 0)
    .map((p) => ({ ...p, part: judgePart(input, p.scored), weight: BigInt(p.weight) }));
  const weights = parts.reduce((sum, p) => sum + p.weight, 0n);
  const weighted = (value: (p: (typeof parts)[number]) => Fraction) =>
    parts.reduce((sum, p) => plus(sum, times(value(p), p.weight, weights)), fraction(0n));
  const judge = weighted((p) => p.part);
  // The audience part is on the judges' scale: for sum, the full mark times the judges counted (weighted by group).
  const scale =
    rule.method === 'sum'
      ? times(
          weighted((p) => fraction(BigInt(p.scored.length))),
          full,
        )
      : fraction(full);
  const audiencePart = times(audienceMean, scale.n, scale.d * perUnit * BigInt(gradeLimits.audienceMax));
  const w = BigInt(rule.audience_weight);
  const final =
    w === 0n || audience.count === 0 ? judge : plus(times(judge, 100n - w, 100n), times(audiencePart, w, 100n));
  return {
    ...result,
    judge_score: roundFraction(judge, rule.decimals),
    groups: grouped
      ? panels.map((p) => {
          const part = parts.find((q) => q.groupId === p.groupId);
          return {
            group_id: p.groupId!,
            count: p.scored.length,
            score: part ? roundFraction(part.part, rule.decimals) : null,
          };
        })
      : [],
    audience: { ...audienceLine, score: audience.count ? roundFraction(audiencePart, rule.decimals) : null },
    final: roundFraction(final, rule.decimals),
    raw_mean: roundFraction(fraction(sumOf(counted.map((s) => s.total)), perUnit * BigInt(counted.length)), 4),
  };
};

/**
 * A round's results, recomputed from its stored scores so that anyone can check a disputed score by hand.
 *
 * 1. A judge's total is Σ score × weight over the round's items. An item the judge did not give counts as not given
 *    (the judge is still scored with what is there); a score for an item not in the round is ignored.
 * 2. Only judges who scored count. An abstaining judge (conflict of interest) is always left out; a listed judge with
 *    no score for the contestant is 'missing'. A judge no longer listed who did score still counts.
 * 3. With missing 'block' a contestant waits while any listed judge is missing: status 'waiting' and no judge_score,
 *    final, raw_mean or rank (the lines still show what was given; nothing is marked dropped). With 'skip' the missing
 *    judges are left out.
 * 4. With no scored judge (and not waiting) the status is 'none' and every number is null.
 * 5. sum adds the totals; mean averages them; trimmed_mean drops the k highest and k lowest totals and averages the
 *    rest; item_trimmed_mean does the same per item over the scores given for it, and adds the item means × weight.
 *    With n ≤ 2k values nothing is dropped. Equal values at a cut are lined up by judge id: among equal lowest the
 *    lower judge id is dropped, among equal highest the higher one, so the same input always gives the same marks.
 * 6. The audience part is the audience mean / audienceMax on the judges' scale: the full mark for the mean methods,
 *    the full mark × the scored judges for sum. final = judge part × (100 − w)% + audience part × w%; with w = 0 or
 *    no audience score, final is the judge part.
 * 7. Everything is exact (whole ten-thousandths and fractions) up to one half-up rounding at the end; judge_score and
 *    audience.score are rounded for display, final is computed from the unrounded parts.
 * 8. A scored judge is flagged when their total is further than outlier_percent of the full mark from the median of
 *    the other scored judges' totals (at least 2 others); 0 flags nobody. A flag never changes a score.
 * 9. With judge groups, 1–8 apply within each group (its judges' part, trimming and outlier flags), and the judges'
 *    part is the weighted mean of the groups' parts over the groups with a scored judge (weights re-shared among
 *    them). A scored judge in no group is left out, marked dropped. For sum, the audience's scale is the full mark
 *    times the groups' judge counts, weighted the same way. raw_mean is over every judge counted.
 * 10. Contestants with a final are ranked by final, then raw_mean, both as shown (rounded), highest first; equal on
 *    both share a rank (1, 2, 2, 4). Ranked ones come first by rank, sort, id; then the rest by sort, id.
 */
export const computeGradeResults = (input: GradeResultInput): GradeContestantResult[] => {
  const rows = groupBy(input.scores);
  const audience = new Map<number, { count: number; total: number }>();
  for (const a of input.audience) {
    const known = audience.get(a.contestant_id);
    audience.set(a.contestant_id, { count: (known?.count ?? 0) + a.count, total: (known?.total ?? 0) + a.total });
  }
  const sortOf = new Map(input.contestants.map((c) => [c.id, c.sort]));
  const bySortThenId = (a: GradeContestantResult, b: GradeContestantResult) =>
    (sortOf.get(a.contestant_id) ?? 0) - (sortOf.get(b.contestant_id) ?? 0) || a.contestant_id - b.contestant_id;
  const results = input.contestants.map((c) =>
    resultOf(input, c.id, rows.get(c.id) ?? [], audience.get(c.id) ?? { count: 0, total: 0 }),
  );
  const ranked = results
    .filter((r) => r.final !== null)
    .sort((a, b) => b.final! - a.final! || b.raw_mean! - a.raw_mean! || bySortThenId(a, b));
  ranked.forEach((r, i) => {
    const prev = ranked[i - 1];
    r.rank = prev && prev.final === r.final && prev.raw_mean === r.raw_mean ? prev.rank : i + 1;
  });
  return [...ranked, ...results.filter((r) => r.final === null).sort(bySortThenId)];
};

/** Each group's share of the judges' part, in percent of the weights (rounded half up to one decimal). */
const groupShares = (groups: { name: string; weight: number }[]) => {
  const all = groups.reduce((sum, g) => sum + g.weight, 0);
  return groups.map((g) => `${g.name}占${roundFraction(fraction(BigInt(g.weight * 100), BigInt(all)), 1)}%`).join('、');
};

const trimmedText = (k: number) => `去掉${k}个最高分和${k}个最低分`;
const methodText = ({ method, trim: k }: GradeRule) => {
  if (method === 'sum') return '各评委总分相加';
  if (method === 'mean' || (method === 'trimmed_mean' && k === 0)) return '取各评委总分的平均分';
  if (method === 'trimmed_mean') return `${trimmedText(k)}后取平均`;
  return k === 0 ? '每个评分项取平均分，再按权重相加' : `每个评分项${trimmedText(k)}后取平均，再按权重相加`;
};

/** The rule in words, with the judge groups' shares when the round has groups. */
export const describeGradeRule = (rule: GradeRule, groups: { name: string; weight: number }[] = []): string =>
  [
    methodText(rule),
    groups.length > 0 ? `按评委分组计算后加权：${groupShares(groups)}` : '',
    rule.audience_weight > 0 ? `评委得分占${100 - rule.audience_weight}%、观众评分占${rule.audience_weight}%` : '',
    rule.decimals === 0 ? '结果取整（四舍五入）' : `保留${rule.decimals}位小数（四舍五入）`,
  ]
    .filter(Boolean)
    .join('，');
