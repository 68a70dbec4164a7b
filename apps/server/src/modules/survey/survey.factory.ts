import {
  contract,
  type SurveyAnswers,
  type SurveyQuestion,
  surveyAnswerSchema,
  surveyQuestionSchema,
  surveySettingsSchema,
} from '@app/contract';
import type { z } from 'zod';
import type { TestApp } from '../../test/test-app.js';
import type { ActivityFields } from '../activity/index.js';
import { makeLiveActivity } from '../activity/live-activity.factory.js';

/** A question with the contract's defaults for what is left out. */
export const question = (fields: z.input<typeof surveyQuestionSchema>): SurveyQuestion =>
  surveyQuestionSchema.parse({ title: fields.type === 'page_break' ? '' : `题目${fields.key}`, ...fields });

const options = (...labels: [string, string][]) => labels.map(([key, label]) => ({ key, label }));

/**
 * One question of every type, with logic: q_why shows only when q_fruits picked pear; picking gz in q_city
 * jumps past the required q_phone to the second page. Option scores: male 1, female 2, apple 5, banana 3.
 */
export const everyTypeQuestions: SurveyQuestion[] = [
  question({ key: 'intro', type: 'description', title: '欢迎参加本次调查' }),
  question({
    key: 'q_gender',
    type: 'radio',
    title: '您的性别',
    options: [
      { key: 'male', label: '男', score: 1 },
      { key: 'female', label: '女', score: 2 },
      { key: 'other', label: '其他', other: true },
    ],
  }),
  question({
    key: 'q_fruits',
    type: 'checkbox',
    title: '您喜欢的水果',
    required: true,
    min_select: 1,
    max_select: 2,
    options: [
      { key: 'apple', label: '苹果', score: 5 },
      { key: 'banana', label: '香蕉', score: 3 },
      { key: 'pear', label: '梨' },
    ],
  }),
  question({
    key: 'q_why',
    type: 'textarea',
    title: '为什么喜欢梨',
    required: true,
    show_if: { question_key: 'q_fruits', option_keys: ['pear'] },
  }),
  question({
    key: 'q_city',
    type: 'select',
    title: '所在城市',
    options: [
      { key: 'bj', label: '北京' },
      { key: 'sh', label: '上海' },
      { key: 'gz', label: '广州', jump_to: 'q_rate' },
    ],
  }),
  question({ key: 'q_phone', type: 'text', title: '手机号', required: true, format: 'phone' }),
  question({ key: 'pb1', type: 'page_break' }),
  question({ key: 'q_rate', type: 'rating', title: '总体满意度', required: true, scale: 5 }),
  question({
    key: 'q_matrix',
    type: 'matrix',
    title: '各项评价',
    rows: options(['service', '服务'], ['price', '价格']),
    options: options(['good', '好'], ['ok', '一般'], ['bad', '差']),
  }),
  question({
    key: 'q_rank',
    type: 'ranking',
    title: '请按重要性排序',
    options: options(['speed', '速度'], ['cost', '成本'], ['quality', '质量']),
  }),
  question({ key: 'q_date', type: 'date', title: '到访日期' }),
  question({ key: 'q_region', type: 'region', title: '所在地区' }),
  question({ key: 'q_name', type: 'text', title: '您的建议' }),
  question({ key: 'q_photo', type: 'upload', title: '现场照片', max_files: 2 }),
];

const answer = (a: z.input<typeof surveyAnswerSchema>) => surveyAnswerSchema.parse(a);

/** A valid response to everyTypeQuestions that shows every question but q_why and leaves out the photo. */
export const everyTypeAnswers = (change: SurveyAnswers = {}): SurveyAnswers => ({
  q_gender: answer({ values: ['female'] }),
  q_fruits: answer({ values: ['apple', 'banana'] }),
  q_city: answer({ values: ['sh'] }),
  q_phone: answer({ text: '13800138000' }),
  q_rate: answer({ values: ['4'] }),
  q_matrix: answer({ rows: { service: 'good', price: 'ok' } }),
  q_rank: answer({ values: ['quality', 'speed', 'cost'] }),
  q_date: answer({ text: '2026-06-01' }),
  q_region: answer({ text: '广东省/广州市/天河区' }),
  q_name: answer({ text: '多开几家店' }),
  ...change,
});

/** A published questionnaire of `customer`, everyTypeQuestions unless `settings` says otherwise. */
export const makeLiveSurvey = (
  t: Pick<TestApp, 'deps' | 'clock'>,
  customer: { tenantId: number; id: number },
  settings: Record<string, unknown> = {},
  fields: ActivityFields = {},
) =>
  makeLiveActivity(
    t,
    customer,
    4,
    surveySettingsSchema.parse({ form: 'survey', questions: everyTypeQuestions, ...settings }),
    fields,
  );

let submissions = 0;
/** A fresh submission id, as the participant page makes one per filled form. */
export const newSubmissionId = () => {
  submissions += 1;
  return `sub-${process.pid}-${submissions}-${Date.now()}`;
};

/** Submits as the ticket's participant; answers the envelope. */
export const submitAs = async (
  t: TestApp,
  ticket: string,
  answers: SurveyAnswers = everyTypeAnswers(),
  submissionId = newSubmissionId(),
) =>
  (await t.call(contract.survey.h5Submit, { ticket, submission_id: submissionId, answers, duration_ms: 65_000 })).body;
