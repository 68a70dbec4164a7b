import { z } from 'zod';
import { ticketSchema } from './activity.js';
import { activityEndpoint, endpoint, fileAnswerSchema } from './endpoint.js';
import { idSchema } from './fields.js';
import { listSchema, pageInputSchema } from './list.js';

/** What stays in a turn's pool beyond its goods: the chance of winning nothing. */
export const noPrizeTitle = '谢谢参与';

export const prizeGoodsSchema = z.object({
  id: z.number(),
  turn_id: z.number(),
  name: z.string(),
  image: z.string(),
  /** Left to win. */
  stock: z.number(),
  /** Already won. */
  won: z.number(),
  /** Chance per draw in percent (two decimals); a turn's goods add up to 100 at most. */
  probability: z.number(),
  sort: z.number(),
});
export type PrizeGoods = z.infer<typeof prizeGoodsSchema>;

export const prizeTurnSchema = z.object({
  id: z.number(),
  activity_id: z.number(),
  name: z.string(),
  /** Only participants who passed the quiz may draw. */
  need_pass: z.boolean(),
  /** Draws per participant per day (Asia/Shanghai); 0 for no limit. */
  day_limit: z.number(),
  /** Draws per participant in all; 0 for no limit. */
  total_limit: z.number(),
  status: z.enum(['on', 'off']),
  goods: z.array(prizeGoodsSchema),
});
export type PrizeTurn = z.infer<typeof prizeTurnSchema>;

const turnFields = z.object({
  name: z
    .string({ error: '请输入抽奖名称' })
    .trim()
    .min(1, { error: '请输入抽奖名称' })
    .max(30, { error: '抽奖名称不能超过30个字' }),
  need_pass: z.boolean().default(true),
  day_limit: z.coerce.number().int().min(0, { error: '每日抽奖次数不能为负' }).max(100).default(1),
  total_limit: z.coerce.number().int().min(0, { error: '总抽奖次数不能为负' }).max(1000).default(0),
});

export const prizeWinSchema = z.object({
  id: z.number(),
  code: z.string(),
  activity_id: z.number(),
  turn_name: z.string(),
  goods_name: z.string(),
  goods_image: z.string(),
  participant_id: z.number(),
  name: z.string(),
  phone: z.string(),
  unit: z.string(),
  won_at: z.string(),
  redeemed_at: z.string().nullable(),
});
export type PrizeWin = z.infer<typeof prizeWinSchema>;

export const h5TurnSchema = z.object({
  id: z.number(),
  name: z.string(),
  need_pass: z.boolean(),
  goods: z.array(z.object({ id: z.number(), name: z.string(), image: z.string() })),
  /** Null: no limit. */
  draws_left: z.number().nullable(),
  can_draw: z.boolean(),
  /** Why not, in zh-CN, when can_draw is false. */
  reason: z.string(),
});

export const drawResultSchema = z.object({
  draw_id: z.number(),
  won: z.boolean(),
  goods: z.object({ id: z.number(), name: z.string(), image: z.string() }).nullable(),
  /** The redemption code to show the organiser; null when nothing was won. */
  code: z.string().nullable(),
});

export const myWinSchema = z.object({
  code: z.string(),
  turn_name: z.string(),
  goods_name: z.string(),
  goods_image: z.string(),
  won_at: z.string(),
  redeemed: z.boolean(),
});

/** Answer codes: one-time codes the organiser hands out (printed, sent); when required, joining takes one. */
export const answerCodeSchema = z.object({
  id: z.number(),
  code: z.string(),
  batch: z.string(),
  used: z.boolean(),
  /** Who joined with it. */
  name: z.string(),
  phone: z.string(),
  used_at: z.string().nullable(),
  created_at: z.string(),
});

const activityIdInput = z.object({ activity_id: idSchema });
const turnIdInput = z.object({ turn_id: idSchema });
const ticketInput = z.object({ ticket: ticketSchema });

