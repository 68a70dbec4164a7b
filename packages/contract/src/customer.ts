import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { passwordSchema, shortText } from './fields.js';
import { listSchema, pageInputSchema } from './list.js';

/** Balances are integer fen in the database; the API answers yuan with two decimals as numbers. */
export const customerInfoSchema = z.object({
  id: z.number(),
  phone: z.string(),
  name: z.string(),
  head_img: z.string(),
  agent_property: z.number(),
  money: z.number(),
  dx_money: z.number(),
  hb_money: z.number(),
  is_staff: z.boolean(),
  created_at: z.string(),
});
export type CustomerInfo = z.infer<typeof customerInfoSchema>;

export const operationLogSchema = z.object({
  id: z.number(),
  uid: z.number(),
  phone: z.string(),
  method: z.string(),
  path_name: z.string(),
  ip: z.string(),
  created_at: z.string(),
});
export type OperationLog = z.infer<typeof operationLogSchema>;

export const customerContract = {
  info: endpoint({
    method: 'GET',
    path: '/api/customer/info',
    auth: 'user',
    input: z.object({}),
    data: customerInfoSchema,
  }),
  infoPost: endpoint({
    method: 'POST',
    path: '/api/customer/info',
    auth: 'user',
    effect: 'read',
    input: z.object({}),
    data: customerInfoSchema,
  }),
  saveInfo: endpoint({
    method: 'POST',
    path: '/api/customer/saveInfo',
    auth: 'user',
    input: z.object({
      name: shortText(30).optional(),
      /** A URL answered by the upload call. */
      head_img: z.string().trim().max(500).optional(),
    }),
    data: customerInfoSchema,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/customer/changePwd',
    auth: 'user',
    input: z
      .object({
        old_password: z.string({ error: '请输入原密码' }).min(1, { error: '请输入原密码' }).max(64),
        password: passwordSchema,
        confirm_password: z.string({ error: '请再次输入密码' }).min(1, { error: '请再次输入密码' }),
      })
      .refine((v) => v.password === v.confirm_password, { error: '两次密码不一致', path: ['confirm_password'] }),
    data: z.null(),
  }),
  log: endpoint({
    method: 'GET',
    path: '/api/customer/log',
    auth: 'user',
    input: pageInputSchema.extend({
      path_name: z.string().trim().max(200).optional(),
      uid: z.coerce.number().int().min(1).optional(),
    }),
    data: listSchema(operationLogSchema),
  }),
};
