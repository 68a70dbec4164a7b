import { describeGradeRule } from '@app/contract/grade-result';
import { defaultGradeRule } from '@app/contract/grade-schemas';
import { describe, expect, it } from 'vitest';
import { makeLine } from './grade-stage-fixtures.js';
import { groupsOfRuleText, stageParts } from './stage-groups.js';

const groups = [
  { name: '专业评委', weight: 70 },
  { name: '大众评委', weight: 30 },
];
const ruleText = describeGradeRule({ ...defaultGradeRule, audience_weight: 20 }, groups);
const parts = (scores: (number | null)[]) =>
  scores.map((score, i) => ({ group_id: 61 + i, count: score === null ? 0 : 2, score }));

describe('the judge groups on the big screen', () => {
  it('reads the groups’ names and shares from the contract’s rule in words', () => {
    expect(groupsOfRuleText(ruleText, 2)).toEqual([
      { name: '专业评委', share: 70 },
      { name: '大众评委', share: 30 },
    ]);
    const odd = [
      { name: '占位、组', weight: 1 },
      { name: '乙', weight: 2 },
    ];
    expect(groupsOfRuleText(describeGradeRule(defaultGradeRule, odd), 2)).toEqual([
      { name: '占位、组', share: 33.3 },
      { name: '乙', share: 66.7 },
    ]);
  });

  it('finds no groups in a rule without them, or when the line has another number of groups', () => {
    expect(groupsOfRuleText(describeGradeRule(defaultGradeRule), 2)).toEqual([]);
    expect(groupsOfRuleText(ruleText, 3)).toEqual([]);
  });

  it('gives each group’s part with the share it counted for, shared again when a group has no score', () => {
    expect(stageParts(makeLine({ groups: parts([8, 5.5]) }), ruleText)).toEqual([
      { id: 61, name: '专业评委', score: 8, share: 70 },
      { id: 62, name: '大众评委', score: 5.5, share: 30 },
    ]);
    expect(stageParts(makeLine({ groups: parts([null, 6]) }), ruleText)).toEqual([
      { id: 61, name: '专业评委', score: null, share: null },
      { id: 62, name: '大众评委', score: 6, share: 100 },
    ]);
    expect(stageParts(makeLine({ groups: parts([8, 5]) }), '')).toEqual([
      { id: 61, name: '', score: 8, share: null },
      { id: 62, name: '', score: 5, share: null },
    ]);
  });
});
