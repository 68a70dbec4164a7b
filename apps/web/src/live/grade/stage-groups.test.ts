import { describe, expect, it } from 'vitest';
import { makeLine } from './grade-stage-fixtures.js';
import { stageParts } from './stage-groups.js';

const groups = [
  { id: 61, name: '专业评委', weight: 70 },
  { id: 62, name: '大众评委', weight: 30 },
];
const parts = (scores: (number | null)[]) =>
  scores.map((score, i) => ({ group_id: 61 + i, count: score === null ? 0 : 2, score }));

describe('the judge groups on the big screen', () => {
  it('gives each group’s part with the share it counted for, shared again when a group has no score', () => {
    expect(stageParts(makeLine({ groups: parts([8, 5.5]) }), groups)).toEqual([
      { id: 61, name: '专业评委', score: 8, share: 70 },
      { id: 62, name: '大众评委', score: 5.5, share: 30 },
    ]);
    expect(stageParts(makeLine({ groups: parts([null, 6]) }), groups)).toEqual([
      { id: 61, name: '专业评委', score: null, share: null },
      { id: 62, name: '大众评委', score: 6, share: 100 },
    ]);
  });

  it('leaves a group the stage does not name nameless and without a share', () => {
    expect(stageParts(makeLine({ groups: parts([8, 5]) }), [groups[0]!])).toEqual([
      { id: 61, name: '专业评委', score: 8, share: 100 },
      { id: 62, name: '', score: 5, share: null },
    ]);
  });
});
