import type { LoginData } from '@app/contract';
import type { CustomerRow } from '../customer/index.js';

export const toLoginData = (c: CustomerRow, session: { token: string; expiresAt: Date }): LoginData => ({
  token: session.token,
  expires_at: session.expiresAt.toISOString(),
  id: c.id,
  phone: c.phone,
  name: c.name,
  head_img: c.headImg,
  agent_property: c.agentProperty,
  is_staff: c.ownerId !== null,
});

export type RequestMeta = { ip: string; userAgent: string };
