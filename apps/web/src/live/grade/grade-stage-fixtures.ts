import type { GradeConsole, GradeResultLine, GradeStage } from '@app/contract';
import type { GradeScreenData } from './screen-grade.js';

/** Test data for judge scoring's big screen and console, shaped as the server answers. */
export const stagePaths = {
  screen: '/api/grade/screen',
  stage: '/api/grade/stage',
  command: '/api/grade/command',
  unlock: '/api/grade/unlock',
  hostKind: '/api/live/hostKind',
} as const;

export const gradeCode = 'Gd3dE5fG7h';

export const stageJudges: GradeStage['judges'] = [
  { id: 41, name: '王教授', title: '教授', state: 'scored' },
  { id: 42, name: '李老师', title: '', state: 'missing' },
  { id: 43, name: '赵主任', title: '', state: 'abstained' },
];

export const makeLine = (over: Partial<GradeResultLine> = {}): GradeResultLine => ({
  contestant_id: 21,
  name: '张三',
  group_name: '第一组',
  photo: '',
  sort: 1,
  status: 'scored',
  judges: [],
  judge_score: 9.25,
  groups: [],
  audience: { count: 0, mean: null, score: null },
  final: 9.25,
  raw_mean: 9.25,
  rank: 1,
  ...over,
});

export const makeStage = (over: Partial<GradeStage> = {}): GradeStage => ({
  activity_id: 9,
  version: 1,
  phase: 'idle',
  round: { id: 3, name: '决赛', reveal: 'each' },
  contestant: null,
  judges: [],
  result: null,
  ranking: [],
  rule_text: '去掉一个最高分和一个最低分后取平均',
  groups: [],
  ...over,
});

export const scoringStage = (over: Partial<GradeStage> = {}) =>
  makeStage({
    version: 2,
    phase: 'scoring',
    contestant: {
      id: 21,
      name: '张三',
      group_id: 1,
      group_name: '第一组',
      photo: '',
      description: '',
      values: { f2: '一等奖作品', f1: '实验小学' },
    },
    judges: stageJudges,
    ...over,
  });

export const revealedStage = (over: Partial<GradeStage> = {}) =>
  scoringStage({
    version: 3,
    phase: 'revealed',
    judges: stageJudges.map((j) => ({ ...j, state: j.id === 43 ? 'abstained' : 'scored' })),
    result: makeLine({
      judges: [
        { judge_id: 41, state: 'scored', total: 9.5, dropped: true, flagged: false, items: [] },
        { judge_id: 42, state: 'scored', total: 9, dropped: false, flagged: false, items: [] },
        { judge_id: 43, state: 'abstained', total: null, dropped: false, flagged: false, items: [] },
      ],
    }),
    ...over,
  });

export const rankingLines = [
  makeLine({ contestant_id: 21, name: '张三', final: 9.25, rank: 1 }),
  makeLine({ contestant_id: 22, name: '李四', final: 8.8, rank: 2 }),
  makeLine({ contestant_id: 23, name: '王五', final: 8.1, rank: 3 }),
  makeLine({ contestant_id: 24, name: '赵六', final: 7.5, rank: 4 }),
];

export const makeScreenData = (stage = makeStage(), page: Partial<GradeScreenData['page']> = {}): GradeScreenData => ({
  activity_id: 9,
  title: '教师技能大赛',
  code: gradeCode,
  link: `/h5/${gradeCode}`,
  page: {
    title: '',
    background: '',
    theme_color: '#1F4E9E',
    show_photo: true,
    show_ranking: true,
    ranking_size: 10,
    ...page,
  },
  stage,
});

export const hostKey = 'hostkey-0123456789abcdefghijklmn';

export const makeGradeConsole = (stage = makeStage(), over: Partial<GradeConsole> = {}): GradeConsole => ({
  stage,
  commands: ['show', 'ranking', 'finish'],
  rounds: [
    {
      id: 3,
      name: '决赛',
      contestants: [
        { id: 21, name: '张三', group_name: '第一组', scored: 0, judges: 3, final: null, shown: false },
        { id: 22, name: '李四', group_name: '第二组', scored: 0, judges: 3, final: null, shown: false },
      ],
    },
    {
      id: 4,
      name: '复赛',
      contestants: [{ id: 31, name: '孙七', group_name: '', scored: 3, judges: 3, final: 8.5, shown: true }],
    },
  ],
  flagged: [],
  scores: [],
  host_key: hostKey,
  code: gradeCode,
  screen_link: `/screen/grade/${gradeCode}`,
  link: `/h5/${gradeCode}`,
  title: '教师技能大赛',
  ...over,
});
