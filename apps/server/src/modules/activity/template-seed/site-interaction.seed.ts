import { gameTemplate } from '../../game/index.js';
import type { KindSeed } from './template-seed-types.js';

const speed = { points_mode: 'speed', base_points: 1000, streak_bonus: true } as const;
const nameOnly = [{ key: 'name', required: true }] as const;

/**
 * Interactive quizzes: each template's rounds take questions from the public banks (the first of the named
 * types and tags, in the bank's order), and its text states what the rounds give (game-template.test.ts).
 */
export const siteInteractionSeed: KindSeed = {
  kind: 3,
  functions: [
    { code: 'k3-func-screen', name: '大屏同答' },
    { code: 'k3-func-classroom', name: '随堂测验' },
    { code: 'k3-func-riddle', name: '节日竞猜' },
  ],
  topics: [
    { code: 'k3-topic-party', name: '年会联欢' },
    { code: 'k3-topic-training', name: '培训课堂' },
    { code: 'k3-topic-launch', name: '发布会' },
    { code: 'k3-topic-festival', name: '传统节日' },
  ],
  templates: [
    {
      code: 'k3-annual-party',
      title: '年会互动答题',
      description: '全场员工扫码同答，大屏逐题出题并实时显示答题人数，公布答案后滚动排行榜，年会暖场必备。',
      func: 'k3-func-screen',
      topic: 'k3-topic-party',
      features: [
        '两轮共10道题，每题20秒',
        '答得越快得分越高，连续答对有加成',
        '每5道题大屏显示一次排行榜',
        '报名只需填写姓名',
      ],
      settings: gameTemplate({
        site: { theme: 'festival', leaderboard_every: 5 },
        fields: [...nameOnly],
        rounds: [
          {
            name: '热身：百科常识',
            bank: 'general-nature-geography',
            types: ['single', 'judge', 'sort'],
            count: 5,
            seconds: 20,
            ...speed,
          },
          {
            name: '冲刺：传统文化',
            bank: 'general-culture',
            types: ['single', 'multiple'],
            count: 5,
            seconds: 20,
            ...speed,
          },
        ],
      }),
      useCount: 2210,
      showcase: { organiser: '某科技公司行政中心', joinCount: 1360 },
    },
    {
      code: 'k3-classroom-test',
      title: '培训课堂随堂测',
      description: '讲师讲完一节即推送题目，学员手机作答，大屏展示选项分布与正确率，课后导出学员成绩。',
      func: 'k3-func-classroom',
      topic: 'k3-topic-training',
      features: [
        '内置急救知识8道题，每题30秒',
        '答对得100分，不计快慢',
        '大屏展示选项分布与正确率',
        '课后导出学员成绩',
      ],
      settings: gameTemplate({
        site: { theme: 'minimal' },
        fields: [
          { key: 'name', required: true },
          { key: 'unit', required: true },
        ],
        rounds: [
          {
            name: '急救知识随堂测',
            bank: 'health-first-aid',
            count: 8,
            seconds: 30,
            points_mode: 'fixed',
            base_points: 100,
            streak_bonus: false,
          },
        ],
      }),
      useCount: 1184,
    },
    {
      code: 'k3-product-launch',
      title: '新品发布会有奖互动',
      description: '发布会现场观众扫码抢答，大屏实时统计参与人数；内置科普热身题，可换成新品卖点题目。',
      func: 'k3-func-screen',
      topic: 'k3-topic-launch',
      features: [
        '内置6道科普热身题，每题15秒',
        '答得越快得分越高，连续答对有加成',
        '品牌标志与背景图可自定义',
        '前三名登上大屏领奖台',
      ],
      settings: gameTemplate({
        site: { theme: 'ocean' },
        fields: [{ key: 'phone', required: true }],
        rounds: [
          {
            name: '科技热身',
            bank: 'general-nature-geography',
            types: ['single', 'judge'],
            tags: ['物理', '天文'],
            count: 6,
            seconds: 15,
            ...speed,
          },
        ],
      }),
      useCount: 463,
    },
    {
      code: 'k3-mid-autumn',
      title: '中秋节日知识抢答',
      description: '精选传统节日与诗词题目，大屏逐题出题，手机抢先作答，团圆佳节其乐融融。',
      func: 'k3-func-riddle',
      topic: 'k3-topic-festival',
      features: ['两轮共10道题，每题20秒', '答得越快得分越高，连续答对有加成', '节日主题大屏', '结束后公布冠亚季军'],
      settings: gameTemplate({
        site: { theme: 'festival' },
        fields: [...nameOnly],
        rounds: [
          { name: '节日习俗', bank: 'general-culture', tags: ['传统节日'], count: 6, seconds: 20, ...speed },
          { name: '诗词雅韵', bank: 'general-culture', tags: ['诗词'], count: 4, seconds: 20, ...speed },
        ],
      }),
      useCount: 1539,
    },
    {
      code: 'k3-lantern-festival',
      title: '元宵节传统文化竞猜',
      description: '元宵佳节围绕节日习俗、成语典故和生肖出题，适合社区、学校和企业举办节日游园活动。',
      func: 'k3-func-riddle',
      topic: 'k3-topic-festival',
      features: [
        '两轮共10道题，每题20秒',
        '答对得200分，连续答对有加成',
        '可从题库增补自己的题目',
        '积分排名前列可领奖',
      ],
      settings: gameTemplate({
        site: { theme: 'festival', leaderboard_every: 5 },
        rounds: [
          {
            name: '节日习俗',
            bank: 'general-culture',
            types: ['single', 'judge'],
            tags: ['传统节日'],
            count: 5,
            seconds: 20,
            points_mode: 'fixed',
            base_points: 200,
            streak_bonus: true,
          },
          {
            name: '成语与生肖',
            bank: 'general-culture',
            tags: ['成语典故', '生肖'],
            count: 5,
            seconds: 20,
            points_mode: 'fixed',
            base_points: 200,
            streak_bonus: true,
          },
        ],
      }),
      useCount: 1276,
    },
    {
      code: 'k3-team-building',
      title: '团建知识大比拼',
      description: '三轮常识题轮番上阵，全员扫码个人作答，大屏定时显示排行榜，为团建活动增加竞技乐趣。',
      func: 'k3-func-screen',
      topic: 'k3-topic-party',
      features: [
        '三轮共12道题，每题15秒',
        '每4道题大屏显示一次排行榜',
        '答得越快得分越高，连续答对有加成',
        '演练后可一键重置再正式开始',
      ],
      settings: gameTemplate({
        site: { theme: 'stage', leaderboard_every: 4 },
        fields: [...nameOnly],
        rounds: [
          { name: '健康生活', bank: 'health-lifestyle', types: ['single', 'judge'], count: 4, seconds: 15, ...speed },
          { name: '安全常识', bank: 'safety-fire', types: ['single', 'judge'], count: 4, seconds: 15, ...speed },
          {
            name: '百科知识',
            bank: 'general-nature-geography',
            types: ['judge', 'blank'],
            count: 4,
            seconds: 15,
            ...speed,
          },
        ],
      }),
      useCount: 598,
    },
  ],
};
