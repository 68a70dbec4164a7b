import { z } from 'zod';

/**
 * Who may call an endpoint.
 * - public: anyone on the tenant's host.
 * - optional: anyone; a valid token identifies the caller.
 * - user: a logged-in user; missing or stale token answers 500 (the web logs out).
 * - popup: a logged-in user; a missing token answers 555 (the web opens the login popup).
 */
export type EndpointAuth = 'public' | 'optional' | 'user' | 'popup';

/**
 * What a staff account's role must grant to make a call: the page it belongs to and, for changes that
 * spend money or act for the organiser, an action. Organisers hold every grant; calls without one are
 * open to every logged-in account.
 */
export type Grant = { page: string; action?: ActionKey };

/** Actions a role can grant beyond opening a page. */
export const actionCatalogue = {
  'wallet.recharge': { title: '账户充值', page: 'user/user_recharge' },
  'order.pay': { title: '余额支付与购买服务', page: 'user/user_order' },
  'invoice.apply': { title: '申请发票', page: 'user/user_receipt' },
  'sms.send': { title: '发送短信', page: 'function/note_manage' },
  'hb.money': { title: '红包充值与提现', page: 'function/wechat_bag' },
  'activity.delete': { title: '删除活动', page: 'activity/manage' },
} as const;
export type ActionKey = keyof typeof actionCatalogue;

export type Endpoint<
  I extends z.ZodType = z.ZodType,
  D extends z.ZodType = z.ZodType,
  A extends EndpointAuth = EndpointAuth,
> = {
  method: 'GET' | 'POST';
  /** The spec's path, spelled as the spec spells it. */
  path: string;
  input: I;
  data: D;
  auth: A;
  /** multipart: a file upload; input is validated against the text fields. */
  body?: 'json' | 'multipart';
  /**
   * file: a download. The data is a file (fileAnswerSchema), sent as the body with a Content-Disposition
   * attachment name instead of the envelope; a refusal still answers the envelope.
   */
  answer?: 'file';
  /** POST calls change state unless marked read; changes by logged-in users are written to the operation log. */
  effect?: 'read' | 'write';
  grant?: Grant;
};

/** What a download endpoint answers: the file's name (sent URL-encoded), its media type and its bytes. */
export const fileAnswerSchema = z.object({ name: z.string(), mime: z.string(), content: z.instanceof(Uint8Array) });
export type FileAnswer = z.infer<typeof fileAnswerSchema>;

export const endpoint = <I extends z.ZodType, D extends z.ZodType, const A extends EndpointAuth>(
  e: Endpoint<I, D, A>,
) => e;

export type InputOf<E extends Endpoint> = z.input<E['input']>;
export type ParsedInputOf<E extends Endpoint> = z.output<E['input']>;
export type DataOf<E extends Endpoint> = z.output<E['data']>;

export const changesState = (e: Endpoint) => e.method === 'POST' && e.effect !== 'read';

/** The page that grants every call about an organiser's own activities. */
export const activityPageGrant: Grant = { page: 'activity/manage' };

/** An organiser's call about one of their activities: logged in, granted with the My activities page. */
export const activityEndpoint = <I extends z.ZodType, D extends z.ZodType>(
  e: Omit<Endpoint<I, D, 'user'>, 'auth' | 'grant'>,
) => endpoint({ ...e, auth: 'user', grant: activityPageGrant });
