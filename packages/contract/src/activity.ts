import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { listSchema, pageInputSchema } from './list.js';

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

export const activityStatus = ['draft', 'published', 'expired'] as const;
export type ActivityStatus = (typeof activityStatus)[number];

const dateText = z
  .string()
  .trim()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, { error: '日期格式应为 YYYY-MM-DD' })
  .optional();

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

export const activityContract = {
  list: endpoint({
    method: 'GET',
    path: '/api/MyActivity/index',
    grant: { page: 'activity/manage' },
    auth: 'user',
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
};
