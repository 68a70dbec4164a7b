import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { idSchema } from './fields.js';
import { listSchema, pageInputSchema } from './list.js';
import { orderSchema, orderSnInput } from './order.js';
import { checkoutSchema } from './wallet.js';

/**
 * Traffic: the bytes an activity's phone pages pull from uploaded media (images, audio, video), counted per
 * Asia/Shanghai day. Each organiser has a traffic balance; a free allowance to start with, then packs bought as
 * orders. When it runs out, the phone pages show their text-only version and media is no longer served for them.
 */
export const gib = 1024 ** 3;

/** What every organiser's first balance period holds before any pack is bought. */
export const trafficFreeGb = 10;

/** Packs an organiser can buy: gigabytes and their price in yuan. */
export const trafficPacks = [
  { gb: 10, price: 10 },
  { gb: 50, price: 45 },
  { gb: 100, price: 80 },
  { gb: 500, price: 350 },
] as const;

/** The percentage of a balance period's traffic after which the organiser is warned by SMS (once a period). */
export const trafficWarnPercent = 80;

const dayText = z
  .string()
  .trim()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, { error: '日期格式应为 YYYY-MM-DD' })
  .default('');

const rangeInput = z.object({
  /** Empty: every activity of the organiser. */
  activity_id: z.union([z.literal(''), idSchema]).default(''),
  start_time: dayText,
  end_time: dayText,
});

const packInput = z.object({
  gb: z.coerce
    .number({ error: '请选择流量包' })
    .refine((n) => trafficPacks.some((p) => p.gb === n), { error: '请选择流量包' }),
});

/** One activity's traffic on one day. */
export const trafficDaySchema = z.object({
  day: z.string(),
  activity_id: z.number(),
  activity_title: z.string(),
  bytes: z.number(),
  requests: z.number(),
});

/** One video of an activity and the traffic it used over the range. */
export const activityVideoSchema = z.object({
  url: z.string(),
  name: z.string(),
  bytes: z.number(),
  requests: z.number(),
  last_day: z.string(),
});

/**
 * The organiser's traffic. A balance period starts with each pack bought (what was left carries over into it);
 * `granted` is what the period holds, `used` what has been served since it began.
 */
export const trafficBalanceSchema = z.object({
  granted_bytes: z.number(),
  used_bytes: z.number(),
  remaining_bytes: z.number(),
  period_started_at: z.string().nullable(),
  /** The 80 % warning has gone out this period. */
  warned: z.boolean(),
  /** Nothing left: the phone pages show no images or videos. */
  exhausted: z.boolean(),
  packs: z.array(z.object({ gb: z.number(), price: z.number() })),
});
export type TrafficBalance = z.infer<typeof trafficBalanceSchema>;

const trafficGrant = { page: 'function/safeVerify' } as const;
const buyingGrant = { page: 'function/safeVerify', action: 'order.pay' } as const;

export const trafficContract = {
  /** Traffic per day and activity, newest day first. */
  list: endpoint({
    method: 'GET',
    path: '/api/cdn/list',
    auth: 'user',
    grant: trafficGrant,
    input: pageInputSchema.extend(rangeInput.shape),
    data: listSchema(trafficDaySchema),
  }),
  /** The chart: total traffic of each day of the range (every day, zero when nothing was served). */
  daily: endpoint({
    method: 'GET',
    path: '/api/cdn/daily',
    auth: 'user',
    grant: trafficGrant,
    input: rangeInput,
    data: z.array(z.object({ day: z.string(), bytes: z.number() })),
  }),
  balance: endpoint({
    method: 'GET',
    path: '/api/cdn/balance',
    auth: 'user',
    grant: trafficGrant,
    input: z.object({}),
    data: trafficBalanceSchema,
  }),
  /** Orders a pack and pays it from the general balance at once; without enough balance nothing is ordered. */
  buy: endpoint({
    method: 'POST',
    path: '/api/cdn/buy',
    auth: 'user',
    grant: buyingGrant,
    input: packInput,
    data: z.object({ order: orderSchema, balance: trafficBalanceSchema }),
  }),
  /** An unpaid pack order, paid by cdn/pay (online) or Order/balancePay. */
  order: endpoint({
    method: 'POST',
    path: '/api/cdn/order',
    auth: 'user',
    grant: buyingGrant,
    input: packInput,
    data: orderSchema,
  }),
  pay: endpoint({
    method: 'POST',
    path: '/api/cdn/pay',
    auth: 'user',
    grant: buyingGrant,
    input: orderSnInput,
    data: checkoutSchema,
  }),
};

/** An activity's videos (ActivityVideo) with the traffic each used, most traffic first. */
export const activityVideoContract = {
  list: endpoint({
    method: 'GET',
    path: '/api/ActivityVideo/list',
    auth: 'user',
    grant: trafficGrant,
    input: pageInputSchema.extend({
      activity_id: idSchema,
      start_time: dayText,
      end_time: dayText,
    }),
    data: listSchema(activityVideoSchema),
  }),
};
