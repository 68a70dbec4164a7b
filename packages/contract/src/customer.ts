import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { idSchema, passwordSchema, phoneSchema, shortText } from './fields.js';
import { listSchema, pageInputSchema } from './list.js';

/**
 * Balances are integer fen in the database; the API answers yuan with two decimals as numbers. A staff account
 * sees a balance only with a money page (账户充值, 收支明细) or the page that spends it (订单管理, 短信管理, 红包管理) in its
 * role; otherwise it is null.
 */
export const customerInfoSchema = z.object({
  id: z.number(),
  phone: z.string(),
  name: z.string(),
  head_img: z.string(),
  agent_property: z.number(),
  money: z.number().nullable(),
  dx_money: z.number().nullable(),
  hb_money: z.number().nullable(),
  is_staff: z.boolean(),
  points: z.number().int(),
  /** How many participants may take part at once. */
  online_num: z.number().int(),
  /** '' while no WeChat account is bound. */
  wx_nickname: z.string(),
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

/** A staff account working for the organiser, with the role that says what it may do. */
export const staffSchema = z.object({
  id: z.number(),
  phone: z.string(),
  name: z.string(),
  role_id: z.number().nullable(),
  role_name: z.string(),
  status: z.enum(['active', 'disabled']),
  created_at: z.string(),
});
export type Staff = z.infer<typeof staffSchema>;

const staffNameSchema = z
  .string({ error: '请输入员工姓名' })
  .trim()
  .min(1, { error: '请输入员工姓名' })
  .max(30, { error: '员工姓名不能超过30个字' });
const roleIdSchema = z.coerce.number({ error: '请选择角色' }).int().min(1, { error: '请选择角色' });

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
  wxBind: endpoint({
    method: 'POST',
    path: '/api/customer/wx_bind',
    auth: 'user',
    grant: { page: 'user/user_account' },
    /** The code the WeChat authorisation hands back; unbind: true removes the binding. */
    input: z.object({ code: z.string().trim().max(200).default(''), unbind: z.boolean().default(false) }),
    data: customerInfoSchema,
  }),
  staffList: endpoint({
    method: 'GET',
    path: '/api/customer/list',
    auth: 'user',
    grant: { page: 'user/user_staff' },
    input: pageInputSchema.extend({
      phone: z.string().trim().max(11).optional(),
      name: z.string().trim().max(30).optional(),
    }),
    data: listSchema(staffSchema),
  }),
  staffAdd: endpoint({
    method: 'POST',
    path: '/api/customer/add',
    auth: 'user',
    grant: { page: 'user/user_staff' },
    input: z.object({ phone: phoneSchema, name: staffNameSchema, password: passwordSchema, role_id: roleIdSchema }),
    data: staffSchema,
  }),
  staffEdit: endpoint({
    method: 'POST',
    path: '/api/customer/edit',
    auth: 'user',
    grant: { page: 'user/user_staff' },
    input: z.object({
      id: idSchema,
      name: staffNameSchema,
      role_id: roleIdSchema,
      /** Empty keeps the current password. */
      password: z.union([z.literal(''), passwordSchema]).default(''),
      status: z.enum(['active', 'disabled']).default('active'),
    }),
    data: staffSchema,
  }),
  staffDelete: endpoint({
    method: 'POST',
    path: '/api/customer/delete',
    auth: 'user',
    grant: { page: 'user/user_staff' },
    input: z.object({ id: idSchema }),
    data: z.null(),
  }),
  staffDetail: endpoint({
    method: 'POST',
    path: '/api/customer/detail',
    auth: 'user',
    effect: 'read',
    grant: { page: 'user/user_staff' },
    input: z.object({ id: idSchema }),
    data: staffSchema,
  }),
};
