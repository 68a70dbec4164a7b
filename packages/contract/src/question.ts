import { z } from 'zod';
import { endpoint, fileAnswerSchema } from './endpoint.js';
import { idSchema } from './fields.js';
import { listSchema, pageInputSchema } from './list.js';

/** single/multiple choice, true/false (judge), fill-in-the-blank, short answer and ordering (sort). */
export const questionTypes = ['single', 'multiple', 'judge', 'blank', 'short', 'sort'] as const;
export const questionTypeSchema = z.enum(questionTypes, { error: '题型不正确' });
export type QuestionType = z.infer<typeof questionTypeSchema>;
export const questionTypeTitles: Record<QuestionType, string> = {
  single: '单选题',
  multiple: '多选题',
  judge: '判断题',
  blank: '填空题',
  short: '简答题',
  sort: '排序题',
};

export const difficulties = [1, 2, 3] as const;
export const difficultyTitles: Record<(typeof difficulties)[number], string> = { 1: '简单', 2: '中等', 3: '困难' };

/** What a true/false question's answer holds. */
export const judgeAnswers = { true: 'T', false: 'F' } as const;
/** An ordering answer (or any sequence of option names) as people read it: "C → A → B". */
export const orderText = (items: readonly string[]) => items.join(' → ');

/** Where a fill-in stem puts a blank; the number of marks is the number of blanks. */
export const blankMark = '____';

export const questionLimits = {
  stem: 2000,
  option: 500,
  optionsMin: 2,
  optionsMax: 10,
  explanation: 2000,
  tags: 10,
  tag: 20,
  scoreMax: 100,
  /** Questions one bulk entry, batch edit or import may hold. */
  batch: 500,
} as const;

const mediaUrl = z.string().trim().max(500).default('');

export const questionOptionSchema = z.object({
  /** A, B, C … in order. */
  key: z.string().regex(/^[A-J]$/, { error: '选项标识不正确' }),
  text: z
    .string({ error: '请输入选项内容' })
    .trim()
    .max(questionLimits.option, { error: `选项内容不能超过${questionLimits.option}个字` }),
  image: mediaUrl,
});

/**
 * A question as it is written. `answer`: the option keys for choice questions, ['T'] or ['F'] for
 * true/false, every option key once in the right order for ordering (e.g. ['C', 'A', 'B']; the options are
 * shown as written), the reference answer (may be empty) for short answer, and empty for fill-in, whose
 * `blanks` hold each blank's accepted answers. The rules that tie type, options and answer together
 * are checked by the server, which answers the message of the first broken one.
 */
export const questionInputSchema = z.object({
  type: questionTypeSchema,
  stem: z
    .string({ error: '请输入题干' })
    .trim()
    .min(1, { error: '请输入题干' })
    .max(questionLimits.stem, { error: `题干不能超过${questionLimits.stem}个字` }),
  options: z.array(questionOptionSchema).max(questionLimits.optionsMax, { error: '选项最多10个' }).default([]),
  answer: z.array(z.string().trim().max(questionLimits.stem)).max(questionLimits.optionsMax).default([]),
  blanks: z
    .array(
      z.array(z.string().trim().min(1, { error: '填空答案不能为空' }).max(200)).min(1, { error: '每个空至少一个答案' }),
    )
    .max(20, { error: '填空最多20个空' })
    .default([]),
  explanation: z
    .string()
    .trim()
    .max(questionLimits.explanation, { error: `解析不能超过${questionLimits.explanation}个字` })
    .default(''),
  difficulty: z.coerce
    .number()
    .int()
    .refine((d) => d >= 1 && d <= 3, { error: '难度不正确' })
    .default(1),
  tags: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(questionLimits.tag, { error: `标签不能超过${questionLimits.tag}个字` }),
    )
    .max(questionLimits.tags, { error: `标签最多${questionLimits.tags}个` })
    .default([]),
  score: z.coerce
    .number({ error: '分值不正确' })
    .refine((s) => s > 0 && s <= questionLimits.scoreMax && Number.isInteger(s * 10), {
      error: '分值须大于0、不超过100，最多一位小数',
    })
    .default(1),
  image: mediaUrl,
  audio: mediaUrl,
  video: mediaUrl,
});
export type QuestionInput = z.input<typeof questionInputSchema>;
export type QuestionFields = z.output<typeof questionInputSchema>;

