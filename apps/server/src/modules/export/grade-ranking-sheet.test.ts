import { computeGradeResults, defaultGradeRule, describeGradeRule, type GradeRoundResult } from '@app/contract';
import { describe, expect, it } from 'vitest';
import type { Cell, SheetSpec } from './export-workbook.js';
import { rankingSheet, ruleSheet } from './grade-ranking-sheet.js';

const rowsOf = async (sheet: SheetSpec) => {
  const rows: Cell[][] = [];
  if ('rows' in sheet) for await (const row of sheet.rows) rows.push(row);
  return rows;
};

/** One contestant scored by two 专业评委 (9, 7) and one 大众评委 (5), weighted 70 / 30, by the mean. */
const groupedRound = (): GradeRoundResult => {
  const rule = { ...defaultGradeRule, method: 'mean' as const };
  const groups = [
    { id: 1, name: '专业评委', weight: 70 },
    { id: 2, name: '大众评委', weight: 30 },
  ];
  const judges = [
    { id: 11, name: '王教授', title: '', removed: false, group_id: 1 },
    { id: 12, name: '李教授', title: '', removed: false, group_id: 1 },
    { id: 13, name: '小张', title: '', removed: false, group_id: 2 },
  ];
  const items = [{ id: 5, max: 10, weight: 1 }];
  const lines = computeGradeResults({
    rule,
    items,
    judges,
    groups,
    contestants: [{ id: 21, sort: 0 }],
    scores: [9, 7, 5].map((score, i) => ({
      contestant_id: 21,
      judge_id: judges[i]!.id,
      abstained: false,
      items: [{ item_id: 5, score }],
    })),
    audience: [],
  });
  return {
    round: {
      id: 1,
      activity_id: 1,
      sort: 0,
      name: '决赛',
      reveal: 'each',
      comment: 'optional',
      judges_see_others: false,
      audience_open: false,
      rule,
      from_round_id: null,
      item_count: 1,
      contestant_count: 1,
      judge_count: 3,
      score_count: 3,
    },
    rule_text: describeGradeRule(rule, groups),
    full_mark: 10,
    items: [{ id: 5, round_id: 1, name: '表现', description: '', min: 0, max: 10, step: 1, weight: 1, sort: 0 }],
    judges,
    groups,
    lines: lines.map((line) => ({ ...line, name: '张三', group_name: '', photo: '', sort: 0 })),
  };
};

describe('the judge-scoring ranking sheet of a round with judge groups', () => {
  it('names each judge’s group and gives each group’s part as a number before the judges’ part', async () => {
    const result = groupedRound();
    const sheet = rankingSheet('决赛排名', { result, values: new Map() }, []);
    expect(sheet.columns.map((c) => c.header)).toEqual([
      '名次',
      '选手',
      '分组',
      '王教授（专业评委）',
      '李教授（专业评委）',
      '小张（大众评委）',
      '去掉的分数',
      '偏离的评委',
      '专业评委得分（权重70）',
      '大众评委得分（权重30）',
      '评委得分',
      '观众人数',
      '观众均分',
      '观众得分',
      '最终得分',
      '状态',
    ]);
    // (9 + 7) / 2 = 8 and 5; 8 × 70% + 5 × 30% = 7.1.
    expect(await rowsOf(sheet)).toEqual([[1, '张三', '', 9, 7, 5, '', '', 8, 5, 7.1, 0, null, null, 7.1, '已出分']]);
  });

  it('states the groups with their weights and members on the rules sheet', async () => {
    const [row] = await rowsOf(ruleSheet([{ result: groupedRound(), values: new Map() }]));
    expect(row![4]).toBe('专业评委（权重 70：王教授、李教授）；大众评委（权重 30：小张）');
    expect(row![1]).toContain('按评委分组计算后加权：专业评委占70%、大众评委占30%');
  });
});