export const prizeContract = {
  turnList: activityEndpoint({
    method: 'POST',
    path: '/api/PrizeTurn/list',
    effect: 'read',
    input: activityIdInput,
    data: z.array(prizeTurnSchema),
  }),
  turnAdd: activityEndpoint({
    method: 'POST',
    path: '/api/PrizeTurn/add',
    input: activityIdInput.extend(turnFields.shape),
    data: prizeTurnSchema,
  }),
  turnConfig: activityEndpoint({
    method: 'POST',
    path: '/api/PrizeTurn/config',
    input: turnIdInput.extend(turnFields.shape).extend({ status: z.enum(['on', 'off']).default('on') }),
    data: prizeTurnSchema,
  }),
  /** Wins already drawn stay valid and listed. */
  turnDelete: activityEndpoint({
    method: 'POST',
    path: '/api/PrizeTurn/delete',
    input: turnIdInput,
    data: z.null(),
  }),
  goods: activityEndpoint({
    method: 'GET',
    path: '/api/PrizeTurn/bsPrizeGoods',
    input: turnIdInput,
    data: z.array(prizeGoodsSchema),
  }),
  /** Adds goods to a turn, or edits them when `id` is given; `stock` sets what is left to win. */
  goodsSave: activityEndpoint({
    method: 'POST',
    path: '/api/PrizeTurn/goodsSave',
    input: turnIdInput.extend({
      id: z.union([z.literal(''), idSchema]).optional(),
      name: z
        .string({ error: '请输入奖品名称' })
        .trim()
        .min(1, { error: '请输入奖品名称' })
        .max(30, { error: '奖品名称不能超过30个字' }),
      image: z.string().trim().max(500).default(''),
      stock: z.coerce
        .number({ error: '请输入奖品数量' })
        .int({ error: '奖品数量必须是整数' })
        .min(0, { error: '奖品数量不能为负' })
        .max(1_000_000, { error: '奖品数量不能超过1000000' }),
      probability: z.coerce
        .number({ error: '请输入中奖概率' })
        .min(0, { error: '中奖概率须在0-100之间' })
        .max(100, { error: '中奖概率须在0-100之间' })
        .refine((p) => Math.abs(Math.round(p * 100) - p * 100) < 1e-6, { error: '中奖概率最多两位小数' }),
    }),
    data: prizeGoodsSchema,
  }),
  goodsDelete: activityEndpoint({
    method: 'POST',
    path: '/api/PrizeTurn/goodsDelete',
    input: z.object({ id: idSchema }),
    data: z.null(),
  }),
  sort: activityEndpoint({
    method: 'POST',
    path: '/api/PrizeSetting/sort',
    input: turnIdInput.extend({ ids: z.array(idSchema).min(1).max(100) }),
    data: z.array(prizeGoodsSchema),
  }),
  winList: activityEndpoint({
    method: 'POST',
    path: '/api/PrizeWin/list',
    effect: 'read',
    input: pageInputSchema.extend(activityIdInput.shape).extend({
      keywords: z.string().trim().max(50).default(''),
      /** 1 redeemed, 0 not yet, empty for all. */
      redeemed: z.union([z.literal(''), z.coerce.number().int().min(0).max(1)]).default(''),
    }),
    data: listSchema(prizeWinSchema),
  }),
  /** The organiser hands the prize over: a code is redeemed once. */
  verify: activityEndpoint({
    method: 'POST',
    path: '/api/PrizeWin/verify',
    input: z.object({ code: z.string({ error: '请输入兑奖码' }).trim().min(1, { error: '请输入兑奖码' }).max(20) }),
    data: prizeWinSchema,
  }),
  /** Looks a redemption code up among the organiser's activities. */
  codeCheck: activityEndpoint({
    method: 'POST',
    path: '/api/prizecode/check',
    effect: 'read',
    input: z.object({ code: z.string({ error: '请输入兑奖码' }).trim().min(1, { error: '请输入兑奖码' }).max(20) }),
    data: prizeWinSchema,
  }),

  h5Turns: endpoint({
    method: 'POST',
    path: '/api/h5/prize/turns',
    auth: 'public',
    effect: 'read',
    input: ticketInput,
    data: z.array(h5TurnSchema),
  }),
  /** Draws once with a CSPRNG; stock never goes below zero, however many draw at once. */
  h5Draw: endpoint({
    method: 'POST',
    path: '/api/h5/prize/draw',
    auth: 'public',
    input: ticketInput.extend({ turn_id: idSchema }),
    data: drawResultSchema,
  }),
  h5Mine: endpoint({
    method: 'POST',
    path: '/api/h5/prize/mine',
    auth: 'public',
    effect: 'read',
    input: ticketInput,
    data: z.array(myWinSchema),
  }),
  answerCodeConfig: activityEndpoint({
    method: 'POST',
    path: '/api/PrizeAnswerCode/config',
    input: activityIdInput.extend({ required: z.boolean().optional() }),
    /** Without `required` it only reads. */
    data: z.object({ required: z.boolean(), total: z.number(), used: z.number() }),
  }),
  /** Makes `count` new unused codes (8 characters, no look-alike letters) under a batch name. */
  answerCodeGenerate: activityEndpoint({
    method: 'POST',
    path: '/api/PrizeAnswerCode/generate',
    input: activityIdInput.extend({
      count: z.coerce
        .number({ error: '请输入生成数量' })
        .int()
        .min(1, { error: '生成数量至少为1' })
        .max(1000, { error: '一次最多生成1000个' }),
      batch: z.string().trim().max(30, { error: '批次名称不能超过30个字' }).default(''),
    }),
    data: z.object({ created: z.number() }),
  }),
  answerCodeList: activityEndpoint({
    method: 'POST',
    path: '/api/PrizeAnswerCode/list',
    effect: 'read',
    input: pageInputSchema.extend(activityIdInput.shape).extend({
      keywords: z.string().trim().max(50).default(''),
      /** 1 used, 0 unused, empty for all. */
      used: z.union([z.literal(''), z.coerce.number().int().min(0).max(1)]).default(''),
    }),
    data: listSchema(answerCodeSchema),
  }),
  /** Deletes unused codes; used ones stay as the record of who joined with them. */
  answerCodeDelete: activityEndpoint({
    method: 'POST',
    path: '/api/PrizeAnswerCode/delete',
    input: activityIdInput.extend({ ids: z.array(idSchema).min(1, { error: '请选择答题码' }).max(1000) }),
    data: z.object({ deleted: z.number() }),
  }),
  /** The unused codes as an .xlsx, to print or send. */
  answerCodeDownload: activityEndpoint({
    method: 'GET',
    path: '/api/PrizeAnswerCode/download',
    answer: 'file',
    input: activityIdInput,
    data: fileAnswerSchema,
  }),
};
