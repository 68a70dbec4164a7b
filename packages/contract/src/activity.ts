import { z } from 'zod';
import { activityEndpoint, endpoint } from './endpoint.js';
import { flagSchema, idSchema, phoneSchema } from './fields.js';
import { listSchema, pageInputSchema } from './list.js';
import { onlineNumAddOnSchema, orderSchema, orderSnInput, serviceQuantitySchema, unionOrderSchema } from './order.js';
import { checkoutSchema } from './wallet.js';

/** The six activity kinds. */
export const activityKind = {
  onlineQuiz: 1,
  siteCompetition: 2,
  siteInteraction: 3,
  survey: 4,
  lottery: 5,
  grade: 6,
} as const;
export type ActivityKind = (typeof activityKind)[keyof typeof activityKind];
export const activityKindSchema = z.coerce
  .number({ error: '请选择活动类型' })
  .int({ error: '请选择活动类型' })
  .min(1, { error: '请选择活动类型' })
  .max(6, { error: '请选择活动类型' });

/** The kinds as the spec names them (zh-CN), for the server's messages. */
export const activityKindNames: Record<ActivityKind, string> = {
  1: '线上答题抽奖',
  2: '现场答题竞赛',
  3: '现场互动答题',
  4: '问卷投票表单',
  5: '现场大屏抽奖',
  6: '现场评委评分',
};

/**
 * The kinds that run end to end: set-up, phone page and statistics. Only these can be created, published or
 * renewed; the others are shown as coming. A kind opens by being added here in the issue that lands it.
 */
export const openActivityKinds: readonly ActivityKind[] = [
  activityKind.onlineQuiz,
  activityKind.siteInteraction,
  activityKind.survey,
  activityKind.lottery,
  activityKind.grade,
];
export const isOpenKind = (kind: number) => openActivityKinds.some((k) => k === kind);
/** Why a kind that does not run yet is refused, naming it. */
export const kindNotOpenMessage = (kind: number) =>
  `${activityKindNames[kind as ActivityKind] ?? '该类活动'}即将开放，暂不能创建或购买`;

export const activityStatus = ['draft', 'published', 'expired'] as const;
export type ActivityStatus = (typeof activityStatus)[number];

/**
 * Free trial: an organiser may keep this many unpublished activities at once, and each one takes this many
 * participants before it must be published. Past either, publishing is the way on.
 */
export const trialLimits = { drafts: 5, participants: 10 } as const;

/** What publishing or renewing buys: days online, priced in yuan; the same for every kind. */
export const activityPeriods = [
  { days: 7, price: 29 },
  { days: 30, price: 99 },
  { days: 90, price: 259 },
  { days: 365, price: 799 },
] as const;
const periodDaysSchema = z.coerce
  .number({ error: '请选择发布时长' })
  .refine((d) => activityPeriods.some((p) => p.days === d), { error: '请选择发布时长' });

const dateText = z
  .string()
  .trim()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, { error: '日期格式应为 YYYY-MM-DD' })
  .optional();

/** A moment the organiser picks: ISO 8601 with offset, or empty for none. */
const momentText = z
  .string()
  .trim()
  .refine((v) => v === '' || !Number.isNaN(Date.parse(v)), { error: '时间格式错误' })
  .default('');

const activityIdInput = z.object({ activity_id: idSchema });
/** Publishing or renewing: which activity, for how many days. */
const periodInput = activityIdInput.extend({ days: periodDaysSchema });
/** Paying for an activity needs the activity page and the right to pay. */
const payingGrant = { page: 'activity/manage', action: 'order.pay' } as const;

export const activitySummarySchema = z.object({
  id: z.number(),
  kind: z.number(),
  title: z.string(),
  cover: z.string(),
  status: z.enum(activityStatus),
  is_online: z.number(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  expires_at: z.string().nullable(),
  join_count: z.number(),
  created_at: z.string(),
});
export type ActivitySummary = z.infer<typeof activitySummarySchema>;

export const qrcodeDotStyles = ['square', 'dots', 'rounded'] as const;
export const qrcodeStyleSchema = z.object({
  fg_color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: '颜色格式错误' })
    .default('#000000'),
  bg_color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: '颜色格式错误' })
    .default('#ffffff'),
  dot_style: z.enum(qrcodeDotStyles, { error: '二维码样式错误' }).default('square'),
  /** An uploaded image shown in the middle; empty for none. */
  logo: z.string().trim().max(500).default(''),
});
export type QrcodeStyle = z.infer<typeof qrcodeStyleSchema>;

