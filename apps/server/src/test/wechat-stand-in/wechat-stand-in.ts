import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encryptMessage, msgSignature } from '../../platform/wechat/component-crypto.js';
import { componentRoutes } from './stand-in-component-routes.js';
import { oauthRoutes } from './stand-in-oauth-routes.js';
import { errorPage } from './stand-in-pages.js';
import { openidOf, type StandInAccount, StandInRefusal, type StandInUser } from './stand-in-state.js';
import { type StandInReply, standInWorld, ticketLifetimeSeconds } from './stand-in-world.js';

export type StandInOptions = {
  componentAppid: string;
  componentSecret: string;
  token: string;
  aesKey: string;
  /** WeChat's clock: tests share theirs, so moving it on expires what WeChat handed out. */
  clock?: () => Date;
  accounts?: StandInAccount[];
  users?: StandInUser[];
};

export type StandInCall = { method: string; path: string; query: Record<string, string>; body: unknown };
export type SignedPush = { query: Record<string, string>; body: string };

/** Pages a person opens: a refusal there is a page saying so, not JSON. */
const isPage = (key: string) => /^GET \/(cgi-bin\/componentloginpage|connect\/)/.test(key);

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const parseJson = (text: string): Record<string, unknown> | null => {
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    return null;
  }
};

const send = (res: ServerResponse, reply: StandInReply) => {
  if (reply.redirect) return res.writeHead(302, { location: reply.redirect }).end();
  if (reply.image) return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(reply.image);
  if (reply.html)
    return res.writeHead(reply.status ?? 200, { 'content-type': 'text/html; charset=utf-8' }).end(reply.html);
  return res.writeHead(200, { 'content-type': 'application/json; encoding=utf-8' }).end(JSON.stringify(reply.json));
};

/**
 * A local stand-in of WeChat's third-party platform (api.weixin.qq.com, open.weixin.qq.com and mp.weixin.qq.com on
 * one port). It checks each call as WeChat does: the parameters it requires, the component's secret and latest
 * ticket, each token's and code's validity and expiry, single use of codes, which accounts may sign people in
 * (verified service accounts) or make mini-program codes (mini-programs); and it pushes tickets encrypted and
 * signed as WeChat does. Every call it receives is kept in `calls`.
 */
export const startWechatStandIn = async (options: StandInOptions) => {
  const world = standInWorld(options);
  const routes = { ...componentRoutes(world), ...oauthRoutes(world) };
  const calls: StandInCall[] = [];

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const query = Object.fromEntries(url.searchParams);
    const key = `${req.method} ${url.pathname}`;
    const body = parseJson(await readBody(req));
    calls.push({ method: req.method ?? '', path: url.pathname, query, body });
    if (body === null) return send(res, { json: { errcode: 47001, errmsg: 'data format error' } });
    const route = routes[key];
    if (!route) return send(res, { status: 404, html: errorPage('not found') });
    try {
      return send(res, await route({ query, body }));
    } catch (err) {
      if (!(err instanceof StandInRefusal)) throw err;
      if (isPage(key)) return send(res, { html: errorPage(err.errmsg) });
      return send(res, { json: { errcode: err.errcode, errmsg: err.errmsg } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** A message to the platform's event URL, encrypted and signed as WeChat sends it (`token`: sign with another). */
  const signedPush = (message: string, token = options.token): SignedPush => {
    const encrypted = encryptMessage(options.aesKey, options.componentAppid, message);
    const timestamp = String(Math.floor(world.now() / 1000));
    const nonce = randomBytes(6).toString('hex');
    const signature = createHash('sha1').update([token, timestamp, nonce].sort().join('')).digest('hex');
    const msg_signature = msgSignature(token, timestamp, nonce, encrypted);
    return {
      query: { signature, timestamp, nonce, encrypt_type: 'aes', msg_signature },
      body: `<xml><AppId><![CDATA[${options.componentAppid}]]></AppId><Encrypt><![CDATA[${encrypted}]]></Encrypt></xml>`,
    };
  };
  const event = (infoType: string, fields: string) =>
    `<xml><AppId><![CDATA[${options.componentAppid}]]></AppId><CreateTime>${Math.floor(world.now() / 1000)}</CreateTime><InfoType><![CDATA[${infoType}]]></InfoType>${fields}</xml>`;

  return {
    baseUrl,
    calls,
    accounts: world.accounts,
    users: world.users,
    openidOf,
    signedPush,
    event,
    /** A new component_verify_ticket, as WeChat pushes every ten minutes. */
    ticketPush: (ticket = `ticket@@@${randomBytes(24).toString('base64url')}`) => {
      world.tickets.issue(ticket, true, ticketLifetimeSeconds);
      return signedPush(
        event('component_verify_ticket', `<ComponentVerifyTicket><![CDATA[${ticket}]]></ComponentVerifyTicket>`),
      );
    },
    /** The administrator cancels the account's authorisation in WeChat. */
    unauthorizedPush: (appid: string) => {
      world.refreshTokens.delete(appid);
      return signedPush(event('unauthorized', `<AuthorizerAppid><![CDATA[${appid}]]></AuthorizerAppid>`));
    },
    /** Delivers a push to the platform's event URL and answers what it said. */
    deliver: async (eventUrl: string, push: SignedPush) => {
      const res = await fetch(`${eventUrl}?${new URLSearchParams(push.query)}`, {
        method: 'POST',
        headers: { 'content-type': 'text/xml' },
        body: push.body,
      });
      return { status: res.status, text: await res.text() };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type WechatStandIn = Awaited<ReturnType<typeof startWechatStandIn>>;
