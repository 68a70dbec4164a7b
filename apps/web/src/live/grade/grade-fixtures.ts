import type { DataOf, GradeItem, GradeJudgePage, GradeScore } from '@app/contract';
import type { gradePhoneContract } from '@app/contract/grade';
import type { JudgeContestant } from './judge-view.js';

/** Test data for the judge scoring phones, shaped as the server answers. */
export const gradePaths = {
  judge: '/api/h5/grade/judge',
  score: '/api/h5/grade/score',
  audience: '/api/h5/grade/audience',
  audienceScore: '/api/h5/grade/audienceScore',
} as const;

export const judgeKey = 'jk-0123456789abcdef';

export const makeItem = (over: Partial<GradeItem> = {}): GradeItem => ({
  id: 11,
  round_id: 3,
  name: '专业能力',
  min: 0,
  max: 10,
  step: 0.5,
  weight: 1,
  description: '',
  sort: 1,
  ...over,
});

export const makeContestant = (over: Partial<JudgeContestant> = {}): JudgeContestant => ({
  id: 21,
  name: '张三',
  group_id: 1,
  group_name: '第一组',
  photo: '',
  description: '从事教学工作十年',
  values: { f1: '实验小学' },
  sort: 1,
  mine: null,
  others: [],
  ...over,
});

export const makeJudgePage = (over: Partial<GradeJudgePage> = {}): GradeJudgePage => ({
  activity: { id: 9, title: '青年教师讲课比赛' },
  page: { title: '', notice: '请独立评分，评分后不能修改' },
  round: { id: 3, name: '决赛', comment: 'optional', judges_see_others: false },
  judge: { id: 5, name: '王评委', title: '教授' },
  items: [makeItem(), makeItem({ id: 12, name: '表达', min: 0, max: 5, step: 1, weight: 2, sort: 2 })],
  fields: [{ key: 'f1', label: '单位' }],
  contestants: [
    makeContestant(),
    makeContestant({ id: 22, name: '李四', group_name: '第二组', sort: 2, values: {}, description: '' }),
  ],
  ...over,
});

/** The score the server answers for a judge's submission. */
export const makeScore = (over: Partial<GradeScore> = {}): GradeScore => ({
  id: 41,
  round_id: 3,
  contestant_id: 21,
  judge_id: 5,
  judge_name: '王评委',
  abstained: false,
  items: [
    { item_id: 11, score: 8.5 },
    { item_id: 12, score: 4 },
  ],
  total: 16.5,
  comment: '',
  submitted_at: '2030-01-01T00:00:00.000Z',
  locked: true,
  history: [],
  ...over,
});

export const makeAudiencePage = (
  over: Partial<DataOf<typeof gradePhoneContract.audience>> = {},
): DataOf<typeof gradePhoneContract.audience> => ({
  activity_id: 9,
  page: { title: '观众评分', notice: '' },
  on_stage: { round_id: 3, contestant_id: 21 },
  rounds: [
    {
      id: 3,
      name: '决赛',
      contestants: [
        { id: 21, name: '张三', photo: '', group_name: '第一组', mine: null },
        { id: 22, name: '李四', photo: '', group_name: '第二组', mine: 7 },
      ],
    },
  ],
  ...over,
});
