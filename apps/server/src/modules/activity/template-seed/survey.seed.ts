import {
  communityOpinion,
  customerFeedback,
  parentsMeeting,
  staffSatisfaction,
  trainingSignup,
  voteTemplate,
} from '../../survey/index.js';
import type { CandidateSeed, KindSeed } from './template-seed-types.js';

/** Sample candidates with the drawn portraits (public/templates/candidates), for the organiser to edit or remove. */
const samples = (people: [name: string, description: string][]): CandidateSeed[] =>
  people.map(([name, description], i) => ({ name, description, cover: `/templates/candidates/sample-${i + 1}.svg` }));

export const surveySeed: KindSeed = {
  kind: 4,
  functions: [
    { code: 'k4-func-survey', name: '问卷调查' },
    { code: 'k4-func-vote', name: '投票评选' },
    { code: 'k4-func-form', name: '报名表单' },
  ],
  topics: [
    { code: 'k4-topic-company', name: '企业管理' },
    { code: 'k4-topic-campus', name: '校园' },
    { code: 'k4-topic-community', name: '社区服务' },
  ],
  templates: [
    {
      code: 'k4-staff-satisfaction',
      title: '员工满意度调查',
      description: '从薪酬福利、工作环境、团队氛围和职业发展四个维度了解员工感受，支持匿名填写。',
      func: 'k4-func-survey',
      topic: 'k4-topic-company',
      features: ['10道选择、矩阵、量表与填空题', '支持匿名填写', '自动生成统计图表', '结果可导出Excel'],
      settings: staffSatisfaction,
      useCount: 3542,
      showcase: { organiser: '某连锁零售企业人力资源部', joinCount: 2318 },
    },
    {
      code: 'k4-customer-feedback',
      title: '客户满意度回访',
      description: '服务结束后发送回访问卷，收集客户评分与建议，持续改进服务质量。',
      func: 'k4-func-survey',
      topic: 'k4-topic-company',
      features: ['五星评分题', '开放式建议题', '按门店筛选统计', '手机填写不到两分钟'],
      settings: customerFeedback,
      useCount: 1876,
    },
    {
      code: 'k4-best-employee',
      title: '优秀员工评选投票',
      description: '候选人图文展示，员工在线投票，票数实时更新，评选过程公开透明。',
      func: 'k4-func-vote',
      topic: 'k4-topic-company',
      features: ['候选人图文介绍', '每人每天限投3票', '实时票数排行', '防刷票校验'],
      settings: {
        ...voteTemplate(3),
        sample_candidates: samples([
          ['张明（示例）', '生产一部班组长，带领班组连续12个月零事故，提出的工艺改进每年节约成本30余万元。'],
          ['李娜（示例）', '客户服务中心主管，全年客户满意度98%，牵头编写新员工服务手册。'],
          ['王强（示例）', '研发中心工程师，主导完成两项核心产品升级，获得三项实用新型专利。'],
          ['陈静（示例）', '财务部会计，推动报销流程线上化，平均报销周期由7天缩短到2天。'],
        ]),
      },
      useCount: 2093,
    },
    {
      code: 'k4-training-signup',
      title: '培训报名表',
      description: '收集学员姓名、部门和联系方式，报名名额满后自动截止。',
      func: 'k4-func-form',
      topic: 'k4-topic-company',
      features: ['姓名、部门、手机号', '限额100人', '名额满后自动截止', '名单一键导出'],
      settings: trainingSignup,
      useCount: 1467,
    },
    {
      code: 'k4-community-opinion',
      title: '社区居民意见征集',
      description: '就社区环境、停车管理和便民服务征集居民意见，帮助社区精准施策。',
      func: 'k4-func-survey',
      topic: 'k4-topic-community',
      features: ['单选、多选、排序与填空题', '按楼栋筛选统计', '支持上传图片', '结果自动汇总'],
      settings: communityOpinion,
      useCount: 954,
      showcase: { organiser: '某社区居民委员会', joinCount: 1082 },
    },
    {
      code: 'k4-parents-meeting',
      title: '家长会报名登记',
      description: '家长在线登记参会人数与时间，班主任随时查看统计结果。',
      func: 'k4-func-form',
      topic: 'k4-topic-campus',
      features: ['学生姓名与班级', '参会人数登记', '可选参会时段', '名单可导出Excel'],
      settings: parentsMeeting,
      useCount: 811,
    },
    {
      code: 'k4-best-teacher',
      title: '最美教师评选',
      description: '学生和家长为心目中的最美教师投票，展示教师风采，弘扬尊师重教。',
      func: 'k4-func-vote',
      topic: 'k4-topic-campus',
      features: ['教师风采展示', '每人每天限投5票', '实时排行榜', '大屏同步展示票数'],
      settings: {
        ...voteTemplate(5),
        sample_candidates: samples([
          ['刘老师（示例）', '初三年级数学教师，从教15年，坚持每周为学困生义务辅导。'],
          ['周老师（示例）', '二年级语文教师、班主任，开设班级读书角，带动全班养成阅读习惯。'],
          ['吴老师（示例）', '体育教师，组建校足球队并获得区级联赛冠军。'],
          ['郑老师（示例）', '音乐教师，指导学校合唱团在市艺术节获得一等奖。'],
        ]),
      },
      useCount: 1320,
    },
  ],
};
