import { z } from 'zod';
import { identityModeSchema, signupFieldSchema, ticketSchema } from './activity.js';
import { activityEndpoint, endpoint } from './endpoint.js';
import { idSchema } from './fields.js';
import { listSchema, pageInputSchema } from './list.js';

/** Page layouts a vote's participant page can take (vote/template). */
export const voteLayouts = ['grid', 'list', 'rank'] as const;
export const voteLayoutTitles: Record<(typeof voteLayouts)[number], string> = {
  grid: '双列卡片',
  list: '单列列表',
  rank: '排行榜优先',
};

/** Anti-ballot-stuffing: hard limits per IP and device, and a burst threshold that flags votes for review. */
export const antiStuffingSchema = z.object({
  /** Valid votes one IP may cast per day (Asia/Shanghai); 0 for no limit. */
  ip_day_max: z.coerce.number().int().min(0).max(100_000).default(0),
  /** Votes one device may cast per minute; more are refused as too frequent. */
  device_minute_max: z.coerce.number().int().min(1).max(1000).default(10),
  /** A vote is flagged as suspicious when its IP cast this many within the last minute; 0 never flags. */
  ip_burst_flag: z.coerce.number().int().min(0).max(100_000).default(30),
});

/** A question voters must answer right once before their first vote (vote/gk). */
export const voteGateSchema = z
  .object({
    enabled: z.boolean().default(false),
    question: z.string().trim().max(200, { error: '关卡题目不能超过200个字' }).default(''),
    options: z
      .array(z.string().trim().min(1, { error: '请输入选项内容' }).max(100))
      .max(6)
      .default([]),
    /** Index of the right option. */
    answer: z.coerce.number().int().min(0).max(5).default(0),
  })
  .refine((g) => !g.enabled || g.question !== '', { error: '请输入关卡题目', path: ['question'] })
  .refine((g) => !g.enabled || g.options.length >= 2, { error: '关卡题至少需要2个选项', path: ['options'] })
  .refine((g) => !g.enabled || g.answer < g.options.length, { error: '请选择正确答案', path: ['answer'] });
export type VoteGate = z.infer<typeof voteGateSchema>;

/** A vote's rules and page, kept in the kind-4 settings under `vote`. Counts of 0 mean no limit. */
export const voteSettingsSchema = z.object({
  rules: z.string().trim().max(5000, { error: '投票规则不能超过5000个字' }).default(''),
  banner: z.string().trim().max(500).default(''),
  layout: z.enum(voteLayouts, { error: '页面模板不正确' }).default('grid'),
  theme_color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: '颜色格式不正确' })
    .default('#e8464a'),
  /** Votes per voter per day (Asia/Shanghai). */
  votes_per_day: z.coerce.number().int().min(0).max(1000).default(3),
  /** Votes per voter per candidate per day. */
  votes_per_candidate_day: z.coerce.number().int().min(0).max(1000).default(1),
  /** Votes per voter in all. */
  votes_total: z.coerce.number().int().min(0).max(100_000).default(0),
  /** Voters must come in through WeChat (the platform's WeChat identity). */
  require_wechat: z.boolean().default(false),
  show_ranking: z.boolean().default(true),
  /** Hide the counts from participants (the ranking order still shows when show_ranking). */
  show_votes: z.boolean().default(true),
  /** Participants may sign up as candidates; with review, an organiser approves each first. */
  candidate_signup: z.boolean().default(false),
  signup_review: z.boolean().default(true),
  anti_stuffing: antiStuffingSchema.default({ ip_day_max: 0, device_minute_max: 10, ip_burst_flag: 30 }),
  gate: voteGateSchema.default({ enabled: false, question: '', options: [], answer: 0 }),
  /** Set by voteData/userInit: votes cast before it no longer count against voters' limits. */
  quota_since: z.string().nullable().default(null),
});
export type VoteSettings = z.infer<typeof voteSettingsSchema>;

