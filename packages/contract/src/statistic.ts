import { z } from 'zod';
import { activityEndpoint } from './endpoint.js';
import { idSchema } from './fields.js';
import { listSchema, pageInputSchema } from './list.js';
import { questionTypeSchema } from './question.js';
import { responseFilterSchema, surveyKeySchema, surveyQuestionTypes } from './survey.js';

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

const countSchema = z.object({
  key: z.string(),
  label: z.string(),
  count: z.number(),
  /** Percent of the question's answered responses, one decimal. */
  percent: z.number(),
});

/** One question of a questionnaire's statistics; the parts that do not apply to its type are empty. */
export const surveyQuestionStatSchema = z.object({
  key: z.string(),
  type: z.enum(surveyQuestionTypes),
  title: z.string(),
  /** Responses that answered it. */
  answered: z.number(),
  /** Choices: picks per option (checkbox percents can add up past 100); "other" options' texts are in
   *  questionnaireOptionExtend. Rating: responses per point, 1 to scale, keyed '1'… */
  options: z.array(countSchema.extend({ other: z.boolean() })),
  /** Matrix: per row, picks per column. */
  rows: z.array(z.object({ key: z.string(), label: z.string(), columns: z.array(countSchema) })),
  /** Rating: the average point; ranking: unused. */
  average: z.number().nullable(),
  /** Ranking: the average position of each option, best (lowest) first. */
  ranking: z.array(z.object({ key: z.string(), label: z.string(), average_position: z.number() })),
  /** Text-like answers (text, textarea, date, region, upload): how many; read them with quesStatisticTextSearch. */
  text_count: z.number(),
});
export type SurveyQuestionStat = z.infer<typeof surveyQuestionStatSchema>;

export const surveyTextAnswerSchema = z.object({
  response_id: z.number(),
  text: z.string(),
  /** Empty when the survey is anonymous. */
  name: z.string(),
  created_at: z.string(),
});

export const statisticContract = {
  overview: activityEndpoint({
    method: 'POST',
    path: '/api/statistic/overview',
    effect: 'read',
    input: activityIdInput,
    data: overviewSchema,
  }),
  daily: activityEndpoint({
    method: 'GET',
    path: '/api/statistic/daily',
    /** type is the activity kind (kept for the spec's call; the activity decides). Empty days: the last 30. */
    input: activityIdInput.extend({
      type: z.union([z.literal(''), z.coerce.number().int().min(1).max(6)]).optional(),
      start_time: dayText,
      end_time: dayText,
    }),
    data: z.array(dailyStatSchema),
  }),
  unit: activityEndpoint({
    method: 'GET',
    path: '/api/statistic/unit',
    input: activityIdInput.extend({ type: z.union([z.literal(''), z.coerce.number().int().min(1).max(6)]).optional() }),
    data: z.array(unitStatSchema),
  }),
  questions: activityEndpoint({
    method: 'POST',
    path: '/api/statistic/questions',
    effect: 'read',
    input: activityIdInput,
    data: z.array(questionStatSchema),
  }),
  /** A questionnaire's statistics per question, optionally only of responses that picked given options. */
  quesStatistic: activityEndpoint({
    method: 'POST',
    path: '/api/statistic/quesStatistic',
    effect: 'read',
    input: activityIdInput.extend({ filter: responseFilterSchema }),
    data: z.object({
      /** Responses (after the filter). */
      total: z.number(),
      /** Responses per Asia/Shanghai day, oldest first, days with none left out. */
      daily: z.array(z.object({ day: z.string(), responses: z.number() })),
      questions: z.array(surveyQuestionStatSchema),
    }),
  }),
  /** The texts typed into one question (for date, region, upload too), newest first, searchable. */
  quesStatisticTextSearch: activityEndpoint({
    method: 'POST',
    path: '/api/statistic/quesStatisticTextSearch',
    effect: 'read',
    input: pageInputSchema.extend(activityIdInput.shape).extend({
      question_key: surveyKeySchema,
      keywords: z.string().trim().max(50).default(''),
      filter: responseFilterSchema,
    }),
    data: listSchema(surveyTextAnswerSchema),
  }),
  /** The texts written into an "other, please specify" option, newest first. */
  questionnaireOptionExtend: activityEndpoint({
    method: 'POST',
    path: '/api/statistic/questionnaireOptionExtend',
    effect: 'read',
    input: pageInputSchema.extend(activityIdInput.shape).extend({
      question_key: surveyKeySchema,
      option_key: surveyKeySchema,
      keywords: z.string().trim().max(50).default(''),
    }),
    data: listSchema(surveyTextAnswerSchema),
  }),
};
