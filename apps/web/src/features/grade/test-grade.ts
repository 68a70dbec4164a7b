import type { GradeRoundResult } from '@app/contract/grade';
import {
  defaultGradeRule,
  type GradeContestant,
  type GradeJudge,
  type GradeJudgeGroup,
  type GradeRound,
  type GradeScore,
} from '@app/contract/grade-schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { stubApi } from '../../components/test-kit.js';
import { gradeResultOf, makeGradeItem, makeGradeRound } from '../../test/grade-fixtures.js';

/** Judge scoring objects in the server's shapes, and small helpers, for the score page's tests. */
export const makeRound = makeGradeRound;
export const makeItem = makeGradeItem;

export const makeContestant = (id: number, over: Partial<GradeContestant> = {}): GradeContestant => ({
  id,
  activity_id: 8,
  name: `选手${id}`,
  group_id: null,
  group_name: '',
  photo: '',
  description: '',
  values: {},
  rounds: [{ round_id: 1, sort: id }],
  ...over,
});

export const makeJudge = (id: number, over: Partial<GradeJudge> = {}): GradeJudge => ({
  id,
  round_id: 1,
  name: `评委${id}`,
  title: '',
  group_id: null,
  group_name: '',
  sort: id,
  key: `judgeKey000${id}`,
  scored: 0,
  ...over,
});

export const makeScore = (id: number, over: Partial<GradeScore> = {}): GradeScore => ({
  id,
  round_id: 1,
  contestant_id: 101,
  judge_id: 1,
  judge_name: '评委1',
  abstained: false,
  items: [],
  total: 0,
  comment: '',
  submitted_at: '2026-05-01T12:00:00.000Z',
  locked: true,
  history: [],
  ...over,
});

const people = [
  { id: 101, name: '张三', group_name: 'A组', sort: 1 },
  { id: 102, name: '李四', group_name: 'B组', sort: 2 },
  { id: 103, name: '王五', group_name: '', sort: 3 },
];
const given = (contestant_id: number, judge_id: number, a: number, b: number) => ({
  contestant_id,
  judge_id,
  abstained: false,
  items: [
    { item_id: 1, score: a },
    { item_id: 2, score: b },
  ],
});
type Given = ReturnType<typeof given> | { contestant_id: number; judge_id: number; abstained: true; items: [] };

/** A round's result of two items (the second weighted 2) and the three people above. */
const resultOf = (
  round: GradeRound,
  groups: GradeRoundResult['groups'],
  judges: GradeRoundResult['judges'],
  scores: Given[],
): GradeRoundResult =>
  gradeResultOf({
    round,
    items: [makeGradeItem(1, { name: '内容' }), makeGradeItem(2, { name: '表现', weight: 2 })],
    judges,
    groups,
    people,
    scores,
  });

const resultJudge = (id: number, group_id: number | null = null) => ({
  id,
  name: `评委${id}`,
  title: '',
  removed: false,
  group_id,
});

/**
 * Round 1's result: two items (the second weighted 2), three judges and a trimmed mean, so the highest and lowest
 * totals of 张三 are dropped; judge 3 abstains for 李四; 王五 has no score yet.
 */
export const makeResult = (): GradeRoundResult =>
  resultOf(
    makeRound(1),
    [],
    [1, 2, 3].map((id) => resultJudge(id)),
    [
      given(101, 1, 9, 9),
      given(101, 2, 7, 6),
      given(101, 3, 2, 1),
      given(102, 1, 6, 6),
      given(102, 2, 5, 5),
      { contestant_id: 102, judge_id: 3, abstained: true, items: [] },
    ],
  );

export const makeJudgeGroup = (id: number, over: Partial<GradeJudgeGroup> = {}): GradeJudgeGroup => ({
  id,
  round_id: 1,
  name: `分组${id}`,
  weight: 50,
  sort: id,
  judge_count: 0,
  ...over,
});

/**
 * Round 1's result with judge groups, by the mean: 专业评委 (judges 1 and 2) weigh 70, 大众评委 (judge 3) 30.
 * 张三: 专业 (27 + 19) / 2 = 23, 大众 15, so 23 × 70% + 15 × 30% = 20.6; 李四 has only 专业 scores (18 and 15),
 * so 16.5 counts whole; 王五 has no score yet.
 */
export const makeGroupedResult = (): GradeRoundResult =>
  resultOf(
    makeRound(1, { rule: { ...defaultGradeRule, method: 'mean' } }),
    [
      { id: 61, name: '专业评委', weight: 70 },
      { id: 62, name: '大众评委', weight: 30 },
    ],
    [resultJudge(1, 61), resultJudge(2, 61), resultJudge(3, 62)],
    [given(101, 1, 9, 9), given(101, 2, 7, 6), given(101, 3, 5, 5), given(102, 1, 6, 6), given(102, 2, 5, 5)],
  );

export const page = <T>(list: T[]) => ({ data: { list, total: list.length, page: 1, limit: 20 } });

/** The machine running tests is shared: a whole antd page can take long to appear. */
export const patient = { timeout: 15_000 };

/** Presses the button labelled `name` once it shows (antd may space a two-character label: "保 存"). */
export const press = async (name: string, scope: HTMLElement = document.body) => {
  const label = new RegExp(`^${name.split('').join('\\s*')}$`);
  const button = (await within(scope).findByText(label, { selector: 'button, button *' }, patient)).closest('button');
  fireEvent.click(button!);
};

/** The body of the one call made to `path`, once it is made. */
export const bodyOf = async (api: ReturnType<typeof stubApi>, path: string) => {
  await waitFor(() => expect(api.callsTo(path)).toHaveLength(1), patient);
  return api.callsTo(path)[0]!.body as Record<string, unknown>;
};

/** Picks `option` in an antd Select. */
export const choose = async (select: HTMLElement, option: string) => {
  fireEvent.mouseDown(select);
  const items = await screen.findAllByTitle(option, {}, patient);
  fireEvent.click(items.at(-1)!);
};

/** The table row that shows `text`. */
export const rowOf = async (text: string) => (await screen.findByText(text, {}, patient)).closest('tr') as HTMLElement;