export const candidateStatuses = ['shown', 'hidden'] as const;
export const candidateReviews = ['approved', 'pending', 'rejected'] as const;

const candidateFields = {
  name: z
    .string({ error: '请输入选手名称' })
    .trim()
    .min(1, { error: '请输入选手名称' })
    .max(30, { error: '选手名称不能超过30个字' }),
  category_id: z
    .union([z.literal(''), z.literal(0), idSchema])
    .default('')
    .transform((v) => (v ? v : null)),
  cover: z.string().trim().max(500).default(''),
  images: z.array(z.string().trim().min(1).max(500)).max(9, { error: '图片最多9张' }).default([]),
  video: z.string().trim().max(500).default(''),
  description: z.string().trim().max(5000, { error: '选手介绍不能超过5000个字' }).default(''),
};

export const candidateSchema = z.object({
  id: z.number(),
  activity_id: z.number(),
  /** Shown as 001, 002…; unique within the activity, given in order when left empty. */
  number: z.number(),
  name: z.string(),
  category_id: z.number().nullable(),
  category_name: z.string(),
  cover: z.string(),
  images: z.array(z.string()),
  video: z.string(),
  description: z.string(),
  votes: z.number(),
  status: z.enum(candidateStatuses),
  review: z.enum(candidateReviews),
  review_reason: z.string(),
  /** organiser: entered in the back-office; signup: a participant's sign-up. */
  source: z.enum(['organiser', 'signup']),
  created_at: z.string(),
});
export type Candidate = z.infer<typeof candidateSchema>;

export const voteCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  sort: z.number(),
  candidate_count: z.number(),
});

export const voteRecordSchema = z.object({
  id: z.number(),
  candidate_id: z.number(),
  candidate_number: z.number(),
  candidate_name: z.string(),
  participant_id: z.number(),
  voter_name: z.string(),
  voter_phone: z.string(),
  ip: z.string(),
  flagged: z.boolean(),
  /** Why it was flagged, in zh-CN. */
  flag_reason: z.string(),
  /** Removed by the organiser or a reset: no longer counted. */
  invalid: z.boolean(),
  created_at: z.string(),
});

export const voterSchema = z.object({
  participant_id: z.number(),
  name: z.string(),
  phone: z.string(),
  ip: z.string(),
  /** Valid votes. */
  votes: z.number(),
  flagged_votes: z.number(),
  last_vote_at: z.string().nullable(),
});

export const voteRankingEntrySchema = z.object({
  rank: z.number(),
  id: z.number(),
  number: z.number(),
  name: z.string(),
  cover: z.string(),
  category_id: z.number().nullable(),
  votes: z.number(),
});

export const voteTotalsSchema = z.object({ candidates: z.number(), votes: z.number(), voters: z.number() });

export const voteSiteSchema = z.object({
  activity_id: z.number(),
  settings: voteSettingsSchema,
  signup_fields: z.array(signupFieldSchema),
  /** Who a voter is: this device, or a phone proven by an SMS code (the questionnaire's `identity`). */
  identity: identityModeSchema,
  totals: voteTotalsSchema,
});

/** What a voter sees of a candidate: no review notes; votes are 0 when the organiser hides them. */
export const publicCandidateSchema = candidateSchema.pick({
  id: true,
  number: true,
  name: true,
  category_id: true,
  category_name: true,
  cover: true,
  images: true,
  video: true,
  description: true,
  votes: true,
});

export const voterStandingSchema = z.object({
  /** Votes left today and in all; null for no limit. */
  today_left: z.number().nullable(),
  total_left: z.number().nullable(),
  gate_passed: z.boolean(),
});

const activityIdInput = z.object({ activity_id: idSchema });
const ticketInput = z.object({ ticket: ticketSchema });
const idsInput = (message: string) => z.array(idSchema).min(1, { error: message }).max(500);

