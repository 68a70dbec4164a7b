import { type GradeField, type GradeResultLine, type GradeRoundResult, gradeLimits } from '@app/contract';
import type { Cell, SheetSpec } from './export-workbook.js';

/** A round as the export reads it: its result (roundResult) and its contestants' field values, by contestant id. */
export type ExportedRound = { result: GradeRoundResult; values: Map<number, Record<string, string>> };

type JudgeLine = GradeResultLine['judges'][number];

// The results page's words (features/grade/messages-zh.ts), so the sheet reads as the page does.
const statusTitles = { scored: '已出分', waiting: '评分中', none: '待评' } as const;
const unscoredTitles = { abstained: '回避', missing: '未评' } as const;

/** How the sheets name a judge: a removed one is marked, as on the results page. */
export const judgeNamer = (result: GradeRoundResult) => {
  const judges = new Map(result.judges.map((j) => [j.id, j]));
  return (id: number) => {
    const judge = judges.get(id);
    if (!judge) return `评委 ${id}`;
    return judge.removed ? `${judge.name}（已移除）` : judge.name;
  };
};

/** A judge's column header: their name, with their group when the round has groups. */
const judgeHeader = (result: GradeRoundResult, nameOf: (id: number) => string) => {
  const groupOf = new Map(result.judges.map((j) => [j.id, result.groups.find((g) => g.id === j.group_id)?.name]));
  return (id: number) => {
    const group = groupOf.get(id);
    return group ? `${nameOf(id)}（${group}）` : nameOf(id);
  };
};

/** A column per judge listed, and per removed judge whose score is still in the round. */
const judgeColumns = (result: GradeRoundResult) => {
  const inLines = new Set(result.lines.flatMap((l) => l.judges.map((j) => j.judge_id)));
  return result.judges.filter((j) => !j.removed || inLines.has(j.id)).map((j) => j.id);
};

async function* listed(rows: Cell[][]) {
  yield* rows;
}

const judgeCell = (judge: JudgeLine | undefined): Cell => {
  if (!judge) return null;
  return judge.state === 'scored' ? judge.total : unscoredTitles[judge.state];
};

/** What the rule left out, so the judges' part can be added up again: whole totals, or item scores per item. */
const droppedText = (line: GradeResultLine, result: GradeRoundResult, nameOf: (id: number) => string) => {
  const totals = line.judges.filter((j) => j.dropped).map((j) => `${nameOf(j.judge_id)} ${j.total}`);
  const perItem = result.items.flatMap((item) => {
    const scores = line.judges.flatMap((j) =>
      j.items.filter((i) => i.item_id === item.id && i.dropped).map((i) => `${nameOf(j.judge_id)} ${i.score}`),
    );
    return scores.length > 0 ? [`${item.name}：${scores.join('、')}`] : [];
  });
  return [totals.join('、'), ...perItem].filter(Boolean).join('；');
};

/**
 * A round's ranking as the results page shows it (the lines of roundResult, in their order): each judge's total as a
 * number (回避 / 未评 in words), the scores the rule dropped, then the parts and the final score.
 */
export const rankingSheet = (title: string, { result, values }: ExportedRound, fields: GradeField[]): SheetSpec => {
  const nameOf = judgeNamer(result);
  const headerOf = judgeHeader(result, nameOf);
  const judgeIds = judgeColumns(result);
  const rows = result.lines.map((line): Cell[] => {
    const byJudge = new Map(line.judges.map((j) => [j.judge_id, j]));
    return [
      line.rank,
      line.name,
      line.group_name,
      ...fields.map((f) => values.get(line.contestant_id)?.[f.key] ?? ''),
      ...judgeIds.map((id) => judgeCell(byJudge.get(id))),
      droppedText(line, result, nameOf),
      line.judges
        .filter((j) => j.flagged)
        .map((j) => nameOf(j.judge_id))
        .join('、'),
      ...result.groups.map((g) => line.groups.find((p) => p.group_id === g.id)?.score ?? null),
      line.judge_score,
      line.audience.count,
      line.audience.mean,
      line.audience.score,
      line.final,
      statusTitles[line.status],
    ];
  });
  return {
    title,
    columns: [
      { header: '名次', width: 8 },
      { header: '选手', width: 14 },
      { header: '分组', width: 12 },
      ...fields.map((f) => ({ header: f.label, width: 16 })),
      ...judgeIds.map((id) => ({ header: headerOf(id), width: 10 })),
      { header: '去掉的分数', width: 30 },
      { header: '偏离的评委', width: 14 },
      ...result.groups.map((g) => ({ header: `${g.name}得分（权重${g.weight}）`, width: 14 })),
      { header: '评委得分', width: 10 },
      { header: '观众人数', width: 10 },
      { header: '观众均分', width: 10 },
      { header: '观众得分', width: 10 },
      { header: '最终得分', width: 10 },
      { header: '状态', width: 10 },
    ],
    rows: listed(rows),
  };
};

/** How the audience's mean becomes its part (grade-result.ts, rule 6), in words. */
const audienceText = ({ round }: GradeRoundResult) => {
  if (round.rule.audience_weight === 0) return '不计观众评分';
  const scale = round.rule.method === 'sum' ? '满分 × 出分评委人数' : '满分';
  return `观众得分 = 观众均分 ÷ ${gradeLimits.audienceMax} × ${scale}；最终得分按未四舍五入的评委得分和观众得分计算`;
};

/** Each judge group with its weight and members; the judges' part is the groups' parts weighted. */
const groupsText = (result: GradeRoundResult) => {
  if (result.groups.length === 0) return '不分组';
  const nameOf = judgeNamer(result);
  return result.groups
    .map((g) => {
      const members = result.judges.filter((j) => j.group_id === g.id).map((j) => nameOf(j.id));
      return `${g.name}（权重 ${g.weight}：${members.join('、')}）`;
    })
    .join('；');
};

/** Each round's rule, full mark and items: what a reader needs to add a ranking up again. */
export const ruleSheet = (rounds: ExportedRound[]): SheetSpec => ({
  title: '计分规则',
  columns: [
    { header: '轮次', width: 14 },
    { header: '计分规则', width: 50 },
    { header: '满分', width: 8 },
    { header: '评分项', width: 50 },
    { header: '评委分组', width: 40 },
    { header: '观众评分', width: 50 },
  ],
  rows: listed(
    rounds.map(({ result }) => [
      result.round.name,
      result.rule_text,
      result.full_mark,
      result.items.map((i) => `${i.name}（${i.min}–${i.max} 分，权重 ${i.weight}）`).join('、'),
      groupsText(result),
      audienceText(result),
    ]),
  ),
});
