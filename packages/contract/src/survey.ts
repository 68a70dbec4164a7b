import { z } from 'zod';
import { identityModeSchema, signupFieldSchema, ticketSchema } from './activity.js';
import { activityEndpoint, endpoint } from './endpoint.js';
import { idSchema } from './fields.js';
import { listSchema, pageInputSchema } from './list.js';

/**
 * A questionnaire/vote/form activity (kind 4) runs as one of these: a survey and a sign-up form are both
 * built from questions (/activity/survey builder); a vote runs on candidates (vote.ts).
 */
export const surveyForms = ['survey', 'vote', 'signup'] as const;
export type SurveyForm = (typeof surveyForms)[number];

export const surveyQuestionTypes = [
  'radio',
  'checkbox',
  'select',
  'text',
  'textarea',
  'rating',
  'matrix',
  'ranking',
  'date',
  'region',
  'upload',
  'description',
  'page_break',
] as const;
export type SurveyQuestionType = (typeof surveyQuestionTypes)[number];
export const surveyQuestionTypeTitles: Record<SurveyQuestionType, string> = {
  radio: '单选题',
  checkbox: '多选题',
  select: '下拉题',
  text: '单行文本',
  textarea: '多行文本',
  rating: '量表题',
  matrix: '矩阵单选',
  ranking: '排序题',
  date: '日期',
  region: '地区',
  upload: '文件上传',
  description: '段落说明',
  page_break: '分页',
};
/** Types whose answer picks options, so they can drive logic and a cross-filter. */
export const choiceQuestionTypes = ['radio', 'checkbox', 'select'] as const satisfies readonly SurveyQuestionType[];
/** Types that hold no answer. */
export const layoutQuestionTypes = ['description', 'page_break'] as const satisfies readonly SurveyQuestionType[];

/** Checks a text answer can ask for. */
export const textFormats = ['none', 'phone', 'email', 'id_card', 'number'] as const;
export const textFormatTitles: Record<(typeof textFormats)[number], string> = {
  none: '不限',
  phone: '手机号',
  email: '邮箱',
  id_card: '身份证号',
  number: '数字',
};

export const surveyLimits = {
  questions: 200,
  options: 50,
  matrixRows: 30,
  textAnswer: 5000,
  files: 9,
  scaleMin: 2,
  scaleMax: 11,
} as const;

/** Stable keys the builder gives questions, options and matrix rows; answers and logic refer to them. */
export const surveyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{1,24}$/, { error: '题目标识不正确' });
/** Where choosing an option jumps: '' nowhere, 'end' straight to submitting, else a later question's key. */
export const jumpEnd = 'end';

export const surveyOptionSchema = z.object({
  key: surveyKeySchema,
  label: z
    .string({ error: '请输入选项内容' })
    .trim()
    .min(1, { error: '请输入选项内容' })
    .max(200, { error: '选项内容不能超过200个字' }),
  /** "Other, please specify": choosing it asks for a text. */
  other: z.boolean().default(false),
  /** Points for a scored form; never sent to participants. */
  score: z.coerce
    .number()
    .int({ error: '选项分值须为整数' })
    .min(-1000, { error: '选项分值不能小于-1000' })
    .max(1000, { error: '选项分值不能超过1000' })
    .default(0),
  jump_to: z.string().max(24).default(''),
});
export type SurveyOption = z.infer<typeof surveyOptionSchema>;

export const matrixRowSchema = z.object({
  key: surveyKeySchema,
  label: z
    .string({ error: '请输入矩阵行标题' })
    .trim()
    .min(1, { error: '请输入矩阵行标题' })
    .max(200, { error: '矩阵行标题不能超过200个字' }),
});

/** Show this question only when an earlier choice question was answered with one of these options. */
export const displayRuleSchema = z.object({
  question_key: surveyKeySchema,
  option_keys: z.array(surveyKeySchema).min(1, { error: '请选择显示条件的选项' }).max(surveyLimits.options),
});

