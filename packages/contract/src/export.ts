import { z } from 'zod';
import { activityEndpoint, fileAnswerSchema } from './endpoint.js';
import { idSchema } from './fields.js';

/** What an activity's export can hold. */
export const exportTypes = [
  'answers',
  'winners',
  'participants',
  'responses',
  'votes',
  'candidates',
  'game',
  'lottery_people',
  'lottery_audit',
  'grade_results',
] as const;
export const exportTypeTitles: Record<(typeof exportTypes)[number], string> = {
  answers: '答题记录',
  winners: '中奖名单',
  participants: '参与用户',
  responses: '问卷答卷',
  votes: '投票记录',
  candidates: '选手票数',
  /** An on-site quiz: its final ranking and every answer, on two sheets. */
  game: '现场答题成绩',
  lottery_people: '抽奖名单',
  /** Every draw of a big-screen lottery with what recomputes it (docs/lottery-verification.md). */
  lottery_audit: '抽奖审计记录',
  /** Judge scoring: each round's ranking as the results page computes it, every judge's and audience score. */
  grade_results: '评分成绩',
};
export const exportInputSchema = z.object({
  activity_id: idSchema,
  type: z.enum(exportTypes, { error: '导出类型不正确' }).default('answers'),
});

/** Poll every second (spec section 9). */
export const exportPollMs = 1000;

/**
 * The spec's export flow: start, poll the status with activity_id every second until it answers 1, then
 * download with the token header. The file is built by a background job that survives a server restart.
 */
export const exportContract = {
  start: activityEndpoint({
    method: 'POST',
    path: '/api/export/start',
    input: exportInputSchema,
    data: z.object({ job_id: z.number() }),
  }),
  /** 1 when the latest export of this type is ready, 0 while it is being built; a failed export answers 400. */
  status: activityEndpoint({
    method: 'POST',
    path: '/api/export/status',
    effect: 'read',
    input: exportInputSchema,
    data: z.union([z.literal(0), z.literal(1)]),
  }),
  /** The .xlsx, named with the type's title and a timestamp. */
  download: activityEndpoint({
    method: 'GET',
    path: '/api/export/download',
    answer: 'file',
    input: exportInputSchema,
    data: fileAnswerSchema,
  }),
};
