import { z } from 'zod';
import { endpoint } from './endpoint.js';

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
