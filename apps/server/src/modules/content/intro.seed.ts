import type { SeedText } from './seed-text.js';

/** The product introduction: one section per activity kind, in menu order. */
export const productIntro: SeedText[] = [
  {
    category: '线上答题抽奖',
    title: '线上答题抽奖',
    summary: '手机随时参与的知识竞答，答题达标即可抽奖，适合宣传普及和学习教育。',
    publishedAt: '2025-09-01 09:00',
    image: '/brand/intro-online-quiz.svg',
    link: '/recommend/recommend',
    body: `<p>参与者扫码或点击链接即可进入答题，系统从题库随机出题，答完立即显示成绩和解析。</p>
<ul>
<li>支持闯关、限时、每日答题等多种玩法，可设置及格分和每天答题次数。</li>
<li>答题达标后抽奖，奖品可以是实物、兑换码或微信红包。</li>
<li>排行榜、分享得抽奖机会，持续带动参与。</li>
</ul>`,
  },
  {
    category: '现场答题竞赛',
    title: '现场答题竞赛',
    summary: '知识竞赛的专业赛场：分轮次、抢答、风险题，大屏实时比分。',
    publishedAt: '2025-09-01 09:00',
    image: '/brand/intro-site-competition.svg',
    link: '/recommend/recommendScene',
    body: `<p>为线下知识竞赛打造：主持人在控制页面推进比赛，选手用手机作答，大屏同步展示题目、倒计时和比分。</p>
<ul>
<li>必答、抢答、风险题等常见赛制，轮次和计分规则自由组合。</li>
<li>按队伍或个人计分，自动排名，支持加赛。</li>
<li>比赛记录完整保存，赛后一键导出成绩。</li>
</ul>`,
  },
  {
    category: '现场互动答题',
    title: '现场互动答题',
    summary: '全场观众同时作答，大屏实时公布答题结果和排行，活跃会场气氛。',
    publishedAt: '2025-09-01 09:00',
    image: '/brand/intro-site-interaction.svg',
    link: '/recommend/recommendInteraction',
    body: `<p>适合年会、发布会、培训课堂：现场观众扫码加入，主持人逐题发布，所有人同时作答。</p>
<ul>
<li>大屏展示每道题的作答人数、选项分布和正确率。</li>
<li>按答对题数和用时排名，前几名当场领奖。</li>
<li>支持弹幕互动，观众可以在大屏上发言。</li>
</ul>`,
  },
  {
    category: '问卷/投票/表单',
    title: '问卷、投票与表单',
    summary: '满意度调查、评选投票、报名登记，一个工具全部搞定。',
    publishedAt: '2025-09-01 09:00',
    image: '/brand/intro-survey.svg',
    link: '/recommend/recommendSurvey',
    body: `<p>用同一个编辑器完成问卷、投票和报名表：</p>
<ul>
<li>单选、多选、填空、评分、图片选择等多种题型，支持必填和逻辑跳转。</li>
<li>投票可设置每人每天票数和候选人审核，结果可以在大屏实时展示。</li>
<li>数据自动统计成图表，可按选项筛选并导出 Excel。</li>
</ul>`,
  },
  {
    category: '现场大屏抽奖',
    title: '现场大屏抽奖',
    summary: '扫码签到，大屏滚动抽奖，多轮次、防重复，抽奖过程公开透明。',
    publishedAt: '2025-09-01 09:00',
    image: '/brand/intro-lottery.svg',
    link: '/LargeScreenLottery/LargeScreenLottery',
    body: `<p>年会和庆典的抽奖环节：来宾扫码签到进入奖池，主持人在大屏上一键开始、停止。</p>
<ul>
<li>按奖项设置多个轮次，每轮抽取人数自定。</li>
<li>已中奖者自动排除，避免重复中奖。</li>
<li>使用安全随机数抽取，每次抽取都有记录可查。</li>
</ul>`,
  },
  {
    category: '现场评委评分',
    title: '现场评委评分',
    summary: '评委手机打分，自动计算得分和排名，适合演讲比赛、才艺大赛和路演。',
    publishedAt: '2025-09-01 09:00',
    image: '/brand/intro-grade.svg',
    link: '/recommend/recommendScore',
    body: `<p>告别纸质评分表：评委用手机按评分项打分，提交后大屏即时显示选手得分。</p>
<ul>
<li>评分项可设置满分和权重，支持评委分组评审。</li>
<li>可选择去掉最高分和最低分后取平均，也可加入观众投票分。</li>
<li>比赛结束后导出完整的评分明细，过程有据可查。</li>
</ul>`,
  },
];

/** The three slides at the top of the home page. */
export const banners: SeedText[] = [
  {
    category: '',
    title: '线上答题抽奖 · 让知识普及更有趣',
    summary: '',
    body: '',
    publishedAt: '2025-09-01 09:00',
    image: '/brand/banner-1.svg',
    link: '/recommend/recommend',
  },
  {
    category: '',
    title: '现场大屏抽奖 · 年会庆典一键开奖',
    summary: '',
    body: '',
    publishedAt: '2025-09-01 09:00',
    image: '/brand/banner-2.svg',
    link: '/LargeScreenLottery/LargeScreenLottery',
  },
  {
    category: '',
    title: '现场评委评分 · 比赛结果当场揭晓',
    summary: '',
    body: '',
    publishedAt: '2025-09-01 09:00',
    image: '/brand/banner-3.svg',
    link: '/recommend/recommendScore',
  },
];
