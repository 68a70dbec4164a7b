import type { GradeRoundResult } from '@app/contract/grade';
import type { GradeRound } from '@app/contract/grade-schemas';
import { makeGradeRound as baseRound, gradeResultOf, makeGradeItem } from '../../../test/grade-fixtures.js';

export const makeGradeRound = (id: number, over: Partial<GradeRound> = {}): GradeRound =>
  baseRound(id, { sort: id, contestant_count: 4, score_count: 11, ...over });

const item = (id: number, name: string, weight: number) => makeGradeItem(id, { name, weight });

const people = [
  { id: 101, name: '张三', sort: 1 },
  { id: 102, name: '李四', sort: 2 },
  { id: 103, name: '王五', sort: 3 },
  { id: 104, name: '赵六', sort: 4 },
];

/** [contestant, judge, 内容, 表现 (weight 2)], or null scores for an abstention; 李评委 has not scored 赵六. */
const given: [number, number, number | null, number | null][] = [
  [101, 1, 9, 9],
  [101, 2, 8, 8],
  [101, 3, 5, 4],
  [102, 1, 8, 7],
  [102, 2, 7, 8],
  [102, 3, null, null],
  [103, 1, 6, 6],
  [103, 2, 7, 6],
  [103, 3, 4, 5],
  [104, 1, 9, 8],
  [104, 3, 6, 6],
];

/**
 * Round 1 as the server answers it, computed by the contract's own module with the default rule (trimmed mean
 * dropping one highest and one lowest total, outliers beyond 20 % of the full mark of 30 flagged). Judges' totals:
 * 张三 27 / 24 / 13, 李四 22 / 23 / abstained, 王五 18 / 19 / 14, 赵六 25 / missing / 18; 赵评委 is the harsh one.
 */
export const makeGradeResult = (): GradeRoundResult =>
  gradeResultOf({
    round: makeGradeRound(1),
    items: [item(1, '内容', 1), item(2, '表现', 2)],
    judges: [
      { id: 1, name: '王评委', title: '教授', removed: false, group_id: null },
      { id: 2, name: '李评委', title: '', removed: false, group_id: null },
      { id: 3, name: '赵评委', title: '', removed: false, group_id: null },
    ],
    groups: [],
    people: people.map((p) => ({ ...p, group_name: p.id < 103 ? 'A组' : 'B组' })),
    scores: given.map(([contestant_id, judge_id, a, b]) => ({
      contestant_id,
      judge_id,
      abstained: a === null,
      items:
        a === null || b === null
          ? []
          : [
              { item_id: 1, score: a },
              { item_id: 2, score: b },
            ],
    })),
  });
