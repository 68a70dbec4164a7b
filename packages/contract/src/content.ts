import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { idSchema, phoneSchema, shortText } from './fields.js';
import { listSchema, pageInputSchema } from './list.js';

export const feedbackTypes = { suggestion: 1, bug: 2, complaint: 3, other: 4 } as const;

export const customerServiceSchema = z.object({
  kf_img: z.string(),
  fixed_line: z.string(),
  fixed_line2: z.string(),
  kf_phone: z.string(),
  kf_time: z.string(),
  kf_button: z.number(),
  /** The page the chat frame opens; it posts {close: true} to its parent to close. */
  chat_url: z.string(),
});

export const articleSummarySchema = z.object({
  id: z.number(),
  category: z.string(),
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  published_at: z.string(),
});
export const articleSchema = articleSummarySchema.extend({ content: z.string() });
export type ArticleSummary = z.infer<typeof articleSummarySchema>;
export type Article = z.infer<typeof articleSchema>;
export type Banner = z.infer<typeof bannerSchema>;

const articleListInput = pageInputSchema.extend({
  category: z.string().trim().max(50).optional(),
  keywords: z.string().trim().max(50).optional(),
});

export const bannerSchema = z.object({ id: z.number(), title: z.string(), image: z.string(), link: z.string() });

export const contentContract = {
  addFeedback: endpoint({
    method: 'POST',
    path: '/api/QuestionFeedback/addQf',
    auth: 'popup',
    input: z.object({
      type: z.coerce.number().int().min(1).max(4).default(feedbackTypes.bug),
      content: z
        .string({ error: '请填写反馈内容' })
        .trim()
        .min(1, { error: '请填写反馈内容' })
        .max(1000, { error: '反馈内容不能超过1000个字' }),
      images: z.array(z.string().trim().max(500)).max(6, { error: '最多上传6张图片' }).optional().default([]),
      contact: shortText(50).optional().default(''),
    }),
    data: z.object({ id: z.number() }),
  }),
  agentApplyDesc: endpoint({
    method: 'GET',
    path: '/api/AgentApplyJoin/applyDesc',
    auth: 'public',
    input: z.object({}),
    data: z.object({ title: z.string(), content: z.string() }),
  }),
  addAgentApply: endpoint({
    method: 'POST',
    path: '/api/AgentApplyJoin/addApply',
    auth: 'optional',
    input: z.object({
      name: z
        .string({ error: '请输入姓名' })
        .trim()
        .min(1, { error: '请输入姓名' })
        .max(30, { error: '姓名不能超过30个字' }),
      phone: phoneSchema,
      company: shortText(100).optional().default(''),
      city: shortText(50).optional().default(''),
      remark: shortText(500).optional().default(''),
    }),
    data: z.object({ id: z.number() }),
  }),
  customerService: endpoint({
    method: 'POST',
    path: '/api/Web/customerService',
    auth: 'user',
    effect: 'read',
    input: z.object({}),
    data: customerServiceSchema,
  }),
  customerKf: endpoint({
    method: 'POST',
    path: '/api/Web/customerKf',
    auth: 'public',
    effect: 'read',
    input: z.object({}),
    data: customerServiceSchema,
  }),
  helpList: endpoint({
    method: 'GET',
    path: '/api/HelpCenter/list',
    auth: 'public',
    input: articleListInput,
    data: listSchema(articleSummarySchema),
  }),
  helpDetail: endpoint({
    method: 'GET',
    path: '/api/HelpCenter/detail',
    auth: 'public',
    input: z.object({ id: idSchema }),
    data: articleSchema,
  }),
  helpCategories: endpoint({
    method: 'GET',
    path: '/api/HelpCenter/category',
    auth: 'public',
    input: z.object({}),
    data: z.array(z.object({ category: z.string(), count: z.number() })),
  }),
  noticeList: endpoint({
    method: 'GET',
    path: '/api/notice/list',
    auth: 'public',
    input: articleListInput,
    data: listSchema(articleSummarySchema),
  }),
  noticeDetail: endpoint({
    method: 'GET',
    path: '/api/notice/detail',
    auth: 'public',
    input: z.object({ id: idSchema }),
    data: articleSchema,
  }),
  bannerList: endpoint({
    method: 'POST',
    path: '/api/TopBanner/bannerList',
    auth: 'public',
    effect: 'read',
    input: z.object({}),
    data: z.array(bannerSchema),
  }),
  /** 开票须知: how invoices work on this site, as the receipt page shows them (what the invoice rules enforce). */
  kpRule: endpoint({
    method: 'POST',
    path: '/api/Web/kpRule',
    auth: 'public',
    effect: 'read',
    input: z.object({}),
    data: z.object({ title: z.string(), rules: z.array(z.string()) }),
  }),
  platformIntro: endpoint({
    method: 'POST',
    path: '/api/web/platformIntro',
    auth: 'public',
    effect: 'read',
    input: z.object({}),
    data: z.object({ title: z.string(), sections: z.array(articleSchema) }),
  }),
};