/** One activity as its organiser sees it: summary plus what the settings page edits. */
export const activityDetailSchema = activitySummarySchema.extend({
  description: z.string(),
  template_id: z.number().nullable(),
  /** The participants' link path (append to the site's origin), e.g. /h5/Ab3dE5fG7h. */
  link: z.string(),
  code: z.string(),
  /** Empty when the activity is open without a password. */
  password: z.string(),
  qrcode_style: qrcodeStyleSchema,
  /** 1: participant pages show the "not published" badge while the activity is a draft. */
  no_publish_icon: z.number(),
  published_at: z.string().nullable(),
  /** Trial participants left while a draft (trialLimits.participants at most). */
  trial_left: z.number(),
  /** The kind's own settings (quiz settings for online quizzes), as saved. */
  settings: z.record(z.string(), z.unknown()),
});
export type ActivityDetail = z.infer<typeof activityDetailSchema>;

export const templateSchema = z.object({
  id: z.number(),
  kind: z.number(),
  title: z.string(),
  cover: z.string(),
  description: z.string(),
  func_id: z.number(),
  topic_id: z.number(),
  use_count: z.number(),
});
export type Template = z.infer<typeof templateSchema>;
export const templateDetailSchema = templateSchema.extend({
  /** What the template sets up, as lines a person reads ("10道单选题", "答题后抽奖"). */
  features: z.array(z.string()),
  settings: z.record(z.string(), z.unknown()),
});
export const templateTagSchema = z.object({ id: z.number(), name: z.string() });
export const templateCaseSchema = z.object({
  id: z.number(),
  kind: z.number(),
  title: z.string(),
  cover: z.string(),
  organiser: z.string(),
  join_count: z.number(),
});

const kindInput = z.object({ type: activityKindSchema });

/** Publishing state as the settings page and the renewal page read it. */
export const publishStateSchema = z.object({
  status: z.enum(activityStatus),
  published: z.boolean(),
  expired: z.boolean(),
  expires_at: z.string().nullable(),
  /** Whole days left online; 0 when expired or a draft. */
  days_left: z.number(),
});

/** Published activities whose period ends within this many days are named on the home centre. */
export const expiringSoonDays = 7;

/** The home centre's overview of an organiser's activities (/api/index/system). */
export const homeOverviewSchema = z.object({
  activities: z.object({ total: z.number(), running: z.number(), draft: z.number(), expired: z.number() }),
  /** People who joined any of the activities today (China's day) and in the seven days up to today. */
  participants_today: z.number(),
  participants_week: z.number(),
  /** Running activities whose period ends within `expiringSoonDays`, soonest first (at most five). */
  expiring: z.array(
    z.object({ id: z.number(), title: z.string(), kind: z.number(), expires_at: z.string(), days_left: z.number() }),
  ),
});
export type HomeOverview = z.infer<typeof homeOverviewSchema>;

/** Where a participant page stands; only `running` and `trial` let participants take part. */
export const h5States = ['running', 'trial', 'trial_full', 'not_started', 'ended', 'expired', 'closed'] as const;
export const h5StateMessages: Record<(typeof h5States)[number], string> = {
  running: '',
  trial: '',
  trial_full: '活动未发布，体验名额已满',
  not_started: '活动尚未开始',
  ended: '活动已结束',
  expired: '活动已过期',
  closed: '活动不存在或已下线',
};

/** What a participant may fill in before joining. `unit` offers the organiser's unit list when there is one. */
export const signupFieldKeys = ['name', 'phone', 'unit', 'job_no', 'email', 'id_card'] as const;
export const signupFieldTitles: Record<(typeof signupFieldKeys)[number], string> = {
  name: '姓名',
  phone: '手机号',
  unit: '单位',
  job_no: '工号',
  email: '邮箱',
  id_card: '身份证号',
};
export const signupFieldSchema = z.object({
  key: z.enum(signupFieldKeys, { error: '报名字段不正确' }),
  required: z.boolean().default(true),
});
export type SignupField = z.infer<typeof signupFieldSchema>;

/**
 * How a participant proves who they are, chosen per activity and stated on the phone. `device`: the seat belongs to
 * the device that took it (same device, same seat). `phone`: an SMS code proves the number, charged to the
 * organiser's SMS balance; the same number then takes the same seat from any device.
 */
export const identityModes = ['device', 'phone'] as const;
export type IdentityMode = (typeof identityModes)[number];
export const identityModeSchema = z.enum(identityModes, { error: '身份验证方式不正确' });