export const questionSchema = z.object({
  id: z.number(),
  bank_id: z.number(),
  type: questionTypeSchema,
  stem: z.string(),
  options: z.array(z.object({ key: z.string(), text: z.string(), image: z.string() })),
  answer: z.array(z.string()),
  blanks: z.array(z.array(z.string())),
  explanation: z.string(),
  difficulty: z.number().int(),
  tags: z.array(z.string()),
  score: z.number(),
  image: z.string(),
  audio: z.string(),
  video: z.string(),
  sort: z.number().int(),
  created_at: z.string(),
});
export type Question = z.infer<typeof questionSchema>;

export const questionBankSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  /** Public banks are the platform's, read-only, grouped by topic; private ones belong to the organiser. */
  is_public: z.boolean(),
  topic: z.string(),
  question_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type QuestionBank = z.infer<typeof questionBankSchema>;

/** A line of bulk text that could not be read, and why. Lines count from 1. */
export const parseProblemSchema = z.object({ line: z.number().int(), text: z.string(), reason: z.string() });
export type ParseProblem = z.infer<typeof parseProblemSchema>;

const bankName = z
  .string({ error: '请输入题库名称' })
  .trim()
  .min(1, { error: '请输入题库名称' })
  .max(50, { error: '题库名称不能超过50个字' });
const bankDescription = z.string().trim().max(200, { error: '题库描述不能超过200个字' }).default('');
const keywords = z.string().trim().max(100).optional();
const idList = (what: string) =>
  z
    .array(idSchema, { error: `请选择${what}` })
    .min(1, { error: `请选择${what}` })
    .max(questionLimits.batch, { error: `一次最多${questionLimits.batch}道题` });
const batchOf = <T extends z.ZodType>(item: T) =>
  z
    .array(item, { error: '请至少录入一道题' })
    .min(1, { error: '请至少录入一道题' })
    .max(questionLimits.batch, { error: `一次最多${questionLimits.batch}道题` });

