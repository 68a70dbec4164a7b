import { trafficFreeGb, trafficWarnPercent } from '@app/contract';
import { addNamespace } from '../../i18n/index.js';

/** Texts of the traffic page. */
export const trafficMessages = {
  'zh-CN': {
    title: '流量管理',
    balance: {
      title: '流量余额',
      remaining: '剩余流量',
      used: '本期已用',
      granted: '本期总量',
      since: '本期开始：{{date}}',
      freeNote: `首期赠送${trafficFreeGb}GB；购买流量包后开始新一期，剩余流量一并转入。`,
      warnNote: `本期用量达到${trafficWarnPercent}%时将短信提醒；流量用完后，活动页面不再显示图片和视频。`,
      exhausted: '流量已用完：活动页面已不显示图片和视频，购买流量包后立即恢复。',
      warned: `本期流量已使用超过${trafficWarnPercent}%，请及时购买流量包。`,
    },
    packs: {
      title: '购买流量包',
      label: '流量包',
      pack: '{{gb}}GB · {{price}}',
      balancePay: '余额支付',
      onlinePay: '在线支付',
      confirmBalancePay: '确认使用账户余额 {{amount}} 购买 {{gb}}GB 流量包？',
      done: '流量包购买成功',
    },
    chart: { title: '每日流量', series: '流量' },
    list: {
      title: '活动流量明细',
      day: '日期',
      activity: '活动',
      bytes: '流量',
      requests: '请求次数',
      actions: '操作',
      only: '只看此活动',
      videos: '视频流量',
      empty: '暂无流量记录',
      filtered: '当前活动：{{title}}',
      all: '查看全部活动',
    },
    videos: {
      title: '视频流量：{{title}}',
      name: '视频',
      bytes: '流量',
      requests: '播放请求',
      lastDay: '最近使用',
      empty: '该活动的视频暂无流量',
    },
  },
  'en-US': {
    title: 'Traffic',
    balance: {
      title: 'Traffic balance',
      remaining: 'Left',
      used: 'Used this period',
      granted: 'This period',
      since: 'Period started: {{date}}',
      freeNote: `The first period comes with ${trafficFreeGb} GB free; each pack starts a new period and carries over what is left.`,
      warnNote: `You get a text message when ${trafficWarnPercent}% of a period is used; once it is all used, activity pages show no images or videos.`,
      exhausted: 'Traffic used up: activity pages show no images or videos. Buying a pack brings them back at once.',
      warned: `Over ${trafficWarnPercent}% of this period's traffic is used; buy a pack in time.`,
    },
    packs: {
      title: 'Buy a traffic pack',
      label: 'Traffic packs',
      pack: '{{gb}} GB · {{price}}',
      balancePay: 'Pay from balance',
      onlinePay: 'Pay online',
      confirmBalancePay: 'Pay {{amount}} from your balance for a {{gb}} GB traffic pack?',
      done: 'Traffic pack bought',
    },
    chart: { title: 'Traffic per day', series: 'Traffic' },
    list: {
      title: 'Traffic per activity',
      day: 'Day',
      activity: 'Activity',
      bytes: 'Traffic',
      requests: 'Requests',
      actions: 'Actions',
      only: 'Only this activity',
      videos: 'Video traffic',
      empty: 'No traffic yet',
      filtered: 'Activity: {{title}}',
      all: 'All activities',
    },
    videos: {
      title: 'Video traffic: {{title}}',
      name: 'Video',
      bytes: 'Traffic',
      requests: 'Requests',
      lastDay: 'Last used',
      empty: 'No traffic for this activity’s videos yet',
    },
  },
};

/** Added when the traffic page loads, not with the app. */
addNamespace('traffic', trafficMessages);
