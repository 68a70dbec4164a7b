import { z } from 'zod';
import { endpoint } from './endpoint.js';

/** The host lookup answer (spec section 3). Flags are 1 shown, 0 hidden. */
export const siteConfigSchema = z.object({
  title: z.string(),
  dt_name: z.string(),
  index_href: z.string(),
  is_open_index: z.number(),
  index_name: z.string(),
  show_kf: z.number(),
  kf_img: z.string(),
  fixed_line: z.string(),
  fixed_line2: z.string(),
  kf_phone: z.string(),
  kf_time: z.string(),
  kf_button: z.number(),
  is_open_help: z.number(),
  is_open_agent: z.number(),
  is_open_official: z.number(),
  help_href: z.string(),
  agent_href: z.string(),
  official_href: z.string(),
  nav_color: z.string(),
  nav_text_color: z.string(),
  logo: z.string(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const tenantContract = {
  domainConfig: endpoint({
    method: 'POST',
    path: '/api/index/domainConfig',
    auth: 'public',
    effect: 'read',
    input: z.object({ url: z.string().trim().max(255).optional().default('') }),
    data: siteConfigSchema,
  }),
};