export const questionContract = {
  publicTopics: endpoint({
    method: 'GET',
    path: '/api/QuestionBank/publicTopics',
    auth: 'user',
    grant: { page: 'question/public_question' },
    input: z.object({}),
    data: z.array(z.object({ topic: z.string(), bank_count: z.number().int(), question_count: z.number().int() })),
  }),
  publicBanks: endpoint({
    method: 'GET',
    path: '/api/QuestionBank/publicList',
    auth: 'user',
    grant: { page: 'question/public_question' },
    input: pageInputSchema.extend({ topic: z.string().trim().max(20).optional(), keywords }),
    data: listSchema(questionBankSchema),
  }),
  banks: endpoint({
    method: 'GET',
    path: '/api/QuestionBank/list',
    auth: 'user',
    grant: { page: 'question/user_question' },
    input: pageInputSchema.extend({ keywords }),
    data: listSchema(questionBankSchema),
  }),
  /** A public bank, or one of the caller's own. */
  bankDetail: endpoint({
    method: 'GET',
    path: '/api/QuestionBank/detail',
    auth: 'user',
    input: z.object({ id: idSchema }),
    data: questionBankSchema,
  }),
  addBank: endpoint({
    method: 'POST',
    path: '/api/QuestionBank/add',
    auth: 'user',
    grant: { page: 'question/user_question' },
    input: z.object({ name: bankName, description: bankDescription }),
    data: questionBankSchema,
  }),
  editBank: endpoint({
    method: 'POST',
    path: '/api/QuestionBank/edit',
    auth: 'user',
    grant: { page: 'question/user_question' },
    input: z.object({ id: idSchema, name: bankName, description: bankDescription }),
    data: questionBankSchema,
  }),
  /** Deletes the bank and its questions. */
  deleteBank: endpoint({
    method: 'POST',
    path: '/api/QuestionBank/delete',
    auth: 'user',
    grant: { page: 'question/user_question' },
    input: z.object({ id: idSchema }),
    data: z.null(),
  }),
  /**
   * Copies from a public bank: without `to_bank_id` a new private bank (named `name`, default the public
   * bank's name) gets every question, or the chosen `question_ids`; with it, they are appended there.
   */
  copy: endpoint({
    method: 'POST',
    path: '/api/QuestionBank/copy',
    auth: 'user',
    grant: { page: 'question/user_question' },
    input: z.object({
      from_bank_id: idSchema,
      question_ids: z.array(idSchema).max(questionLimits.batch).optional(),
      to_bank_id: idSchema.optional(),
      name: bankName.optional(),
    }),
    data: z.object({ bank: questionBankSchema, copied: z.number().int() }),
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/Question/list',
    auth: 'user',
    input: pageInputSchema.extend({
      bank_id: idSchema,
      keywords,
      type: questionTypeSchema.optional(),
      difficulty: z.coerce.number().int().min(1).max(3).optional(),
      tag: z.string().trim().max(20).optional(),
    }),
    data: listSchema(questionSchema),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/Question/detail',
    auth: 'user',
    input: z.object({ id: idSchema }),
    data: questionSchema,
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/Question/add',
    auth: 'user',
    grant: { page: 'question/user_question' },
    input: questionInputSchema.extend({ bank_id: idSchema }),
    data: questionSchema,
  }),
  edit: endpoint({
    method: 'POST',
    path: '/api/Question/edit',
    auth: 'user',
    grant: { page: 'question/user_question' },
    input: questionInputSchema.extend({ id: idSchema }),
    data: questionSchema,
  }),
  delete: endpoint({
    method: 'POST',
    path: '/api/Question/delete',
    auth: 'user',
    grant: { page: 'question/user_question' },
    input: z.object({ ids: idList('要删除的题目') }),
    data: z.object({ deleted: z.number().int() }),
  }),
  /** The bank's questions in their new order (every question of the bank, each once). */
  sort: endpoint({
    method: 'POST',
    path: '/api/Question/sort',
    auth: 'user',
    grant: { page: 'question/user_question' },
    input: z.object({ bank_id: idSchema, ids: z.array(idSchema).max(20_000) }),
    data: z.null(),
  }),
  /** Reads the bulk-entry text format; nothing is saved. */
  parseText: endpoint({
    method: 'POST',
    path: '/api/Question/parseText',
    auth: 'user',
    effect: 'read',
    grant: { page: 'question/user_question' },
    input: z.object({
      text: z
        .string({ error: '请粘贴题目文本' })
        .min(1, { error: '请粘贴题目文本' })
        .max(200_000, { error: '文本过长，请分批录入' }),
    }),
    data: z.object({
      questions: z.array(
        questionSchema
          .omit({ id: true, bank_id: true, sort: true, created_at: true })
          .extend({ line: z.number().int() }),
      ),
      problems: z.array(parseProblemSchema),
    }),
  }),
  /** Saves a batch into a bank: every question or none. */
  batchAdd: endpoint({
    method: 'POST',
    path: '/api/Question/batchAdd',
    auth: 'user',
    grant: { page: 'question/user_question' },
    input: z.object({ bank_id: idSchema, questions: batchOf(questionInputSchema) }),
    data: z.object({ added: z.number().int(), ids: z.array(z.number().int()) }),
  }),
  /** Saves edits of several questions at once (/question/luruEdit_question): every one or none. */
  batchEdit: endpoint({
    method: 'POST',
    path: '/api/Question/batchEdit',
    auth: 'user',
    grant: { page: 'question/user_question' },
    input: z.object({ questions: batchOf(questionInputSchema.extend({ id: idSchema })) }),
    data: z.object({ edited: z.number().int() }),
  }),
  /** The .xlsx import template: a header row and one example row per type (a download, not the envelope). */
  template: endpoint({
    method: 'GET',
    path: '/api/Question/template',
    auth: 'user',
    answer: 'file',
    input: z.object({}),
    data: fileAnswerSchema,
  }),
  /** A public bank's or one of the caller's banks' questions as .xlsx in the template's columns (a download). */
  exportXlsx: endpoint({
    method: 'GET',
    path: '/api/Question/export',
    auth: 'user',
    answer: 'file',
    input: z.object({ bank_id: idSchema }),
    data: fileAnswerSchema,
  }),
  /** An .xlsx file in the template's columns; a bad row fails the whole import, named by its row number. */
  importXlsx: endpoint({
    method: 'POST',
    path: '/api/Question/import',
    auth: 'user',
    body: 'multipart',
    grant: { page: 'question/user_question' },
    input: z.object({ bank_id: idSchema }),
    data: z.object({ added: z.number().int() }),
  }),
};