export const h5ActivitySchema = z.object({
  id: z.number(),
  kind: z.number(),
  code: z.string(),
  title: z.string(),
  cover: z.string(),
  description: z.string(),
  state: z.enum(h5States),
  /** The zh-CN text for a state that stops participants; empty otherwise. */
  state_message: z.string(),
  show_unpublished_badge: z.boolean(),
  needs_password: z.boolean(),
  /** Joining takes an unused answer code handed out by the organiser. */
  needs_answer_code: z.boolean(),
  /** Joining takes a device string issued by noBanned/getUniqStr rather than one the page makes up (always on-site). */
  signed_device: z.boolean(),
  /** Joining takes a WeChat sign-in (h5WechatAuthorize, then h5Enter with wechat_code): a vote that requires WeChat. */
  needs_wechat: z.boolean(),
  /** How a participant proves who they are; with `phone`, h5SendCode first, then h5Enter with sms_code. */
  identity: identityModeSchema,
  signup_fields: z.array(signupFieldSchema),
  units: z.array(z.string()),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  /** The kind's settings a participant page needs (never answers or organiser-only fields). */
  settings: z.record(z.string(), z.unknown()),
  /**
   * false when the organiser's traffic has run out: the answer carries no media URLs and the page shows its
   * text-only version (no images, audio or video).
   */
  media: z.boolean(),
});
export type H5Activity = z.infer<typeof h5ActivitySchema>;

/** The participant's own pass for the activity's calls: sent as `ticket` in every participant call. */
export const participantSchema = z.object({
  ticket: z.string(),
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  unit: z.string(),
});
export type Participant = z.infer<typeof participantSchema>;
export const ticketSchema = z.string({ error: '请先进入活动' }).trim().min(16, { error: '请先进入活动' }).max(80);
export const activityCodeSchema = z
  .string({ error: '活动不存在' })
  .trim()
  .regex(/^[A-Za-z0-9]{6,16}$/, { error: '活动不存在' });

