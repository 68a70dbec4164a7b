import { z } from 'zod';
import { ticketSchema } from './activity.js';
import { activityEndpoint, endpoint } from './endpoint.js';
import { idSchema } from './fields.js';
import { listSchema, pageInputSchema } from './list.js';

/**
 * Theme pages of an online quiz: a learning video to watch before answering (ThemeVideo), and extra questions
 * (ThemeMoreQuestion: "one more thing" questions such as 您从哪里了解到本次活动) shown before or after the quiz,
 * with the answers they collect (ThemeMoreQusData).
 */
export const themeVideoSchema = z.object({
  enabled: z.boolean(),
  title: z.string(),
  url: z.string(),
  cover: z.string(),
  /** Seconds a participant must watch before answering; 0: the video is optional. */
  min_seconds: z.number(),
});
export type ThemeVideo = z.infer<typeof themeVideoSchema>;

export const moreQuestionTypes = ['single', 'multiple', 'text'] as const;
export const moreQuestionTypeTitles = { single: '单选', multiple: '多选', text: '填空' } as const;
export const morePagePositions = ['before', 'after'] as const;

export const morePageSchema = z.object({
  enabled: z.boolean(),
  /** Before answering (then required questions must be answered first), or after handing in. */
  position: z.enum(morePagePositions),
  title: z.string(),
  intro: z.string(),
});
export const moreQuestionSchema = z.object({
  id: z.number(),
  activity_id: z.number(),
  type: z.enum(moreQuestionTypes),
  stem: z.string(),
  options: z.array(z.string()),
  required: z.boolean(),
  sort: z.number(),
});
export type MoreQuestion = z.infer<typeof moreQuestionSchema>;

const moreQuestionFields = z
  .object({
    type: z.enum(moreQuestionTypes, { error: '题型不正确' }),
    stem: z
      .string({ error: '请输入问题' })
      .trim()
      .min(1, { error: '请输入问题' })
      .max(200, { error: '问题不能超过200个字' }),
    options: z
      .array(z.string().trim().min(1, { error: '选项不能为空' }).max(100, { error: '选项不能超过100个字' }))
      .max(20, { error: '选项最多20个' })
      .default([]),
    required: z.boolean().default(true),
  })
  .refine((q) => q.type === 'text' || q.options.length >= 2, { error: '选择题至少两个选项', path: ['options'] });

export const moreAnswerRowSchema = z.object({
  participant_id: z.number(),
  name: z.string(),
  phone: z.string(),
  question_id: z.number(),
  stem: z.string(),
  answer: z.array(z.string()),
  created_at: z.string(),
});
export const moreUserRowSchema = z.object({
  participant_id: z.number(),
  name: z.string(),
  phone: z.string(),
  unit: z.string(),
  /** Answers by question id. */
  answers: z.record(z.string(), z.array(z.string())),
  created_at: z.string(),
});

const activityIdInput = z.object({ activity_id: idSchema });
const ticketInput = z.object({ ticket: ticketSchema });

