import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { idSchema } from './fields.js';
import { questionTypeSchema } from './question.js';

const dayText = z
  .string()
  .trim()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, { error: '日期格式应为 YYYY-MM-DD' })
  .default('');

/** Days are Asia/Shanghai calendar days. */
export const dailyStatSchema = z.object({
  day: z.string(),
  participants: z.number(),
  attempts: z.number(),
  passed: z.number(),
});

export const unitStatSchema = z.object({
  unit: z.string(),
  participants: z.number(),
  attempts: z.number(),
  avg_score: z.number(),
  /** Percent of attempts passed, one decimal. */
  pass_rate: z.number(),
});

export const questionStatSchema = z.object({
  question_id: z.number(),
  type: questionTypeSchema,
  stem: z.string(),
  answered: z.number(),
  correct: z.number(),
  /** Percent, one decimal. */
  correct_rate: z.number(),
});

export const overviewSchema = z.object({
  participants: z.number(),
  attempts: z.number(),
  finished: z.number(),
  passed: z.number(),
  pass_rate: z.number(),
  avg_score: z.number(),
  winners: z.number(),
  redeemed: z.number(),
});

const activityIdInput = z.object({ activity_id: idSchema });

export const statisticContract = {
  overview: endpoint({
    method: 'POST',
    path: '/api/statistic/overview',
    grant: { page: 'activity/manage' },
    auth: 'user',
    effect: 'read',
    input: activityIdInput,
    data: overviewSchema,
  }),
  daily: endpoint({
    method: 'GET',
    path: '/api/statistic/daily',
    grant: { page: 'activity/manage' },
    auth: 'user',
    /** type is the activity kind (kept for the spec's call; the activity decides). Empty days: the last 30. */
    input: activityIdInput.extend({
      type: z.union([z.literal(''), z.coerce.number().int().min(1).max(6)]).optional(),
      start_time: dayText,
      end_time: dayText,
    }),
    data: z.array(dailyStatSchema),
  }),
  unit: endpoint({
    method: 'GET',
    path: '/api/statistic/unit',
    grant: { page: 'activity/manage' },
    auth: 'user',
    input: activityIdInput.extend({ type: z.union([z.literal(''), z.coerce.number().int().min(1).max(6)]).optional() }),
    data: z.array(unitStatSchema),
  }),
  questions: endpoint({
    method: 'POST',
    path: '/api/statistic/questions',
    grant: { page: 'activity/manage' },
    auth: 'user',
    effect: 'read',
    input: activityIdInput,
    data: z.array(questionStatSchema),
  }),
};
