import { lotteryTemplate } from '../../lottery/index.js';
import type { KindSeed } from './template-seed-types.js';

const phoneRequired = { key: 'phone', kind: 'phone', label: '手机号', required: true } as const;

/**
 * Big-screen lotteries: each template sets up the lottery's look, draw options, sign-in and prize tiers
 * (lottery-template), and its text states only what those give (lottery.seed.test.ts). Every one is one person,
 * one entry: guests sign in by the organiser's roster or by a phone number an SMS code proves.
 */
export const lotterySeed: KindSeed = {
  kind: 5,
  functions: [
    { code: 'k5-func-roll', name: '滚动抽奖' },
    { code: 'k5-func-signin', name: '签到抽奖' },
    { code: 'k5-func-ball', name: '3D球抽奖' },
  ],
  topics: [
    { code: 'k5-topic-party', name: '年会晚会' },
    { code: 'k5-topic-expo', name: '展会活动' },
    { code: 'k5-topic-store', name: '门店营销' },
  ],
  templates: [
    {
      code: 'k5-annual-lottery',
      title: '年会大屏抽奖',
      description: '员工扫码签到后进入抽奖池，大屏滚动头像抽取一二三等奖，年会高潮一键点燃。',
      func: 'k5-func-roll',
      topic: 'k5-topic-party',
      features: [
        '按导入的员工名单扫码签到，一人一次',
        '大屏3D球滚动头像',
        '三等奖30人、二等奖10人、一等奖3人',
        '中奖名单一键导出',
      ],
      settings: lotteryTemplate({
        look: { title: '年会抽奖', animation: 'sphere' },
        draw: { pool_source: 'signed' },
        signin: { identity: 'roster' },
        fields: [{ key: 'employee_no', kind: 'employee_no', label: '工号', required: true }],
        // Drawn from the smallest prize up, the way an annual party builds to its top prize.
        tiers: [
          { name: '三等奖', count: 30, sort: 1 },
          { name: '二等奖', count: 10, sort: 2 },
          { name: '一等奖', count: 3, sort: 3 },
        ],
      }),
      useCount: 4218,
      showcase: { organiser: '某互联网公司年会筹备组', joinCount: 2650 },
    },
    {
      code: 'k5-signin-wall',
      title: '签到墙抽奖',
      description: '来宾签到后头像上墙，签到结束直接开始抽奖，适合论坛和答谢会。',
      func: 'k5-func-signin',
      topic: 'k5-topic-expo',
      features: ['签到头像墙', '签到人数实时统计', '短信验证手机号签到，一人一次', '可将指定人员设为不参与抽奖'],
      settings: lotteryTemplate({
        look: { title: '签到抽奖', animation: 'wall' },
        draw: { pool_source: 'signed' },
        signin: { identity: 'phone', wall_title: '扫码签到，头像上墙', show_photos: true },
        tiers: [{ name: '幸运奖', count: 20 }],
      }),
      useCount: 1735,
    },
    {
      code: 'k5-expo-lucky',
      title: '展会幸运抽奖',
      description: '展位观众扫码留资参与抽奖，既活跃展位人气，又沉淀客户线索。',
      func: 'k5-func-ball',
      topic: 'k5-topic-expo',
      features: ['3D球体抽奖动画', '扫码填写联系方式，短信验证手机号', '每轮抽取5人，可自行调整', '线索名单导出'],
      settings: lotteryTemplate({
        look: { title: '展会幸运抽奖', animation: 'sphere' },
        draw: { pool_source: 'signed' },
        signin: { identity: 'phone' },
        fields: [phoneRequired, { key: 'custom_1', kind: 'text', label: '公司', required: false }],
        tiers: [{ name: '幸运奖', count: 20, per_spin: 5 }],
      }),
      useCount: 906,
    },
    {
      code: 'k5-store-opening',
      title: '门店开业抽奖',
      description: '开业当天顾客扫码参与现场抽奖，大屏公布中奖者，带动门店人气。',
      func: 'k5-func-roll',
      topic: 'k5-topic-store',
      features: [
        '顾客扫码并短信验证手机号参与',
        '中奖者姓名与手机号打码显示',
        '同一顾客可多次中奖',
        '中奖者手机领奖、现场核销',
      ],
      settings: lotteryTemplate({
        look: { title: '开业抽奖', animation: 'sphere' },
        draw: { pool_source: 'signed', one_win_per_person: false, masked_display: true },
        signin: { identity: 'phone' },
        fields: [phoneRequired],
        tiers: [
          { name: '开业幸运奖', count: 30, per_spin: 10, sort: 1 },
          { name: '开业大奖', count: 1, sort: 2 },
        ],
      }),
      useCount: 1102,
    },
    {
      code: 'k5-customer-thanks',
      title: '客户答谢会抽奖',
      description: '答谢会现场为来宾准备多轮抽奖，每轮奖品与人数自由设置。',
      func: 'k5-func-signin',
      topic: 'k5-topic-party',
      features: ['预设三轮抽奖', '按导入的来宾名单签到，一人一次', '已中奖者不再参与', '主持人手机遥控开始与停止'],
      settings: lotteryTemplate({
        look: { title: '客户答谢会', animation: 'sphere' },
        signin: { identity: 'roster' },
        fields: [phoneRequired],
        tiers: [
          { name: '第一轮', count: 10, sort: 1 },
          { name: '第二轮', count: 5, sort: 2 },
          { name: '第三轮', count: 1, sort: 3 },
        ],
      }),
      useCount: 689,
    },
  ],
};