export const voteContract = {
  /** The page layouts to choose from. */
  template: endpoint({
    method: 'POST',
    path: '/api/vote/template',
    auth: 'user',
    effect: 'read',
    input: z.object({}),
    data: z.array(z.object({ key: z.enum(voteLayouts), name: z.string(), description: z.string() })),
  }),
  /** The vote's settings, sign-up fields and totals. */
  site: activityEndpoint({
    method: 'POST',
    path: '/api/vote/site',
    effect: 'read',
    input: activityIdInput,
    data: voteSiteSchema,
  }),
  /** Saves rules and page (everything but the gate and quota_since), the voters' sign-up fields and identity. */
  page: activityEndpoint({
    method: 'POST',
    path: '/api/vote/page',
    input: activityIdInput.extend({
      settings: voteSettingsSchema.omit({ gate: true, quota_since: true }),
      signup_fields: z.array(signupFieldSchema).max(6).default([]),
      identity: identityModeSchema.default('device'),
    }),
    data: voteSiteSchema,
  }),
  /** Saves the gate question. */
  gk: activityEndpoint({
    method: 'POST',
    path: '/api/vote/gk',
    input: activityIdInput.extend({ gate: voteGateSchema }),
    data: voteSiteSchema,
  }),

  categoryList: activityEndpoint({
    method: 'POST',
    path: '/api/vote/categoryList',
    effect: 'read',
    input: activityIdInput,
    data: z.array(voteCategorySchema),
  }),
  categoryAdd: activityEndpoint({
    method: 'POST',
    path: '/api/vote/categoryAdd',
    input: activityIdInput.extend({
      name: z
        .string({ error: '请输入分类名称' })
        .trim()
        .min(1, { error: '请输入分类名称' })
        .max(20, { error: '分类名称不能超过20个字' }),
      sort: z.coerce.number().int().min(0).max(10_000).default(0),
    }),
    data: voteCategorySchema,
  }),
  categoryEdit: activityEndpoint({
    method: 'POST',
    path: '/api/vote/categoryEdit',
    input: activityIdInput.extend({
      id: idSchema,
      name: z
        .string({ error: '请输入分类名称' })
        .trim()
        .min(1, { error: '请输入分类名称' })
        .max(20, { error: '分类名称不能超过20个字' }),
      sort: z.coerce.number().int().min(0).max(10_000).default(0),
    }),
    data: voteCategorySchema,
  }),
  /** Its candidates stay, without a category. */
  categoryDelete: activityEndpoint({
    method: 'POST',
    path: '/api/vote/categoryDelete',
    input: activityIdInput.extend({ id: idSchema }),
    data: z.null(),
  }),

  /** Approved candidates (sign-ups waiting for review are in verifyList), by number. */
  list: activityEndpoint({
    method: 'POST',
    path: '/api/vote/list',
    effect: 'read',
    input: pageInputSchema.extend(activityIdInput.shape).extend({
      category_id: z.union([z.literal(''), idSchema]).default(''),
      /** Name or number. */
      keywords: z.string().trim().max(50).default(''),
      status: z.union([z.literal(''), z.enum(candidateStatuses)]).default(''),
    }),
    data: listSchema(candidateSchema),
  }),
  detail: activityEndpoint({
    method: 'POST',
    path: '/api/vote/detail',
    effect: 'read',
    input: activityIdInput.extend({ id: idSchema }),
    data: candidateSchema,
  }),
  add: activityEndpoint({
    method: 'POST',
    path: '/api/vote/add',
    input: activityIdInput.extend({
      ...candidateFields,
      /** Empty: the next free number. */
      number: z.union([z.literal(''), z.coerce.number().int().min(1).max(99_999)]).default(''),
    }),
    data: candidateSchema,
  }),
  edit: activityEndpoint({
    method: 'POST',
    path: '/api/vote/edit',
    input: activityIdInput.extend({
      id: idSchema,
      ...candidateFields,
      number: z.coerce.number({ error: '请输入编号' }).int().min(1, { error: '编号至少为1' }).max(99_999),
    }),
    data: candidateSchema,
  }),
  /** Removes the candidate from the vote and the ranking; its vote records stay for the record. */
  delete: activityEndpoint({
    method: 'POST',
    path: '/api/vote/delete',
    input: activityIdInput.extend({ id: idSchema }),
    data: z.null(),
  }),
  /** Shows or hides a candidate on the participant page and the screen. */
  status: activityEndpoint({
    method: 'POST',
    path: '/api/vote/status',
    input: activityIdInput.extend({ id: idSchema, status: z.enum(candidateStatuses, { error: '状态不正确' }) }),
    data: candidateSchema,
  }),
  /** Participants' sign-ups as candidates. */
  verifyList: activityEndpoint({
    method: 'POST',
    path: '/api/vote/verifyList',
    effect: 'read',
    input: pageInputSchema.extend(activityIdInput.shape).extend({
      review: z.union([z.literal(''), z.enum(candidateReviews)]).default('pending'),
    }),
    data: listSchema(candidateSchema),
  }),
  verify: activityEndpoint({
    method: 'POST',
    path: '/api/vote/verify',
    input: activityIdInput.extend({
      id: idSchema,
      approve: z.boolean(),
      reason: z.string().trim().max(200, { error: '原因不能超过200个字' }).default(''),
    }),
    data: candidateSchema,
  }),
  /** Who voted for one candidate, with their valid votes for it. */
  voteUser: activityEndpoint({
    method: 'POST',
    path: '/api/vote/voteUser',
    effect: 'read',
    input: pageInputSchema.extend(activityIdInput.shape).extend({ candidate_id: idSchema }),
    data: listSchema(voterSchema),
  }),
  /** The big screen's ranking; live changes arrive on the vote channel (live.ts). */
  screen: activityEndpoint({
    method: 'POST',
    path: '/api/vote/screen',
    effect: 'read',
    input: activityIdInput.extend({
      category_id: z.union([z.literal(''), idSchema]).default(''),
      top: z.coerce.number().int().min(1).max(100).default(10),
    }),
    data: z.object({
      title: z.string(),
      code: z.string(),
      totals: voteTotalsSchema,
      ranking: z.array(voteRankingEntrySchema),
    }),
  }),

  /** Participant: the vote's page, categories and what I have left. */
  h5Home: endpoint({
    method: 'POST',
    path: '/api/h5/vote/home',
    auth: 'public',
    effect: 'read',
    input: ticketInput,
    data: z.object({
      settings: voteSettingsSchema.omit({ gate: true, quota_since: true, anti_stuffing: true }).extend({
        gate: z.object({ enabled: z.boolean(), question: z.string(), options: z.array(z.string()) }),
      }),
      categories: z.array(voteCategorySchema),
      totals: voteTotalsSchema,
      mine: voterStandingSchema,
    }),
  }),
  h5Candidates: endpoint({
    method: 'POST',
    path: '/api/h5/vote/candidates',
    auth: 'public',
    effect: 'read',
    input: pageInputSchema.extend(ticketInput.shape).extend({
      category_id: z.union([z.literal(''), idSchema]).default(''),
      keywords: z.string().trim().max(50).default(''),
    }),
    data: listSchema(publicCandidateSchema),
  }),
  h5Candidate: endpoint({
    method: 'POST',
    path: '/api/h5/vote/candidate',
    auth: 'public',
    effect: 'read',
    input: ticketInput.extend({ id: idSchema }),
    data: publicCandidateSchema.extend({ rank: z.number(), my_votes_today: z.number() }),
  }),
  /** Participant: answers the gate question; a wrong answer is refused with VOTE_GATE_WRONG. */
  h5Gate: endpoint({
    method: 'POST',
    path: '/api/h5/vote/gate',
    auth: 'public',
    input: ticketInput.extend({ answer: z.coerce.number().int().min(0).max(5) }),
    data: voterStandingSchema,
  }),
  /**
   * Participant: one vote; limits, the gate and anti-stuffing are checked in the same transaction. `cast_id`, made
   * once per tap by the page, makes a retry exact: a cast already stored answers its candidate's standing and is
   * never counted twice.
   */
  h5Cast: endpoint({
    method: 'POST',
    path: '/api/h5/vote/cast',
    auth: 'public',
    input: ticketInput.extend({
      candidate_id: idSchema,
      cast_id: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9-]{8,64}$/, { error: '投票标识无效' })
        .optional(),
    }),
    data: voterStandingSchema.extend({ candidate_id: z.number(), votes: z.number(), rank: z.number() }),
  }),
  h5Ranking: endpoint({
    method: 'POST',
    path: '/api/h5/vote/ranking',
    auth: 'public',
    effect: 'read',
    input: ticketInput.extend({ category_id: z.union([z.literal(''), idSchema]).default('') }),
    data: z.array(voteRankingEntrySchema),
  }),
  /** Participant: signs up as a candidate (one per participant); pending until approved when the vote reviews. */
  h5Signup: endpoint({
    method: 'POST',
    path: '/api/h5/vote/signup',
    auth: 'public',
    input: ticketInput.extend(candidateFields),
    data: candidateSchema,
  }),
  h5MySignup: endpoint({
    method: 'POST',
    path: '/api/h5/vote/mySignup',
    auth: 'public',
    effect: 'read',
    input: ticketInput,
    data: candidateSchema.nullable(),
  }),
};

