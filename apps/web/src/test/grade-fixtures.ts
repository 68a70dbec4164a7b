import type { GradeResultInput } from '@app/contract';
import type { GradeRoundResult } from '@app/contract/grade';
import { computeGradeResults, describeGradeRule, fullMark } from '@app/contract/grade-result';
import { defaultGradeRule, type GradeItem, type GradeRound } from '@app/contract/grade-schemas';

/** Judge scoring objects in the server's shapes, for the score page's and the analysis page's tests. */
export const makeGradeRound = (id: number, over: Partial<GradeRound> = {}): GradeRound => ({
  id,
  activity_id: 8,
  name: `第${id}轮`,
  sort: id * 10,
  reveal: 'each',
  comment: 'optional',
  judges_see_others: false,
  audience_open: false,
  rule: defaultGradeRule,
  from_round_id: null,
  item_count: 2,
  contestant_count: 3,
  judge_count: 3,
  score_count: 0,
  ...over,
});

export const makeGradeItem = (id: number, over: Partial<GradeItem> = {}): GradeItem => ({
  id,
  round_id: 1,
  name: `评分项${id}`,
  min: 0,
  max: 10,
  step: 1,
  weight: 1,
  description: '',
  sort: id,
  ...over,
});

type Person = { id: number; name: string; group_name: string; sort: number };
type ResultParts = Pick<GradeRoundResult, 'round' | 'items' | 'judges' | 'groups'> & {
  people: Person[];
  scores: GradeResultInput['scores'];
};

/** A round's result as the server answers it, computed by the contract's own module from these scores. */
export const gradeResultOf = ({ round, items, judges, groups, people, scores }: ResultParts): GradeRoundResult => {
  const lines = computeGradeResults({
    rule: round.rule,
    items,
    judges,
    groups,
    contestants: people,
    scores,
    audience: [],
  });
  return {
    round,
    rule_text: describeGradeRule(round.rule, groups),
    full_mark: fullMark(items),
    items,
    judges,
    groups,
    lines: lines.map((line) => {
      const person = people.find((p) => p.id === line.contestant_id)!;
      return { ...line, name: person.name, group_name: person.group_name, photo: '', sort: person.sort };
    }),
  };
};
