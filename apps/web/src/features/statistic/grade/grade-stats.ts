import type { GradeRoundResult } from '@app/contract/grade';
import { roundHalfUp } from '@app/contract/grade-result';
import type { GradeItem } from '@app/contract/grade-schemas';

type Line = GradeRoundResult['lines'][number];
type JudgeLine = Line['judges'][number];
type Judge = GradeRoundResult['judges'][number];

/**
 * Two decimals, half up, as the results page shows scores. toPrecision first, because a mean of exact decimals can
 * land a hair below a half (0.125 as 0.12499…) and must still round as the person would by hand.
 */
const shown = (value: number | null) => (value === null ? null : roundHalfUp(Number(value.toPrecision(12)), 2));
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const mean = (values: number[]) => (values.length ? sum(values) / values.length : null);
const totalOf = (j: JudgeLine) => (j.state === 'scored' ? j.total : null);

export type RoundOverview = {
  contestants: number;
  /** With a final: every judge the rule waits for has scored. */
  scoredContestants: number;
  /** Judges listed now; a removed judge's stored scores still count below. */
  judges: number;
  /** Stored judge scores, abstentions among them. */
  judgeScores: number;
  abstentions: number;
};

export const roundOverview = (result: GradeRoundResult): RoundOverview => ({
  contestants: result.lines.length,
  scoredContestants: result.lines.filter((l) => l.status === 'scored').length,
  judges: result.judges.filter((j) => !j.removed).length,
  judgeScores: result.round.score_count,
  abstentions: sum(result.lines.map((l) => l.judges.filter((j) => j.state === 'abstained').length)),
});

export type JudgeStat = {
  judge_id: number;
  /** Null for a judge the result names no more (their score still counts). */
  judge: Judge | null;
  scored: number;
  abstained: number;
  missing: number;
  meanTotal: number | null;
  /**
   * Mean over the contestants they scored of (their total − the mean of the other scored judges' totals for that
   * contestant), where at least one other judge scored: above 0 lenient, below 0 harsh.
   */
  meanDeviation: number | null;
  /** The same without the sign: how far from the panel, whichever way. */
  meanAbsDeviation: number | null;
  /** Contestants whose total the trimmed mean dropped. */
  dropped: number;
  /** Item scores given, and how many of them the per-item trimmed mean dropped. */
  itemScores: number;
  droppedItems: number;
  flagged: number;
};

/** Per judge of the round, in the result's order (a judge known only from the lines comes last): how they scored. */
export const judgeStats = (result: GradeRoundResult): JudgeStat[] => {
  const ids = [...result.judges.map((j) => j.id)];
  for (const line of result.lines) for (const j of line.judges) if (!ids.includes(j.judge_id)) ids.push(j.judge_id);
  return ids.map((id) => {
    const own = result.lines.flatMap((line) => line.judges.filter((j) => j.judge_id === id).map((j) => ({ line, j })));
    const scored = own.filter(({ j }) => totalOf(j) !== null);
    const deviations = scored.flatMap(({ line, j }) => {
      const others = line.judges.filter((o) => o.judge_id !== id).flatMap((o) => totalOf(o) ?? []);
      const panel = mean(others);
      return panel === null ? [] : [totalOf(j)! - panel];
    });
    const items = scored.flatMap(({ j }) => j.items);
    return {
      judge_id: id,
      judge: result.judges.find((j) => j.id === id) ?? null,
      scored: scored.length,
      abstained: own.filter(({ j }) => j.state === 'abstained').length,
      missing: own.filter(({ j }) => j.state === 'missing').length,
      meanTotal: shown(mean(scored.map(({ j }) => totalOf(j)!))),
      meanDeviation: shown(mean(deviations)),
      meanAbsDeviation: shown(mean(deviations.map(Math.abs))),
      dropped: scored.filter(({ j }) => j.dropped).length,
      itemScores: items.length,
      droppedItems: items.filter((i) => i.dropped).length,
      flagged: own.filter(({ j }) => j.flagged).length,
    };
  });
};

export type ItemStat = {
  item: GradeItem;
  /** Contestants with at least one judge's score for the item. */
  contestants: number;
  /** Mean over those contestants of the mean of their judges' scores for the item. */
  mean: number | null;
  /** mean as a percentage of the item's highest score, one decimal. */
  share: number | null;
};

/** Each scoring item across the contestants, hardest (lowest share of its highest score) first. */
export const itemStats = (result: GradeRoundResult): ItemStat[] =>
  result.items
    .map((item) => {
      const perContestant = result.lines.flatMap((line) => {
        const given = line.judges.flatMap((j) =>
          j.state === 'scored' ? j.items.filter((i) => i.item_id === item.id).map((i) => i.score) : [],
        );
        return given.length ? [mean(given)!] : [];
      });
      const m = mean(perContestant);
      return {
        item,
        contestants: perContestant.length,
        mean: shown(m),
        share: m === null ? null : roundHalfUp(Number(((m / item.max) * 100).toPrecision(12)), 1),
      };
    })
    .sort((a, b) => (a.share ?? Number.POSITIVE_INFINITY) - (b.share ?? Number.POSITIVE_INFINITY));

export type ContestantSpread = {
  contestant_id: number;
  name: string;
  rank: number | null;
  final: number | null;
  /** Lowest and highest of the scored judges' totals. */
  min: number;
  max: number;
  /** Mean of the scored judges' totals, nothing dropped. */
  mean: number;
};

/** Per contestant with at least one judge's total, in the result's (ranking) order: how far the judges were apart. */
export const contestantSpreads = (result: GradeRoundResult): ContestantSpread[] =>
  result.lines.flatMap((line) => {
    const totals = line.judges.flatMap((j) => totalOf(j) ?? []);
    if (totals.length === 0) return [];
    return [
      {
        contestant_id: line.contestant_id,
        name: line.name,
        rank: line.rank,
        final: line.final,
        min: Math.min(...totals),
        max: Math.max(...totals),
        mean: shown(mean(totals))!,
      },
    ];
  });