/** Organiser tools on vote records. Removing or resetting never deletes a record: it marks it invalid. */
export const voteDataContract = {
  /** Vote records, newest first; by candidate, flagged only, or valid only. */
  vote: activityEndpoint({
    method: 'POST',
    path: '/api/voteData/vote',
    effect: 'read',
    input: pageInputSchema.extend(activityIdInput.shape).extend({
      candidate_id: z.union([z.literal(''), idSchema]).default(''),
      flagged: z.union([z.literal(''), z.coerce.number().int().min(0).max(1)]).default(''),
      invalid: z.union([z.literal(''), z.coerce.number().int().min(0).max(1)]).default(''),
    }),
    data: listSchema(voteRecordSchema),
  }),
  /** Voters, most votes first. */
  user: activityEndpoint({
    method: 'POST',
    path: '/api/voteData/user',
    effect: 'read',
    input: pageInputSchema.extend(activityIdInput.shape).extend({ keywords: z.string().trim().max(50).default('') }),
    data: listSchema(voterSchema),
  }),
  /** One voter's votes. */
  userVote: activityEndpoint({
    method: 'POST',
    path: '/api/voteData/userVote',
    effect: 'read',
    input: pageInputSchema.extend(activityIdInput.shape).extend({ participant_id: idSchema }),
    data: listSchema(voteRecordSchema),
  }),
  /** Removes votes (marks them invalid) and takes them off their candidates' counts. Idempotent. */
  voteDel: activityEndpoint({
    method: 'POST',
    path: '/api/voteData/voteDel',
    input: activityIdInput.extend({ ids: idsInput('请选择要删除的投票记录') }),
    data: z.object({ removed: z.number() }),
  }),
  /** Removes every valid vote of these voters. */
  delete: activityEndpoint({
    method: 'POST',
    path: '/api/voteData/delete',
    input: activityIdInput.extend({ participant_ids: idsInput('请选择投票用户') }),
    data: z.object({ removed: z.number() }),
  }),
  /** Resets the counts: every vote becomes invalid and every candidate starts again from 0. */
  voteInit: activityEndpoint({
    method: 'POST',
    path: '/api/voteData/voteInit',
    input: activityIdInput,
    data: z.object({ removed: z.number() }),
  }),
  /** Resets the voters' limits: votes so far stay counted, and everyone may vote again as if new. */
  userInit: activityEndpoint({
    method: 'POST',
    path: '/api/voteData/userInit',
    input: activityIdInput,
    data: z.object({ quota_since: z.string() }),
  }),
};
