import { type KindSeed, type PrizeGoodsSeed, type PrizeTurnSeed, quizTemplate } from './template-seed-types.js';

const nameAndPhone = [
  { key: 'name', required: true },
  { key: 'phone', required: true },
] as const;

/** The draw a passing participant may take once a day: what "及格即可抽奖" promises. */
const passPrize = (name: string, goods: PrizeGoodsSeed[]): PrizeTurnSeed => ({
  name,
  need_pass: true,
  day_limit: 1,
  total_limit: 0,
  goods,
});

export const onlineQuizSeed: KindSeed = {
  kind: 1,
  functions: [
    { code: 'k1-func-prize', name: '答题抽奖' },
    { code: 'k1-func-rank', name: '排行榜竞赛' },
    { code: 'k1-func-barrier', name: '闯关答题' },
    { code: 'k1-func-exam', name: '考试测评' },
  ],
  topics: [
    { code: 'k1-topic-safety', name: '安全生产' },
    { code: 'k1-topic-party', name: '党建学习' },
    { code: 'k1-topic-law', name: '普法宣传' },
    { code: 'k1-topic-science', name: '科普公益' },
  ],
  templates: [
    {
      code: 'k1-safety-month',
      title: '安全生产月知识竞赛',
      description: '围绕消防与交通安全出题，员工用手机随时参与，答题达标即可抽奖，适合安全生产月集中宣传。',
      func: 'k1-func-prize',
      topic: 'k1-topic-safety',
      features: [
        '每次随机抽取10道题，每题1分',
        '满分10分，6分及格，及格即可抽奖',
        '每人每天可答3次',
        '报名填写姓名、手机号和单位',
      ],
      settings: quizTemplate({
        quiz: {
          rules:
            '1. 每次答题随机抽取10道题（单选、判断、填空），每题1分，满分10分。\n2. 成绩达到6分即为及格，及格即可参与抽奖，每天可抽1次。\n3. 每人每天最多答题3次。',
          signup_fields: [...nameAndPhone, { key: 'unit', required: true }],
          question_mode: 'random',
          shuffle_options: true,
          day_max: 3,
          pass_score: 6,
          theme: { color: '#E8590C', background: '', banner: '' },
        },
        draws: [
          { bank: 'safety-fire', type: 'single', count: 3 },
          { bank: 'safety-fire', type: 'judge', count: 1 },
          { bank: 'safety-fire', type: 'blank', count: 1 },
          { bank: 'safety-traffic', type: 'single', count: 3 },
          { bank: 'safety-traffic', type: 'judge', count: 1 },
          { bank: 'safety-traffic', type: 'blank', count: 1 },
        ],
        prize: passPrize('及格抽奖', [
          { name: '家庭安全应急包', stock: 20, chance: 1000 },
          { name: '安全主题保温杯', stock: 50, chance: 3000 },
        ]),
      }),
      useCount: 3268,
      showcase: { organiser: '某建工集团安全环保部', joinCount: 12860 },
    },
    {
      code: 'k1-waste-sorting',
      title: '垃圾分类有奖答题',
      description: '用趣味题目普及垃圾分类与生态环保知识，居民答题及格即可抽取环保好礼，适合社区和物业开展宣传。',
      func: 'k1-func-prize',
      topic: 'k1-topic-science',
      features: [
        '每次随机抽取10道题，每题1分',
        '答完立即公布对错',
        '满分10分，6分及格即可抽奖',
        '报名只需姓名和手机号',
      ],
      settings: quizTemplate({
        quiz: {
          rules: '每次随机抽取10道题，每题1分，满分10分；成绩达到6分即可参与抽奖，每人每天可答2次。',
          signup_fields: [...nameAndPhone],
          question_mode: 'random',
          day_max: 2,
          pass_score: 6,
          reveal: 'question',
          theme: { color: '#2F9E44', background: '', banner: '' },
        },
        draws: [
          { bank: 'env-waste-sorting', type: 'single', count: 4 },
          { bank: 'env-waste-sorting', type: 'judge', count: 1 },
          { bank: 'env-ecology', type: 'single', count: 4 },
          { bank: 'env-ecology', type: 'judge', count: 1 },
        ],
        prize: passPrize('环保好礼抽奖', [
          { name: '可折叠环保购物袋', stock: 100, chance: 3000 },
          { name: '家用分类垃圾桶', stock: 20, chance: 500 },
        ]),
      }),
      useCount: 2471,
      showcase: { organiser: '某街道城市管理办公室', joinCount: 8652 },
    },
    {
      code: 'k1-party-history',
      title: '党史学习教育答题',
      description: '以中国近现代史为主线设置题目，支持排行榜展示学习成果，适合党支部组织党员集中学习。',
      func: 'k1-func-rank',
      topic: 'k1-topic-party',
      features: ['每次作答15道题，满分20分', '限时20分钟', '显示排行榜', '报名填写姓名、手机号和所在支部'],
      settings: quizTemplate({
        quiz: {
          rules: '每次作答15道题（单选每题1分，多选每题2分），满分20分，12分及格；限时20分钟，按成绩和用时排名。',
          signup_fields: [...nameAndPhone, { key: 'unit', required: true }],
          question_mode: 'random',
          time_mode: 'attempt',
          time_limit: 1200,
          day_max: 1,
          pass_score: 12,
          show_ranking: true,
          theme: { color: '#C92A2A', background: '', banner: '' },
        },
        draws: [
          { bank: 'history-modern', type: 'single', count: 3 },
          { bank: 'history-modern', type: 'multiple', count: 2 },
          { bank: 'history-ancient', type: 'single', count: 3 },
          { bank: 'history-ancient', type: 'multiple', count: 2 },
          { bank: 'general-culture', type: 'single', count: 4 },
          { bank: 'general-culture', type: 'multiple', count: 1 },
        ],
      }),
      useCount: 4105,
    },
    {
      code: 'k1-civil-code',
      title: '民法典普法知识竞赛',
      description: '民法典与劳动法常识一套题，按成绩排名，帮助单位和社区开展普法宣传月活动。',
      func: 'k1-func-rank',
      topic: 'k1-topic-law',
      features: ['每次随机抽取12道题，满分15分', '按成绩和用时排名', '答题结束后查看解析', '防作弊：禁止复制题目'],
      settings: quizTemplate({
        quiz: {
          rules:
            '每次随机抽取12道题（单选、判断每题1分，多选每题2分），满分15分，9分及格；成绩相同时用时短者排名靠前。',
          signup_fields: [...nameAndPhone],
          question_mode: 'random',
          day_max: 3,
          pass_score: 9,
          no_copy: true,
          theme: { color: '#1C7ED6', background: '', banner: '' },
        },
        draws: [
          { bank: 'law-civil-code', type: 'single', count: 4 },
          { bank: 'law-civil-code', type: 'judge', count: 1 },
          { bank: 'law-civil-code', type: 'multiple', count: 1 },
          { bank: 'law-labor', type: 'single', count: 3 },
          { bank: 'law-labor', type: 'judge', count: 1 },
          { bank: 'law-labor', type: 'multiple', count: 2 },
        ],
      }),
      useCount: 1893,
    },
    {
      code: 'k1-fire-barrier',
      title: '消防安全闯关赛',
      description: '三道关卡由易到难，通过一关才能解锁下一关，让消防知识学习更有挑战性。',
      func: 'k1-func-barrier',
      topic: 'k1-topic-safety',
      features: ['三关共15道题，每题1分', '每关答对4题过关', '每题限时30秒', '闯过一关即可抽奖'],
      settings: quizTemplate({
        quiz: {
          rules: '共三关，每关5道题，每题1分，答对4题即可进入下一关；闯过一关即可参与抽奖，每天可抽1次。',
          signup_fields: [...nameAndPhone],
          question_mode: 'random',
          time_mode: 'question',
          time_limit: 30,
          day_max: 5,
          barrier: true,
          levels: [
            { title: '第一关 防火常识', question_count: 5, pass_score: 4 },
            { title: '第二关 火场逃生', question_count: 5, pass_score: 4 },
            { title: '第三关 灭火器材', question_count: 5, pass_score: 4 },
          ],
          theme: { color: '#F03E3E', background: '', banner: '' },
        },
        draws: [
          { bank: 'safety-fire', type: 'single', count: 11 },
          { bank: 'safety-fire', type: 'judge', count: 4 },
        ],
        prize: passPrize('闯关抽奖', [
          { name: '家用灭火毯', stock: 30, chance: 1500 },
          { name: '消防逃生面罩', stock: 30, chance: 1500 },
        ]),
      }),
      useCount: 1520,
    },
    {
      code: 'k1-first-aid',
      title: '急救知识有奖问答',
      description: '心肺复苏、止血包扎等急救常识与健康生活知识，答题即学，适合医院、红十字会和社区卫生站。',
      func: 'k1-func-prize',
      topic: 'k1-topic-science',
      features: ['每次随机抽取10道题，每题1分', '每答一题即显示解析', '满分10分，6分及格即可抽奖', '每人每天可答3次'],
      settings: quizTemplate({
        quiz: {
          rules: '每次随机抽取10道题，每题1分，满分10分；成绩达到6分可参与抽奖，每天可抽1次。',
          signup_fields: [...nameAndPhone],
          question_mode: 'random',
          day_max: 3,
          pass_score: 6,
          reveal: 'question',
          theme: { color: '#0CA678', background: '', banner: '' },
        },
        draws: [
          { bank: 'health-first-aid', type: 'single', count: 4 },
          { bank: 'health-first-aid', type: 'judge', count: 1 },
          { bank: 'health-lifestyle', type: 'single', count: 4 },
          { bank: 'health-lifestyle', type: 'judge', count: 1 },
        ],
        prize: passPrize('健康好礼抽奖', [
          { name: '家庭急救包', stock: 30, chance: 1000 },
          { name: '电子体温计', stock: 50, chance: 2000 },
        ]),
      }),
      useCount: 986,
    },
    {
      code: 'k1-labor-exam',
      title: '劳动法规考试测评',
      description: '面向人事和管理岗位的劳动法规测评，限时作答、只能提交一次，成绩可导出存档。',
      func: 'k1-func-exam',
      topic: 'k1-topic-law',
      features: ['每人随机抽取20道题，满分25分', '限时30分钟', '每人只能作答一次', '报名填写姓名、工号和单位'],
      settings: quizTemplate({
        quiz: {
          rules:
            '本次测评共20道题（单选、判断每题1分，多选、简答每题2分），满分25分，15分及格；简答题按答中的要点给分。限时30分钟，每人仅有一次作答机会，交卷后公布成绩。',
          signup_fields: [
            { key: 'name', required: true },
            { key: 'job_no', required: true },
            { key: 'unit', required: true },
          ],
          question_mode: 'random',
          time_mode: 'attempt',
          time_limit: 1800,
          day_max: 1,
          total_max: 1,
          pass_score: 15,
          show_ranking: false,
          no_copy: true,
          leave_limit: 3,
          theme: { color: '#5F3DC4', background: '', banner: '' },
        },
        draws: [
          { bank: 'law-labor', type: 'single', count: 11 },
          { bank: 'law-labor', type: 'judge', count: 4 },
          { bank: 'law-labor', type: 'multiple', count: 3 },
          { bank: 'law-labor', type: 'short', count: 2 },
        ],
      }),
      useCount: 742,
    },
  ],
};