export const surveyQuestionSchema = z.object({
  key: surveyKeySchema,
  type: z.enum(surveyQuestionTypes, { error: '题型不正确' }),
  /** Required for every type except page_break. */
  title: z.string().trim().max(500, { error: '题目标题不能超过500个字' }).default(''),
  description: z.string().trim().max(2000, { error: '题目说明不能超过2000个字' }).default(''),
  required: z.boolean().default(false),
  /** Choices (radio, checkbox, select, ranking) or a matrix's columns. */
  options: z.array(surveyOptionSchema).max(surveyLimits.options, { error: '选项最多50个' }).default([]),
  rows: z.array(matrixRowSchema).max(surveyLimits.matrixRows, { error: '矩阵行最多30个' }).default([]),
  /** Checkbox: how many options may be picked; 0 for no bound. */
  min_select: z.coerce.number().int().min(0).max(surveyLimits.options).default(0),
  max_select: z.coerce.number().int().min(0).max(surveyLimits.options).default(0),
  format: z.enum(textFormats, { error: '文本格式不正确' }).default('none'),
  /** Rating: points from 1 to scale; labels under its two ends. */
  scale: z.coerce.number().int().min(surveyLimits.scaleMin).max(surveyLimits.scaleMax).default(5),
  scale_labels: z.tuple([z.string().trim().max(20), z.string().trim().max(20)]).default(['', '']),
  rating_style: z.enum(['star', 'number']).default('star'),
  /** Upload: what and how many. */
  accept: z.enum(['image', 'file']).default('image'),
  max_files: z.coerce.number().int().min(1).max(surveyLimits.files).default(1),
  show_if: displayRuleSchema.nullable().default(null),
});
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

/** How often one participant (or one device) may submit. count 0 means no limit. */
export const submitLimitSchema = z.object({
  per: z.enum(['participant', 'device']).default('participant'),
  period: z.enum(['total', 'day']).default('total'),
  count: z.coerce.number().int().min(0).max(1000).default(1),
});

export const thankYouSchema = z.object({
  title: z.string().trim().max(50, { error: '结束页标题不能超过50个字' }).default('提交成功'),
  content: z.string().trim().max(2000, { error: '结束页内容不能超过2000个字' }).default('感谢您的参与！'),
  /** Scored forms: show the participant's points on the thank-you page. */
  show_score: z.boolean().default(false),
});

/**
 * The questionnaire of a kind-4 activity, kept as the activity's settings. `vote` belongs to the vote pages
 * (vote.ts): saving the questionnaire leaves it as it is.
 */
export const surveySettingsSchema = z.object({
  form: z.enum(surveyForms, { error: '活动形式不正确' }).default('survey'),
  questions: z
    .array(surveyQuestionSchema)
    .max(surveyLimits.questions, { error: `题目最多${surveyLimits.questions}道` })
    .default([]),
  signup_fields: z.array(signupFieldSchema).max(6).default([]),
  /** Who a respondent or voter is: this device, or a phone proven by an SMS code (as the quiz's `identity`). */
  identity: identityModeSchema.default('device'),
  units: z.array(z.string().trim().min(1).max(50)).max(500).default([]),
  submit_limit: submitLimitSchema.default({ per: 'participant', period: 'total', count: 1 }),
  /** Statistics and exports leave out who answered. */
  anonymous: z.boolean().default(false),
  /** Options carry points; a response's score is the sum of what it picked. */
  scoring: z.boolean().default(false),
  /** Sign-up forms: responses accepted in all; 0 for no limit (名额已满 after it). */
  quota: z.coerce.number().int().min(0).max(1_000_000).default(0),
  thank_you: thankYouSchema.default({ title: '提交成功', content: '感谢您的参与！', show_score: false }),
  /** The vote pages' settings (voteSettingsSchema), kept here so the activity holds one settings object. */
  vote: z.record(z.string(), z.unknown()).default({}),
});
export type SurveySettings = z.infer<typeof surveySettingsSchema>;

/**
 * One question's answer, one shape for every type: `values` holds picked option keys (radio, checkbox,
 * select; ranking in the chosen order), the rating as text ('4') or uploaded file URLs; `text` holds typed
 * text (text, textarea, date YYYY-MM-DD, region 省/市) or the "other" text of a choice; `rows` maps matrix
 * row keys to column (option) keys.
 */
export const surveyAnswerSchema = z.object({
  values: z.array(z.string().trim().max(500)).max(surveyLimits.options).default([]),
  text: z
    .string()
    .trim()
    .max(surveyLimits.textAnswer, { error: `回答不能超过${surveyLimits.textAnswer}个字` })
    .default(''),
  rows: z.record(z.string(), z.string().max(24)).default({}),
});
export type SurveyAnswer = z.infer<typeof surveyAnswerSchema>;
export const surveyAnswersSchema = z.record(z.string().max(24), surveyAnswerSchema);
export type SurveyAnswers = z.infer<typeof surveyAnswersSchema>;

/** Responses whose answer to a choice question picked any of these options (statistics cross-filter). */
export const responseFilterSchema = z
  .object({ question_key: surveyKeySchema, option_keys: z.array(surveyKeySchema).min(1).max(surveyLimits.options) })
  .nullable()
  .default(null);
export type ResponseFilter = z.infer<typeof responseFilterSchema>;

export const responseSummarySchema = z.object({
  id: z.number(),
  participant_id: z.number(),
  /** Empty when the survey is anonymous. */
  name: z.string(),
  phone: z.string(),
  unit: z.string(),
  score: z.number().nullable(),
  duration_ms: z.number(),
  created_at: z.string(),
});

