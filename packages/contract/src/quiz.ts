import { z } from 'zod';
import { identityModeSchema, signupFieldSchema, ticketSchema } from './activity.js';
import { activityEndpoint, endpoint } from './endpoint.js';
import { idSchema } from './fields.js';
import { listSchema, pageInputSchema } from './list.js';
import { questionTypeSchema } from './question.js';
import { quizLimits } from './quiz-limits.js';

/** How questions reach an attempt: the same chosen ones for everybody, or drawn per attempt from banks. */
export const questionModes = ['fixed', 'random'] as const;
/** No clock, a clock per question, or one clock for the whole attempt. */
export const timeModes = ['none', 'question', 'attempt'] as const;
/** When a participant sees whether an answer was right: never, right after each answer, or once finished. */
export const revealModes = ['never', 'question', 'attempt'] as const;

/** One rule of a random draw: this many questions of a bank, optionally of one type and difficulty. */
export const randomRuleSchema = z.object({
  bank_id: idSchema,
  /** Empty for any type. */
  type: z.union([z.literal(''), questionTypeSchema]).default(''),
  /** 0 for any difficulty. */
  difficulty: z.coerce.number().int().min(0).max(3).default(0),
  count: z.coerce
    .number({ error: '请输入抽题数量' })
    .int()
    .min(1, { error: '抽题数量至少为1' })
    .max(quizLimits.perAttempt, { error: `抽题数量不能超过${quizLimits.perAttempt}` }),
});

/** A level of checkpoint mode: passing it unlocks the next. */
export const quizLevelSchema = z.object({
  title: z.string().trim().min(1, { error: '请输入关卡名称' }).max(30, { error: '关卡名称不能超过30个字' }),
  question_count: z.coerce.number().int().min(1, { error: '每关至少1题' }).max(quizLimits.perAttempt),
  pass_score: z.coerce.number().min(0).max(10_000),
});
export type QuizLevel = z.infer<typeof quizLevelSchema>;

/**
 * An online quiz's settings, kept with the activity. Scores are in points: each question carries its bank
 * score; `pass_score` is the points needed to pass (and to draw a prize where the prize turn asks for it).
 */