export const activityContract = {
  list: activityEndpoint({
    method: 'GET',
    path: '/api/MyActivity/index',
    input: pageInputSchema.extend({
      /** Created on or after this day. */
      start_time: dateText,
      /** Created on or before this day. */
      end_time: dateText,
      /** 1 published and running, 0 draft or expired; empty for all. */
      is_online: z.union([z.literal(''), z.coerce.number().int().min(0).max(1)]).optional(),
      keywords: z.string().trim().max(50).optional(),
      /** Activity kind (1-6); empty for all. */
      from: z.union([z.literal(''), z.coerce.number().int().min(1).max(6)]).optional(),
    }),
    data: listSchema(activitySummarySchema),
  }),
  info: activityEndpoint({
    method: 'GET',
    path: '/api/MyActivity/activityInfo',
    input: activityIdInput,
    data: activityDetailSchema,
  }),
  save: activityEndpoint({
    method: 'POST',
    path: '/api/MyActivity/saveActivity',
    input: activityIdInput.extend({
      title: z
        .string({ error: '请输入活动名称' })
        .trim()
        .min(1, { error: '请输入活动名称' })
        .max(50, { error: '活动名称不能超过50个字' }),
      cover: z.string().trim().max(500).default(''),
      description: z.string().trim().max(5000, { error: '活动说明不能超过5000个字' }).default(''),
      start_time: momentText,
      end_time: momentText,
    }),
    data: activityDetailSchema,
  }),
  setPassword: activityEndpoint({
    method: 'POST',
    path: '/api/MyActivity/setPassword',
    /** An empty password opens the activity to everyone. */
    input: activityIdInput.extend({
      password: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9]{0,12}$/, { error: '密码为1-12位字母或数字' })
        .default(''),
    }),
    data: activityDetailSchema,
  }),
  updateQrcodeStyle: activityEndpoint({
    method: 'POST',
    path: '/api/MyActivity/updateQrcodeStyle',
    input: activityIdInput.extend(qrcodeStyleSchema.shape),
    data: activityDetailSchema,
  }),
  saveNoPublishIcon: activityEndpoint({
    method: 'POST',
    path: '/api/MyActivity/saveNoPublishIcon',
    input: activityIdInput.extend({ no_publish_icon: flagSchema }),
    data: activityDetailSchema,
  }),
  copy: activityEndpoint({
    method: 'POST',
    path: '/api/MyActivity/copyActivity',
    input: activityIdInput,
    data: activityDetailSchema,
  }),
  remove: endpoint({
    method: 'POST',
    path: '/api/MyActivity/delActivity',
    grant: { page: 'activity/manage', action: 'activity.delete' },
    auth: 'user',
    input: activityIdInput,
    data: z.null(),
  }),
  /** Creates a draft from a template, or blank without one; refused past trialLimits.drafts. */
  create: activityEndpoint({
    method: 'POST',
    path: '/api/Order/createActivity',
    input: z.object({
      type: activityKindSchema,
      tpl_id: z.union([z.literal(''), idSchema]).optional(),
      title: z.string().trim().max(50, { error: '活动名称不能超过50个字' }).default(''),
    }),
    data: activityDetailSchema,
  }),
  homeOverview: endpoint({
    method: 'POST',
    path: '/api/index/system',
    auth: 'user',
    effect: 'read',
    input: z.object({}),
    data: homeOverviewSchema,
  }),
  trialLimit: endpoint({
    method: 'POST',
    path: '/api/RecommendAct/expActivityLimit',
    auth: 'user',
    effect: 'read',
    input: z.object({}),
    data: z.object({ drafts: z.number(), drafts_used: z.number(), participants: z.number() }),
  }),
  periods: endpoint({
    method: 'POST',
    path: '/api/RecommendAct/renewalPeriod',
    auth: 'user',
    effect: 'read',
    input: z.object({}),
    data: z.array(z.object({ days: z.number(), price: z.number() })),
  }),
  isPublish: activityEndpoint({
    method: 'POST',
    path: '/api/RecommendAct/isPublish',
    effect: 'read',
    input: activityIdInput,
    data: publishStateSchema,
  }),
  isPublishOverTime: activityEndpoint({
    method: 'POST',
    path: '/api/Order/isPublishOverTime',
    effect: 'read',
    input: activityIdInput,
    data: publishStateSchema,
  }),
  /** Orders and pays from the general balance in one step; the activity is online when it answers. */
  publishBalancePay: endpoint({
    method: 'POST',
    path: '/api/Order/publishBalancePay',
    grant: payingGrant,
    auth: 'user',
    input: periodInput,
    data: orderSchema,
  }),
  /** An unpaid publishing order, to be paid through the payment provider (publishActPay). */
  publishOnlineSave: endpoint({
    method: 'POST',
    path: '/api/Order/publishOnlineSave',
    grant: payingGrant,
    auth: 'user',
    input: periodInput,
    data: orderSchema,
  }),
  publishActPay: endpoint({
    method: 'POST',
    path: '/api/Pay/publishActPay',
    grant: payingGrant,
    auth: 'user',
    input: orderSnInput,
    data: checkoutSchema,
  }),
  /**
   * One order that publishes the activity and buys value-added services and online capacity with it, paid at once
   * from the balance (Order/balancePay) or online (Pay/createActPay); each part is also an order of its own kind.
   */
  unionCreate: endpoint({
    method: 'POST',
    path: '/api/Order/union_create',
    grant: payingGrant,
    auth: 'user',
    input: periodInput.extend({
      services: z
        .array(z.object({ id: idSchema, quantity: serviceQuantitySchema }), { error: '增值服务格式错误' })
        .max(20, { error: '增值服务不能超过20项' })
        .refine((list) => new Set(list.map((s) => s.id)).size === list.length, { error: '增值服务不能重复' })
        .default([]),
      online_num: onlineNumAddOnSchema,
    }),
    data: unionOrderSchema,
  }),
  createActPay: endpoint({
    method: 'POST',
    path: '/api/Pay/createActPay',
    grant: payingGrant,
    auth: 'user',
    input: orderSnInput,
    data: checkoutSchema,
  }),
  /** Where a union order stands, with its parts: what the publishing checkout waits for and then shows. */
  getCreateAct: endpoint({
    method: 'POST',
    path: '/api/Pay/getCreateAct',
    auth: 'user',
    effect: 'read',
    input: orderSnInput,
    data: unionOrderSchema,
  }),
  /**
   * Gives back every paid publishing and renewal order of an activity whose kind is not open yet (nothing of
   * it ever ran), to the general balance, and makes it a draft again. Once: a second call finds nothing to give.
   */
  refundClosedKind: endpoint({
    method: 'POST',
    path: '/api/MyActivity/refundClosedKind',
    grant: payingGrant,
    auth: 'user',
    input: activityIdInput,
    data: z.object({
      /** Yuan given back to the general balance. */
      refunded: z.number(),
      orders: z.number(),
      activity: activityDetailSchema,
    }),
  }),
  /** An unpaid renewal order: paid by Order/balancePay or Pay/renewalActPay. */
  createRenewalOrder: endpoint({
    method: 'POST',
    path: '/api/Order/createRenewalOrder',
    grant: payingGrant,
    auth: 'user',
    input: periodInput,
    data: orderSchema,
  }),
  renewalActPay: endpoint({
    method: 'POST',
    path: '/api/Pay/renewalActPay',
    grant: payingGrant,
    auth: 'user',
    input: orderSnInput,
    data: checkoutSchema,
  }),

  templateFunctions: endpoint({
    method: 'POST',
    path: '/api/RecommendAct/getTplFunction',
    auth: 'public',
    effect: 'read',
    input: kindInput,
    data: z.array(templateTagSchema),
  }),
  templateTopics: endpoint({
    method: 'POST',
    path: '/api/RecommendAct/topic',
    auth: 'public',
    effect: 'read',
    input: kindInput,
    data: z.array(templateTagSchema),
  }),
  templateList: endpoint({
    method: 'GET',
    path: '/api/RecommendAct/getTplList',
    auth: 'public',
    input: pageInputSchema.extend({
      type: activityKindSchema,
      tpl_func_id: z.union([z.literal(''), idSchema]).optional(),
      topic_id: z.union([z.literal(''), idSchema]).optional(),
      search: z.string().trim().max(50).optional(),
    }),
    data: listSchema(templateSchema),
  }),
  templateDetail: endpoint({
    method: 'GET',
    path: '/api/RecommendAct/getTplDetail',
    auth: 'public',
    input: z.object({ tpl_id: idSchema }),
    data: templateDetailSchema,
  }),
  templateCases: endpoint({
    method: 'POST',
    path: '/api/RecommendAct/cases',
    auth: 'public',
    effect: 'read',
    input: kindInput,
    data: z.array(templateCaseSchema),
  }),

  /** The participant page's first call: what the activity is and whether it can be joined now. */
  h5Info: endpoint({
    method: 'GET',
    path: '/api/h5/activity',
    /** The organiser's token, when their browser sends it, makes the page a preview (see h5Enter). */
    auth: 'optional',
    input: z.object({ code: activityCodeSchema }),
    data: h5ActivitySchema,
  }),
  /**
   * Joins as a participant: password and sign-up fields as the activity asks. The same phone (when the form
   * asks for it) or else the same device joins as the same participant again.
   */
  h5Enter: endpoint({
    method: 'POST',
    path: '/api/h5/enter',
    /** With the organiser's (or their staff's) token the entry is a preview: no trial place, not in statistics. */
    auth: 'optional',
    input: z.object({
      code: activityCodeSchema,
      device_id: z
        .string({ error: '设备标识缺失' })
        .trim()
        .regex(/^[A-Za-z0-9-]{8,64}$/, { error: '设备标识缺失' }),
      password: z.string().trim().max(12).default(''),
      fields: z.partialRecord(z.enum(signupFieldKeys), z.string().trim().max(100)).default({}),
      /** An unused answer code, when the activity asks for one (needs_answer_code). */
      answer_code: z.string().trim().max(20).default(''),
      /**
       * The code WeChat's consent page handed back (h5WechatAuthorize): the participant is then the WeChat account,
       * whatever phone the form gives; required when needs_wechat.
       */
      wechat_code: z.string().trim().max(200).default(''),
      /** The SMS code h5SendCode sent to the form's phone, when the activity's identity is `phone`. */
      sms_code: z.string().trim().max(6, { error: '验证码错误或已过期' }).default(''),
    }),
    data: participantSchema,
  }),
  /**
   * Sends a join code to `phone` for an activity whose identity is `phone`, charged to the organiser's SMS
   * balance. The same limits as the organisers' own codes (one a minute, a few a day per number); per address
   * only a hall-sized ceiling.
   */
  h5SendCode: endpoint({
    method: 'POST',
    path: '/api/h5/sendCode',
    auth: 'public',
    input: z.object({ code: activityCodeSchema, phone: phoneSchema }),
    data: z.object({ resend_after: z.number().int() }),
  }),
  /**
   * The WeChat consent page's address for joining: it comes back to `redirect` on this site with ?code=&state=.
   * The page keeps `state` and enters with the code only when the state it gets back is the one it kept.
   */
  h5WechatAuthorize: endpoint({
    method: 'POST',
    path: '/api/Nd/getOpenIdUrl',
    auth: 'public',
    effect: 'read',
    input: z.object({
      code: activityCodeSchema,
      redirect: z
        .string({ error: '回跳地址不正确' })
        .trim()
        .max(500)
        .regex(/^\/h5\/[^\s\\#]*$/, { error: '回跳地址不正确' }),
    }),
    data: z.object({ url: z.string(), state: z.string() }),
  }),
};