export const themeContract = {
  videoInfo: activityEndpoint({
    method: 'POST',
    path: '/api/ThemeVideo/info',
    effect: 'read',
    input: activityIdInput,
    data: themeVideoSchema,
  }),
  videoSave: activityEndpoint({
    method: 'POST',
    path: '/api/ThemeVideo/save',
    input: activityIdInput.extend({
      enabled: z.boolean().default(false),
      title: z.string().trim().max(50, { error: '视频标题不能超过50个字' }).default(''),
      url: z.string().trim().max(500).default(''),
      cover: z.string().trim().max(500).default(''),
      min_seconds: z.coerce.number().int().min(0).max(7200, { error: '观看时长不能超过7200秒' }).default(0),
    }),
    data: themeVideoSchema,
  }),
  /** Saves the extra questions' page: on or off, before or after the quiz, its title and intro. */
  moreSave: activityEndpoint({
    method: 'POST',
    path: '/api/ThemeMoreQuestion/save',
    input: activityIdInput.extend({
      enabled: z.boolean().default(false),
      position: z.enum(morePagePositions, { error: '显示位置不正确' }).default('after'),
      title: z.string().trim().max(50, { error: '页面标题不能超过50个字' }).default(''),
      intro: z.string().trim().max(1000, { error: '页面说明不能超过1000个字' }).default(''),
    }),
    data: morePageSchema,
  }),
  morePage: activityEndpoint({
    method: 'POST',
    path: '/api/ThemeMoreQuestion/page',
    effect: 'read',
    input: activityIdInput,
    data: morePageSchema,
  }),
  moreList: activityEndpoint({
    method: 'POST',
    path: '/api/ThemeMoreQuestion/list',
    effect: 'read',
    input: activityIdInput,
    data: z.array(moreQuestionSchema),
  }),
  /** Adds a question last, or edits it when `id` is given. */
  moreAdd: activityEndpoint({
    method: 'POST',
    path: '/api/ThemeMoreQuestion/add',
    input: z.intersection(
      activityIdInput.extend({ id: z.union([z.literal(''), idSchema]).optional() }),
      moreQuestionFields,
    ),
    data: moreQuestionSchema,
  }),
  moreDelete: activityEndpoint({
    method: 'POST',
    path: '/api/ThemeMoreQuestion/delete',
    input: z.object({ id: idSchema }),
    data: z.null(),
  }),
  moreDetail: activityEndpoint({
    method: 'POST',
    path: '/api/ThemeMoreQuestion/detail',
    effect: 'read',
    input: z.object({ id: idSchema }),
    data: moreQuestionSchema,
  }),
  moreSort: activityEndpoint({
    method: 'POST',
    path: '/api/ThemeMoreQuestion/sort',
    input: activityIdInput.extend({ ids: z.array(idSchema).min(1).max(100) }),
    data: z.array(moreQuestionSchema),
  }),
  /** Every answer, newest first; optionally of one question. */
  moreAnswers: activityEndpoint({
    method: 'POST',
    path: '/api/ThemeMoreQusData/answers',
    effect: 'read',
    input: pageInputSchema.extend(activityIdInput.shape).extend({
      question_id: z.union([z.literal(''), idSchema]).optional(),
    }),
    data: listSchema(moreAnswerRowSchema),
  }),
  /** Participants who answered, each with all their answers. */
  moreUsers: activityEndpoint({
    method: 'POST',
    path: '/api/ThemeMoreQusData/users',
    effect: 'read',
    input: pageInputSchema.extend(activityIdInput.shape).extend({ keywords: z.string().trim().max(50).default('') }),
    data: listSchema(moreUserRowSchema),
  }),
  /** Deletes the chosen participants' extra answers (they may answer again). */
  moreBatchDelete: activityEndpoint({
    method: 'POST',
    path: '/api/ThemeMoreQusData/batchDelete',
    input: activityIdInput.extend({
      participant_ids: z.array(idSchema).min(1, { error: '请选择要删除的记录' }).max(500),
    }),
    data: z.object({ deleted: z.number() }),
  }),

  /** Participant: the video and how much of it I have watched. */
  h5Video: endpoint({
    method: 'POST',
    path: '/api/h5/video',
    auth: 'public',
    effect: 'read',
    input: ticketInput,
    data: themeVideoSchema.extend({ watched_seconds: z.number(), completed: z.boolean() }),
  }),
  /**
   * Participant: reports watching up to `seconds`. The server counts no more than the time that really passed
   * since the last report, so a page cannot claim the video watched at once.
   */
  h5VideoProgress: endpoint({
    method: 'POST',
    path: '/api/h5/video/progress',
    auth: 'public',
    input: ticketInput.extend({ seconds: z.coerce.number().min(0).max(86_400) }),
    data: z.object({ watched_seconds: z.number(), completed: z.boolean() }),
  }),
  /** Participant: the extra questions' page with my answers so far. */
  h5More: endpoint({
    method: 'POST',
    path: '/api/h5/more',
    auth: 'public',
    effect: 'read',
    input: ticketInput,
    data: morePageSchema.extend({
      questions: z.array(moreQuestionSchema.omit({ activity_id: true, sort: true })),
      answers: z.record(z.string(), z.array(z.string())),
      submitted: z.boolean(),
    }),
  }),
  /** Participant: answers the extra questions (all at once; answering again replaces the earlier answers). */
  h5MoreSubmit: endpoint({
    method: 'POST',
    path: '/api/h5/more/submit',
    auth: 'public',
    input: ticketInput.extend({
      answers: z.record(z.string(), z.array(z.string().trim().max(500)).max(20)),
    }),
    data: z.object({ submitted: z.boolean() }),
  }),
};