export const quizSettingsSchema = z.object({
  rules: z.string().trim().max(5000, { error: '活动规则不能超过5000个字' }).default(''),
  signup_fields: z.array(signupFieldSchema).max(6).default([]),
  /**
   * Who a participant is: this device (a typed phone is only what they wrote), or a phone proven by an SMS code
   * (then the same number on another device is the same participant, with their attempts).
   */
  identity: identityModeSchema.default('device'),
  /** Choices for the unit field; empty lets participants type their unit. */
  units: z
    .array(z.string().trim().min(1).max(50))
    .max(quizLimits.units, { error: `单位最多${quizLimits.units}个` })
    .default([]),
  question_mode: z.enum(questionModes, { error: '出题方式不正确' }).default('fixed'),
  /** Question ids for fixed mode, in order. */
  question_ids: z.array(idSchema).max(quizLimits.fixedQuestions, { error: '固定题目最多200道' }).default([]),
  random_rules: z.array(randomRuleSchema).max(quizLimits.randomRules).default([]),
  /** Questions per attempt; 0 means all fixed questions, or the sum of the random rules. */
  per_attempt: z.coerce.number().int().min(0).max(quizLimits.perAttempt).default(0),
  shuffle_questions: z.boolean().default(false),
  shuffle_options: z.boolean().default(false),
  time_mode: z.enum(timeModes, { error: '计时方式不正确' }).default('none'),
  /** Seconds per question or per attempt, as time_mode says. */
  time_limit: z.coerce.number().int().min(0).max(quizLimits.secondsMax).default(0),
  /** Attempts per participant per day (Asia/Shanghai); 0 for no limit. */
  day_max: z.coerce.number().int().min(0).max(1000).default(3),
  /** Attempts per participant in all; 0 for no limit. */
  total_max: z.coerce.number().int().min(0).max(10_000).default(0),
  pass_score: z.coerce.number().min(0).max(10_000).default(60),
  /** Checkpoint mode: levels replace per_attempt and pass_score. */
  barrier: z.boolean().default(false),
  levels: z.array(quizLevelSchema).max(quizLimits.levels).default([]),
  reveal: z.enum(revealModes, { error: '答案显示方式不正确' }).default('attempt'),
  show_ranking: z.boolean().default(true),
  /** Anti-cheat: forbid copying text; force-submit after this many times leaving the page (0: off). */
  no_copy: z.boolean().default(false),
  leave_limit: z.coerce.number().int().min(0).max(100).default(0),
  theme: z
    .object({
      color: z
        .string()
        .regex(/^#[0-9a-fA-F]{6}$/, { error: '颜色格式错误' })
        .default('#0069FD'),
      background: z.string().trim().max(500).default(''),
      banner: z.string().trim().max(500).default(''),
    })
    .default({ color: '#0069FD', background: '', banner: '' }),
});
export type QuizSettings = z.infer<typeof quizSettingsSchema>;
export type QuizSettingsInput = z.input<typeof quizSettingsSchema>;

/** A question as a participant sees it: never its answer. */
export const attemptQuestionSchema = z.object({
  index: z.number(),
  type: questionTypeSchema,
  stem: z.string(),
  options: z.array(z.object({ key: z.string(), text: z.string(), image: z.string() })),
  /** How many blanks a fill-in question has. */
  blank_count: z.number(),
  score: z.number(),
  image: z.string(),
  audio: z.string(),
  video: z.string(),
  /** The participant's answer when already given (after a reload). */
  answered: z.array(z.string()).nullable(),
});
export type AttemptQuestion = z.infer<typeof attemptQuestionSchema>;

export const attemptSchema = z.object({
  attempt_id: z.number(),
  /** 1-based checkpoint level; 1 outside checkpoint mode. */
  level: z.number(),
  questions: z.array(attemptQuestionSchema),
  time_mode: z.enum(timeModes),
  time_limit: z.number(),
  started_at: z.string(),
  /** When the whole attempt must be in (time_mode attempt, or every question's clock run out); null otherwise. */
  deadline_at: z.string().nullable(),
});
export type Attempt = z.infer<typeof attemptSchema>;

export const answerInputSchema = z.array(z.string().trim().max(500)).max(20, { error: '答案格式错误' });

export const answerResultSchema = z.object({
  index: z.number(),
  /** Null when the settings keep results until the end (or forever). */
  correct: z.boolean().nullable(),
  correct_answer: z.array(z.string()).nullable(),
  explanation: z.string().nullable(),
  /** Past the question's clock (time_mode question): stored as wrong, whatever was answered. */
  late: z.boolean(),
});
export type AnswerResult = z.infer<typeof answerResultSchema>;

export const reviewItemSchema = z.object({
  index: z.number(),
  stem: z.string(),
  type: questionTypeSchema,
  given: z.array(z.string()),
  correct: z.boolean(),
  /** Points the answer earned of the question's; an essay earns a share by its key points (docs/grading.md). */
  score: z.number(),
  full_score: z.number(),
  /** An essay with key points: how many of them the answer holds. Null for other questions. */
  key_points: z.object({ hit: z.number(), of: z.number() }).nullable(),
  correct_answer: z.array(z.string()),
  explanation: z.string(),
});

/** How one attempt went, as the participant's result and the organiser's records both show it. */
const attemptTallySchema = z.object({
  level: z.number(),
  score: z.number(),
  full_score: z.number(),
  correct_count: z.number(),
  total: z.number(),
  passed: z.boolean(),
  duration_ms: z.number(),
});

export const attemptResultSchema = attemptTallySchema.extend({
  attempt_id: z.number(),
  /** Present when the settings reveal answers after the attempt. */
  review: z.array(reviewItemSchema).nullable(),
  /** Checkpoint mode: the next level now open, or null. */
  next_level: z.number().nullable(),
});
export type AttemptResult = z.infer<typeof attemptResultSchema>;

export const rankingEntrySchema = z.object({
  rank: z.number(),
  name: z.string(),
  unit: z.string(),
  score: z.number(),
  duration_ms: z.number(),
});

export const participantStateSchema = z.object({
  attempts_today: z.number(),
  /** Attempts left today (null: no limit). */
  attempts_left: z.number().nullable(),
  best_score: z.number().nullable(),
  passed: z.boolean(),
  /** Highest open level in checkpoint mode. */
  open_level: z.number(),
  levels: z.array(z.object({ title: z.string(), passed: z.boolean() })),
  /** An unfinished attempt to resume, if any. */
  open_attempt_id: z.number().nullable(),
});

/** One attempt as the organiser's answer records list it. */
export const answerRecordSchema = attemptTallySchema.extend({
  attempt_id: z.number(),
  participant_id: z.number(),
  name: z.string(),
  phone: z.string(),
  unit: z.string(),
  started_at: z.string(),
  submitted_at: z.string().nullable(),
});

const ticketInput = z.object({ ticket: ticketSchema });
const attemptInput = ticketInput.extend({ attempt_id: idSchema });
const activityIdInput = z.object({ activity_id: idSchema });

export const quizContract = {
  /** The quiz's settings page: base info of the activity plus its quiz settings. */
  baseInfo: activityEndpoint({
    method: 'POST',
    path: '/api/MyActivity/quesActBaseInfo',
    effect: 'read',
    input: activityIdInput,
    data: z.object({
      activity_id: z.number(),
      settings: quizSettingsSchema,
      full_score: z.number(),
      question_count: z.number(),
    }),
  }),
  /** Saves the whole settings; questions and banks must be the organiser's own or public. */
  saveSettings: activityEndpoint({
    method: 'POST',
    path: '/api/MyActivity/saveQuesBaseAct',
    input: activityIdInput.extend({ settings: quizSettingsSchema }),
    data: z.object({
      activity_id: z.number(),
      settings: quizSettingsSchema,
      full_score: z.number(),
      question_count: z.number(),
    }),
  }),
  barrierTypes: endpoint({
    method: 'POST',
    path: '/api/MyActivity/getBarrierType',
    auth: 'user',
    effect: 'read',
    input: z.object({}),
    data: z.array(z.object({ value: z.boolean(), name: z.string(), description: z.string() })),
  }),
  checkPointTypes: endpoint({
    method: 'POST',
    path: '/api/MyActivity/getCheckPointType',
    auth: 'user',
    effect: 'read',
    input: z.object({}),
    data: z.array(z.object({ value: z.string(), name: z.string() })),
  }),
  unitList: activityEndpoint({
    method: 'POST',
    path: '/api/UserSetting/unitList',
    effect: 'read',
    input: activityIdInput,
    data: z.array(z.string()),
  }),
  /** Sets the attempts per day only, from the records page. */
  dayMax: activityEndpoint({
    method: 'POST',
    path: '/api/UserData/dayMax',
    input: activityIdInput.extend({ day_max: z.coerce.number().int().min(0).max(1000) }),
    data: z.object({ day_max: z.number() }),
  }),
  answerRecords: activityEndpoint({
    method: 'POST',
    path: '/api/UserData/allAnswerRecord',
    effect: 'read',
    input: pageInputSchema.extend(activityIdInput.shape).extend({
      keywords: z.string().trim().max(50).default(''),
      /** 1 passed only, 0 failed only, empty for all. */
      passed: z.union([z.literal(''), z.coerce.number().int().min(0).max(1)]).default(''),
    }),
    data: listSchema(answerRecordSchema),
  }),

  /** Participant: where I stand (attempts left, levels, an attempt to resume). */
  h5State: endpoint({
    method: 'POST',
    path: '/api/h5/quiz/state',
    auth: 'public',
    effect: 'read',
    input: ticketInput,
    data: participantStateSchema,
  }),
  /** Participant: starts (or resumes the open) attempt; checkpoint mode starts the open level. */
  h5Start: endpoint({
    method: 'POST',
    path: '/api/h5/quiz/start',
    auth: 'public',
    input: ticketInput,
    data: attemptSchema,
  }),
  /** Participant: one answer; answering the same question again keeps the first answer. */
  h5Answer: endpoint({
    method: 'POST',
    path: '/api/h5/quiz/answer',
    auth: 'public',
    input: attemptInput.extend({
      index: z.coerce.number().int().min(0).max(quizLimits.perAttempt),
      answer: answerInputSchema,
    }),
    data: answerResultSchema,
  }),
  /** Participant: hands the attempt in; questions left unanswered count as wrong. Idempotent. */
  h5Finish: endpoint({
    method: 'POST',
    path: '/api/h5/quiz/finish',
    auth: 'public',
    input: attemptInput,
    data: attemptResultSchema,
  }),
  /** Participant: left the page (anti-cheat); answers how many leaves remain before the attempt is handed in. */
  h5Leave: endpoint({
    method: 'POST',
    path: '/api/CheatListen/leave',
    auth: 'public',
    input: attemptInput,
    data: z.object({ leaves: z.number(), left: z.number().nullable(), finished: z.boolean() }),
  }),
  h5Ranking: endpoint({
    method: 'POST',
    path: '/api/h5/quiz/ranking',
    auth: 'public',
    effect: 'read',
    input: ticketInput,
    data: z.object({ list: z.array(rankingEntrySchema), mine: rankingEntrySchema.nullable() }),
  }),
};

/** PK mode: participants take the levels in order, each a short race against the best run at that level. */
export const pkConfigSchema = z.object({
  enabled: z.boolean().default(false),
  title: z.string().trim().max(30, { error: 'PK标题不能超过30个字' }).default('答题PK'),
  rules: z.string().trim().max(2000, { error: 'PK规则不能超过2000个字' }).default(''),
  background: z.string().trim().max(500).default(''),
  /** PK matches per participant per day (Asia/Shanghai); 0 for no limit. */
  day_max: z.coerce.number().int().min(0).max(100).default(10),
});
export type PkConfig = z.infer<typeof pkConfigSchema>;

const pkLevelFields = z
  .object({
    name: z
      .string({ error: '请输入关卡名称' })
      .trim()
      .min(1, { error: '请输入关卡名称' })
      .max(20, { error: '关卡名称不能超过20个字' }),
    question_count: z.coerce.number().int().min(1, { error: '每关至少1题' }).max(50, { error: '每关最多50题' }),
    /** Right answers needed to clear the level, whatever the opponent did. */
    win_correct: z.coerce.number().int().min(1, { error: '过关答对数至少为1' }).max(50),
    /** Seconds for the whole match; 0 for no clock. */
    time_limit: z.coerce.number().int().min(0).max(3600).default(60),
  })
  .refine((l) => l.win_correct <= l.question_count, { error: '过关答对数不能超过题目数', path: ['win_correct'] });

export const pkLevelSchema = z.object({
  id: z.number(),
  activity_id: z.number(),
  name: z.string(),
  question_count: z.number(),
  win_correct: z.number(),
  time_limit: z.number(),
  sort: z.number(),
});
export type PkLevel = z.infer<typeof pkLevelSchema>;

export const challengeKinds = ['house', 'match'] as const;
export const challengeStatuses = ['open', 'won', 'lost', 'void'] as const;
/**
 * A challenge: a house challenger the organiser sets at a level (the run to beat before anyone has played), or a
 * participant's match there. A participant meets the best valid run at the level by someone else.
 */
export const challengeSchema = z.object({
  id: z.number(),
  activity_id: z.number(),
  level_id: z.number(),
  level_name: z.string(),
  kind: z.enum(challengeKinds),
  name: z.string(),
  phone: z.string(),
  correct_count: z.number(),
  total: z.number(),
  duration_ms: z.number(),
  status: z.enum(challengeStatuses),
  opponent_name: z.string(),
  opponent_correct: z.number().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type Challenge = z.infer<typeof challengeSchema>;
export const challengeDetailSchema = challengeSchema.extend({
  answers: z.array(z.object({ index: z.number(), stem: z.string(), given: z.array(z.string()), correct: z.boolean() })),
});

const houseFields = z.object({
  name: z
    .string({ error: '请输入擂主名称' })
    .trim()
    .min(1, { error: '请输入擂主名称' })
    .max(20, { error: '擂主名称不能超过20个字' }),
  correct_count: z.coerce.number().int().min(0).max(50),
  duration_ms: z.coerce.number().int().min(0).max(3_600_000),
});

export const pkOpponentSchema = z.object({ name: z.string(), correct_count: z.number(), duration_ms: z.number() });
export const pkLevelStateSchema = z.object({
  id: z.number(),
  name: z.string(),
  question_count: z.number(),
  win_correct: z.number(),
  time_limit: z.number(),
  state: z.enum(['won', 'open', 'locked']),
  best_correct: z.number().nullable(),
});

const pkIdInput = z.object({ id: idSchema });

export const pkContract = {
  pkIndex: activityEndpoint({
    method: 'POST',
    path: '/api/PkConfig/pkIndex',
    effect: 'read',
    input: activityIdInput,
    data: z.object({ config: pkConfigSchema, levels: z.array(pkLevelSchema) }),
  }),
  save: activityEndpoint({
    method: 'POST',
    path: '/api/PkConfig/save',
    input: activityIdInput.extend(pkConfigSchema.shape),
    data: pkConfigSchema,
  }),
  levelList: activityEndpoint({
    method: 'POST',
    path: '/api/PkLevel/list',
    effect: 'read',
    input: activityIdInput,
    data: z.array(pkLevelSchema),
  }),
  levelDetail: activityEndpoint({
    method: 'POST',
    path: '/api/PkLevel/detail',
    effect: 'read',
    input: pkIdInput,
    data: pkLevelSchema,
  }),
  /** A new level goes last: levels unlock in their order. */
  levelAdd: activityEndpoint({
    method: 'POST',
    path: '/api/PkLevel/add',
    input: z.intersection(activityIdInput, pkLevelFields),
    data: pkLevelSchema,
  }),
  levelEdit: activityEndpoint({
    method: 'POST',
    path: '/api/PkLevel/edit',
    input: z.intersection(pkIdInput, pkLevelFields),
    data: pkLevelSchema,
  }),
  levelDelete: activityEndpoint({
    method: 'POST',
    path: '/api/PkLevel/delete',
    input: pkIdInput,
    data: z.null(),
  }),
  challengeList: activityEndpoint({
    method: 'GET',
    path: '/api/challenge/list',
    input: pageInputSchema.extend(activityIdInput.shape).extend({
      level_id: z.union([z.literal(''), idSchema]).optional(),
      kind: z.union([z.literal(''), z.enum(challengeKinds)]).optional(),
    }),
    data: listSchema(challengeSchema),
  }),
  challengeDetail: activityEndpoint({
    method: 'GET',
    path: '/api/challenge/detail',
    input: pkIdInput,
    data: challengeDetailSchema,
  }),
  /** Sets a house challenger at a level. */
  challengeAdd: activityEndpoint({
    method: 'POST',
    path: '/api/challenge/add',
    input: activityIdInput.extend({ level_id: idSchema }).extend(houseFields.shape),
    data: challengeSchema,
  }),
  /** Edits a house challenger; a participant's match cannot be edited, only voided. */
  challengeEdit: activityEndpoint({
    method: 'POST',
    path: '/api/challenge/edit',
    input: pkIdInput.extend(houseFields.shape),
    data: challengeSchema,
  }),
  /** Removes a house challenger, or voids a participant's match (it no longer counts, as opponent or as a win). */
  challengeDelete: activityEndpoint({
    method: 'POST',
    path: '/api/challenge/delete',
    input: pkIdInput,
    data: z.null(),
  }),

  /** Participant: the PK home page: config, levels in order with their state, matches left today. */
  phoneIndex: endpoint({
    method: 'POST',
    path: '/api/PkConfig/phoneIndex',
    auth: 'public',
    effect: 'read',
    input: ticketInput,
    data: z.object({
      config: pkConfigSchema,
      levels: z.array(pkLevelStateSchema),
      /** Null: no limit. */
      matches_left: z.number().nullable(),
    }),
  }),
  /** Participant: starts a match at an open level (or resumes the open one) against the best run there. */
  h5Start: endpoint({
    method: 'POST',
    path: '/api/h5/pk/start',
    auth: 'public',
    input: ticketInput.extend({ level_id: idSchema }),
    data: z.object({
      challenge_id: z.number(),
      level: pkLevelStateSchema,
      questions: z.array(attemptQuestionSchema),
      /** Right answers so far (a resumed match). */
      correct_count: z.number(),
      /** Null when nobody has set a run at this level yet: then only win_correct counts. */
      opponent: pkOpponentSchema.nullable(),
      started_at: z.string(),
      deadline_at: z.string().nullable(),
    }),
  }),
  h5Answer: endpoint({
    method: 'POST',
    path: '/api/h5/pk/answer',
    auth: 'public',
    input: ticketInput.extend({
      challenge_id: idSchema,
      index: z.coerce.number().int().min(0).max(50),
      answer: answerInputSchema,
    }),
    data: z.object({ index: z.number(), correct: z.boolean(), correct_count: z.number() }),
  }),
  /** Participant: ends the match (idempotent): won when win_correct is reached and the opponent is beaten. */
  h5Finish: endpoint({
    method: 'POST',
    path: '/api/h5/pk/finish',
    auth: 'public',
    input: ticketInput.extend({ challenge_id: idSchema }),
    data: z.object({
      challenge_id: z.number(),
      won: z.boolean(),
      correct_count: z.number(),
      total: z.number(),
      duration_ms: z.number(),
      opponent: pkOpponentSchema.nullable(),
      /** The level this win opened, if any. */
      next_level_id: z.number().nullable(),
    }),
  }),
};
