import { z } from 'zod';
import { actionCatalogue, endpoint } from './endpoint.js';
import { idSchema } from './fields.js';
import { listSchema, pageInputSchema } from './list.js';

export type MenuItem = {
  /** The route name: the key the web's router and the role grants use. */
  name: string;
  path: string;
  title: string;
  icon: string;
  /** Hidden pages are allowed routes that the sidebar leaves out. */
  hidden: boolean;
  children: MenuItem[];
};

export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    name: z.string(),
    path: z.string(),
    title: z.string(),
    icon: z.string(),
    hidden: z.boolean(),
    children: z.array(menuItemSchema),
  }),
);

export const accessContract = {
  list: endpoint({
    method: 'POST',
    path: '/api/menu/list',
    auth: 'user',
    effect: 'read',
    input: z.object({}),
    data: z.array(menuItemSchema),
  }),
  customerList: endpoint({
    method: 'POST',
    path: '/api/menu/customerList',
    auth: 'public',
    effect: 'read',
    input: z.object({}),
    data: z.array(menuItemSchema),
  }),
  auth: endpoint({
    method: 'GET',
    path: '/api/menu/auth',
    auth: 'user',
    input: z.object({}),
    /** Route names the caller may open, and the actions granted to the caller. */
    data: z.object({ pages: z.array(z.string()), actions: z.array(z.string()) }),
  }),
};

/** A role: the pages (route names) and actions it grants to the staff who hold it. */
export const roleSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  pages: z.array(z.string()),
  actions: z.array(z.string()),
  staff_count: z.number().int(),
  created_at: z.string(),
});
export type Role = z.infer<typeof roleSchema>;

const roleNameSchema = z
  .string({ error: '请输入角色名称' })
  .trim()
  .min(1, { error: '请输入角色名称' })
  .max(20, { error: '角色名称不能超过20个字' });
const roleDescriptionSchema = z.string().trim().max(100, { error: '角色描述不能超过100个字' }).default('');
const actionKeys = Object.keys(actionCatalogue) as [keyof typeof actionCatalogue, ...(keyof typeof actionCatalogue)[]];
/**
 * What a role grants. Pages are route names from role/catalogue's menu; any other name is refused
 * (ROLE_PAGE_UNKNOWN). An action is refused unless its page is granted too (ROLE_ACTION_PAGE_MISSING),
 * rather than silently dropped, so what is saved is what was ticked. A staff account may only grant
 * what it holds itself (AUTH_FORBIDDEN).
 */
const grantsInput = {
  pages: z.array(z.string().trim().min(1).max(100)).max(200).default([]),
  actions: z
    .array(z.enum(actionKeys, { error: '权限不存在' }))
    .max(50)
    .default([]),
};

export const roleContract = {
  list: endpoint({
    method: 'GET',
    path: '/api/role/list',
    auth: 'user',
    grant: { page: 'user/user_role' },
    input: pageInputSchema,
    data: listSchema(roleSchema),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/role/detail',
    auth: 'user',
    grant: { page: 'user/user_role' },
    input: z.object({ id: idSchema }),
    data: roleSchema,
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/role/add',
    auth: 'user',
    grant: { page: 'user/user_role' },
    input: z.object({ name: roleNameSchema, description: roleDescriptionSchema, ...grantsInput }),
    data: roleSchema,
  }),
  edit: endpoint({
    method: 'POST',
    path: '/api/role/edit',
    auth: 'user',
    grant: { page: 'user/user_role' },
    input: z.object({ id: idSchema, name: roleNameSchema, description: roleDescriptionSchema }),
    data: roleSchema,
  }),
  delete: endpoint({
    method: 'POST',
    path: '/api/role/delete',
    auth: 'user',
    grant: { page: 'user/user_role' },
    input: z.object({ id: idSchema }),
    data: z.null(),
  }),
  /** Replaces what a role grants (the /user/user_role_pz page). */
  auth: endpoint({
    method: 'POST',
    path: '/api/role/auth',
    auth: 'user',
    grant: { page: 'user/user_role' },
    input: z.object({ id: idSchema, ...grantsInput }),
    data: roleSchema,
  }),
  /**
   * Everything a role can grant: the menu without the home centre (visitors may open it, so every
   * account sees it and no role grants it) and the action catalogue.
   */
  catalogue: endpoint({
    method: 'GET',
    path: '/api/role/catalogue',
    auth: 'user',
    grant: { page: 'user/user_role' },
    input: z.object({}),
    data: z.object({
      menu: z.array(menuItemSchema),
      actions: z.array(z.object({ key: z.string(), title: z.string(), page: z.string() })),
    }),
  }),
};
