import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { SecretBox } from '../secrets/secret-box.js';
import { wechatComponentStates as states } from './component-state.table.js';

export type ComponentToken = { token: string; expiresAt: Date };

/** The ticket and component access token of one third-party platform. */
export type ComponentStateStore = {
  /** '' until WeChat has pushed one. */
  ticket: () => Promise<string>;
  /** Keeps the ticket unless one pushed later is already kept (a late or replayed older push changes nothing). */
  saveTicket: (ticket: string, createdAt: Date) => Promise<void>;
  token: () => Promise<ComponentToken | null>;
  saveToken: (token: ComponentToken) => Promise<void>;
  /** Forgets the token WeChat refused, unless another instance has already replaced it. */
  dropToken: (token: string) => Promise<void>;
};

export const componentStateStore = (db: Db, box: SecretBox, componentAppid: string): ComponentStateStore => {
  const context = `wechat_component_states.access_token:${componentAppid}`;
  const mine = eq(states.componentAppid, componentAppid);
  const row = async () => (await db.select().from(states).where(mine))[0] ?? null;
  return {
    ticket: async () => (await row())?.verifyTicket ?? '',
    saveTicket: async (ticket, createdAt) => {
      await db
        .insert(states)
        .values({ componentAppid, verifyTicket: ticket, ticketCreatedAt: createdAt })
        .onConflictDoUpdate({
          target: states.componentAppid,
          set: { verifyTicket: ticket, ticketCreatedAt: createdAt },
          setWhere: or(isNull(states.ticketCreatedAt), lte(states.ticketCreatedAt, createdAt)),
        });
    },
    token: async () => {
      const found = await row();
      if (!found?.accessToken || !found.accessTokenExpiresAt) return null;
      return { token: box.open(found.accessToken, context), expiresAt: found.accessTokenExpiresAt };
    },
    saveToken: async ({ token, expiresAt }) => {
      const sealed = box.seal(token, context);
      await db
        .insert(states)
        .values({ componentAppid, accessToken: sealed, accessTokenExpiresAt: expiresAt })
        .onConflictDoUpdate({
          target: states.componentAppid,
          set: { accessToken: sealed, accessTokenExpiresAt: expiresAt },
        });
    },
    dropToken: async (token) => {
      const found = await row();
      if (!found?.accessToken || box.open(found.accessToken, context) !== token) return;
      await db
        .update(states)
        .set({ accessToken: '', accessTokenExpiresAt: null })
        .where(and(mine, eq(states.accessToken, found.accessToken)));
    },
  };
};
