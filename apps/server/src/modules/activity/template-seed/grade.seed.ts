import { gradeTemplate } from '../../grade/index.js';
import type { KindSeed } from './template-seed-types.js';

export const gradeSeed: KindSeed = {
  kind: 6,
  functions: [
    { code: 'k6-func-judges', name: '评委打分' },
    { code: 'k6-func-trimmed', name: '去掉最高最低分' },
    { code: 'k6-func-public', name: '大众评审' },
  ],
  topics: [
    { code: 'k6-topic-art', name: '文艺比赛' },
    { code: 'k6-topic-speech', name: '演讲比赛' },
    { code: 'k6-topic-skill', name: '技能大赛' },
    { code: 'k6-topic-pitch', name: '创新路演' },
  ],
  templates: [
    {
      code: 'k6-campus-singer',
      title: '校园歌手大赛评分',
      description: '评委用手机为每位选手打分，大屏即时显示得分和排名，比赛结果公开透明。',
      func: 'k6-func-trimmed',
      topic: 'k6-topic-art',
      features: ['评委手机打分', '去掉一个最高分和一个最低分', '大屏实时公布得分', '自动生成名次'],
      settings: gradeTemplate({
        rounds: [
          {
            settings: { name: '决赛', reveal: 'each' },
            rule: { method: 'trimmed_mean', trim: 1, decimals: 2 },
            items: [
              { name: '音准节奏', max: 4, step: 0.1, weight: 1 },
              { name: '舞台表现', max: 3, step: 0.1, weight: 1 },
              { name: '歌曲难度', max: 3, step: 0.1, weight: 1 },
            ],
          },
        ],
      }),
      useCount: 1987,
      showcase: { organiser: '某大学校团委', joinCount: 36 },
    },
    {
      code: 'k6-speech-contest',
      title: '演讲比赛评分',
      description: '按内容、表达、仪态三项评分，评委分项打分，系统自动汇总。',
      func: 'k6-func-judges',
      topic: 'k6-topic-speech',
      features: ['分项打分', '评分项权重可调', '选手出场顺序抽签', '每位评委的分项得分可查'],
      settings: gradeTemplate({
        fields: [{ key: 'f1', label: '演讲题目' }],
        rounds: [
          {
            settings: { name: '决赛', reveal: 'total' },
            rule: { method: 'mean', decimals: 2 },
            items: [
              { name: '演讲内容', max: 50, step: 1, weight: 1 },
              { name: '语言表达', max: 30, step: 1, weight: 1 },
              { name: '形象仪态', max: 20, step: 1, weight: 1 },
            ],
          },
        ],
      }),
      useCount: 1436,
    },
    {
      code: 'k6-skill-contest',
      title: '职业技能大赛评分',
      description: '为操作类技能比赛设计的评分表，多名评委独立打分，结果可追溯。',
      func: 'k6-func-trimmed',
      topic: 'k6-topic-skill',
      features: ['多评委独立评分', '去掉最高最低分', '评分记录可追溯', '解锁改分留痕'],
      settings: gradeTemplate({
        fields: [{ key: 'f1', label: '参赛单位' }],
        rounds: [
          {
            settings: { name: '决赛', reveal: 'each' },
            rule: { method: 'trimmed_mean', trim: 1, decimals: 2 },
            items: [
              { name: '操作规范', max: 40, step: 1, weight: 1 },
              { name: '完成质量', max: 40, step: 1, weight: 1 },
              { name: '用时', max: 20, step: 1, weight: 1 },
            ],
          },
        ],
      }),
      useCount: 702,
    },
    {
      code: 'k6-startup-pitch',
      title: '创新创业路演评分',
      description: '路演项目由投资人、行业专家两组评委和现场观众共同打分，两组评委各占一半，评委分与大众分按比例合成。',
      func: 'k6-func-public',
      topic: 'k6-topic-pitch',
      features: ['投资人与行业专家分组打分', '观众扫码评分', '评委与观众分数按比例合成', '大屏公布项目排名'],
      settings: gradeTemplate({
        fields: [{ key: 'f1', label: '项目名称' }],
        rounds: [
          {
            settings: { name: '路演', reveal: 'total', audience_open: true },
            rule: { method: 'mean', decimals: 2, audience_weight: 30 },
            items: [
              { name: '创新性', max: 40, step: 1, weight: 1 },
              { name: '可行性', max: 30, step: 1, weight: 1 },
              { name: '市场前景', max: 30, step: 1, weight: 1 },
            ],
            judge_groups: [
              { name: '投资人', weight: 50 },
              { name: '行业专家', weight: 50 },
            ],
          },
        ],
      }),
      useCount: 583,
    },
    {
      code: 'k6-dance-contest',
      title: '舞蹈大赛评分',
      description: '舞蹈比赛专用评分模板，初赛、决赛两轮，初赛排名靠前的选手晋级决赛。',
      func: 'k6-func-trimmed',
      topic: 'k6-topic-art',
      features: ['初赛、决赛两轮，初赛前几名晋级决赛', '去掉最高最低分', '大屏显示选手信息', '评委各用专属链接打分'],
      settings: gradeTemplate({
        rounds: ['初赛', '决赛'].map((name) => ({
          settings: { name, reveal: 'each' as const },
          rule: { method: 'trimmed_mean' as const, trim: 1, decimals: 2 },
          items: [
            { name: '动作完成', max: 4, step: 0.1, weight: 1 },
            { name: '艺术表现', max: 3, step: 0.1, weight: 1 },
            { name: '编排创意', max: 3, step: 0.1, weight: 1 },
          ],
        })),
      }),
      useCount: 865,
    },
    {
      code: 'k6-case-review',
      title: '优秀案例评比',
      description: '单位内部优秀案例评比，评委线上为每个案例打分并填写评语。',
      func: 'k6-func-judges',
      topic: 'k6-topic-pitch',
      features: ['评委手机查看案例简介', '评委填写评语', '平均分自动计算', '结果一键公示'],
      settings: gradeTemplate({
        fields: [
          { key: 'f1', label: '案例名称' },
          { key: 'f2', label: '申报单位' },
        ],
        rounds: [
          {
            settings: { name: '评审', reveal: 'total', comment: 'required' },
            rule: { method: 'mean', decimals: 2 },
            items: [
              { name: '创新价值', max: 40, step: 1, weight: 1 },
              { name: '实施效果', max: 40, step: 1, weight: 1 },
              { name: '推广意义', max: 20, step: 1, weight: 1 },
            ],
          },
        ],
      }),
      useCount: 418,
    },
  ],
};