/** One answered question of a response, as a person reads it. */
export const responseItemSchema = z.object({
  key: z.string(),
  type: z.enum(surveyQuestionTypes),
  title: z.string(),
  /** The answer as text (options by label, matrix as 行：列 lines, ranking as 1. 2. …); '' when unanswered. */
  text: z.string(),
  files: z.array(z.string()),
});

export const surveyDetailSchema = z.object({
  activity_id: z.number(),
  settings: surveySettingsSchema,
  response_count: z.number(),
});

/** What the participant page gets of the settings: option points and the vote part stay on the server. */
export const participantSurveySettingsSchema = z.object({
  form: z.enum(surveyForms),
  questions: z.array(surveyQuestionSchema.extend({ options: z.array(surveyOptionSchema.omit({ score: true })) })),
  submit_limit: submitLimitSchema,
  scoring: z.boolean(),
  thank_you: thankYouSchema,
});
export type ParticipantSurveySettings = z.infer<typeof participantSurveySettingsSchema>;

export const surveyStandingSchema = z.object({
  /** Submissions counted against the limit in its current period. */
  submitted: z.number(),
  can_submit: z.boolean(),
  /** Why not, in zh-CN; empty when it can. */
  message: z.string(),
  last: z.object({ response_id: z.number(), score: z.number().nullable(), created_at: z.string() }).nullable(),
});

export const submitResultSchema = z.object({
  response_id: z.number(),
  score: z.number().nullable(),
  thank_you: thankYouSchema,
  standing: surveyStandingSchema,
});

const activityIdInput = z.object({ activity_id: idSchema });
const ticketInput = z.object({ ticket: ticketSchema });

export const surveyContract = {
  detail: activityEndpoint({
    method: 'POST',
    path: '/api/survey/detail',
    effect: 'read',
    input: activityIdInput,
    data: surveyDetailSchema,
  }),
  /**
   * Saves the questionnaire and its settings (everything but `vote`). Keys must be unique, logic may only
   * point at earlier choice questions and their options, jumps only forward.
   */
  save: activityEndpoint({
    method: 'POST',
    path: '/api/survey/save',
    input: activityIdInput.extend({ settings: surveySettingsSchema }),
    data: surveyDetailSchema,
  }),
  /** Switches between survey, vote and sign-up form; refused once responses or votes exist. */
  setForm: activityEndpoint({
    method: 'POST',
    path: '/api/survey/form',
    input: activityIdInput.extend({ form: z.enum(surveyForms, { error: '活动形式不正确' }) }),
    data: surveyDetailSchema,
  }),
  responses: activityEndpoint({
    method: 'POST',
    path: '/api/survey/responses',
    effect: 'read',
    input: pageInputSchema.extend(activityIdInput.shape).extend({
      /** Name, phone or unit. */
      keywords: z.string().trim().max(50).default(''),
      filter: responseFilterSchema,
    }),
    data: listSchema(responseSummarySchema),
  }),
  response: activityEndpoint({
    method: 'POST',
    path: '/api/survey/response',
    effect: 'read',
    input: activityIdInput.extend({ response_id: idSchema }),
    data: responseSummarySchema.extend({ items: z.array(responseItemSchema) }),
  }),
  /** Removes junk responses from statistics and exports; their submitters' limits count them no more. */
  responseDelete: activityEndpoint({
    method: 'POST',
    path: '/api/survey/responseDelete',
    input: activityIdInput.extend({ ids: z.array(idSchema).min(1, { error: '请选择要删除的答卷' }).max(100) }),
    data: z.object({ deleted: z.number() }),
  }),

  /** Participant: may I submit (again)? */
  h5State: endpoint({
    method: 'POST',
    path: '/api/h5/survey/state',
    auth: 'public',
    effect: 'read',
    input: ticketInput,
    data: surveyStandingSchema,
  }),
  /**
   * Participant: submits every answer at once. `submission_id` is made once per filled form by the page, so a
   * retried submit answers the first result and is never counted twice. Answers to questions the logic hides
   * are dropped.
   */
  h5Submit: endpoint({
    method: 'POST',
    path: '/api/h5/survey/submit',
    auth: 'public',
    input: ticketInput.extend({
      submission_id: z
        .string({ error: '提交标识缺失' })
        .trim()
        .regex(/^[A-Za-z0-9-]{8,64}$/, { error: '提交标识缺失' }),
      answers: surveyAnswersSchema,
      duration_ms: z.coerce
        .number()
        .int()
        .min(0)
        .max(7 * 86_400_000)
        .default(0),
    }),
    data: submitResultSchema,
  }),
};
