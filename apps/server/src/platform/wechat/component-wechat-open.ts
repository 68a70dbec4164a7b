import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { WechatOpenConfig } from '../../config.js';
import { AppError } from '../errors.js';
import { decryptMessage, msgSignature, xmlField } from './component-crypto.js';
import type { ComponentStateStore } from './component-state.repository.js';
import { isTokenRejected, wechatApi } from './wechat-api.js';
import type { AuthoriserKind, AuthoriserTokens, WechatOpen } from './wechat-open.js';

export type ComponentOptions = { config: WechatOpenConfig; store: ComponentStateStore; clock: () => Date };

/** A component token this close to its end is replaced first: a call made with it could arrive after it ends. */
const refreshMarginMs = 10 * 60_000;

const authType: Record<AuthoriserKind, string> = { official: '1', mini_program: '2' };

const componentTokenReply = z.object({ component_access_token: z.string().min(1), expires_in: z.number() });
const preAuthCodeReply = z.object({ pre_auth_code: z.string().min(1) });
const authorisationReply = z.object({
  authorization_info: z.object({
    authorizer_appid: z.string().min(1),
    authorizer_access_token: z.string().min(1),
    authorizer_refresh_token: z.string().min(1),
    expires_in: z.number(),
  }),
});
const authoriserInfoReply = z.object({
  authorizer_info: z.object({
    nick_name: z.string().default(''),
    head_img: z.string().default(''),
    service_type_info: z.object({ id: z.number() }).default({ id: 0 }),
    verify_type_info: z.object({ id: z.number() }).default({ id: -1 }),
    user_name: z.string().default(''),
    principal_name: z.string().default(''),
    MiniProgramInfo: z.unknown().optional(),
  }),
});
const authoriserTokenReply = z.object({
  authorizer_access_token: z.string().min(1),
  authorizer_refresh_token: z.string().min(1),
  expires_in: z.number(),
});
const oauthTokenReply = z.object({ access_token: z.string().min(1), openid: z.string().min(1), scope: z.string() });
const userInfoReply = z.object({ nickname: z.string().default('') });

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/** The real third-party platform: WeChat's protocol against `config`'s hosts. */
export const componentWechatOpen = ({ config, store, clock }: ComponentOptions): WechatOpen => {
  const api = wechatApi(config.apiBase);
  const componentAppid = config.componentAppid;
  let pending: Promise<string> | null = null;

  const newComponentToken = async () => {
    const ticket = await store.ticket();
    if (!ticket) throw new AppError('WECHAT_OPEN_NOT_READY');
    const reply = await api.post(
      '/cgi-bin/component/api_component_token',
      {},
      { component_appid: componentAppid, component_appsecret: config.componentSecret, component_verify_ticket: ticket },
      componentTokenReply,
    );
    const token = reply.component_access_token;
    await store.saveToken({ token, expiresAt: new Date(clock().getTime() + reply.expires_in * 1000) });
    return token;
  };
  /** Calls at once share one request for a new token. */
  const componentToken = async () => {
    const kept = await store.token();
    if (kept && kept.expiresAt.getTime() - clock().getTime() > refreshMarginMs) return kept.token;
    pending ??= newComponentToken().finally(() => {
      pending = null;
    });
    return pending;
  };
  /** A token WeChat no longer takes (revoked, or replaced by another server) is dropped and the call made again. */
  const withComponentToken = async <T>(call: (token: string) => Promise<T>) => {
    const token = await componentToken();
    try {
      return await call(token);
    } catch (err) {
      if (!isTokenRejected(err)) throw err;
      await store.dropToken(token);
      return call(await componentToken());
    }
  };
  const componentPost = <T extends z.ZodType>(path: string, body: object, schema: T) =>
    withComponentToken((token) =>
      api.post(path, { component_access_token: token }, { component_appid: componentAppid, ...body }, schema),
    );

  const toTokens = (r: z.output<typeof authoriserTokenReply>): AuthoriserTokens => ({
    accessToken: r.authorizer_access_token,
    refreshToken: r.authorizer_refresh_token,
    expiresIn: r.expires_in,
  });

  return {
    consentUrl: async (redirectUri, kind) => {
      const { pre_auth_code } = await componentPost('/cgi-bin/component/api_create_preauthcode', {}, preAuthCodeReply);
      const query = new URLSearchParams({
        component_appid: componentAppid,
        pre_auth_code,
        redirect_uri: redirectUri,
        auth_type: authType[kind],
      });
      return `${config.mpBase}/cgi-bin/componentloginpage?${query}`;
    },

    authorise: async (authCode) => {
      const { authorization_info: auth } = await componentPost(
        '/cgi-bin/component/api_query_auth',
        { authorization_code: authCode },
        authorisationReply,
      );
      const { authorizer_info: info } = await componentPost(
        '/cgi-bin/component/api_get_authorizer_info',
        { authorizer_appid: auth.authorizer_appid },
        authoriserInfoReply,
      );
      return {
        appid: auth.authorizer_appid,
        nickname: info.nick_name,
        headImg: info.head_img,
        serviceType: info.service_type_info.id,
        verifyType: info.verify_type_info.id,
        userName: info.user_name,
        principalName: info.principal_name,
        miniProgram: info.MiniProgramInfo !== undefined,
        tokens: toTokens(auth),
      };
    },

    refreshTokens: async (appid, refreshToken) =>
      toTokens(
        await componentPost(
          '/cgi-bin/component/api_authorizer_token',
          { authorizer_appid: appid, authorizer_refresh_token: refreshToken },
          authoriserTokenReply,
        ),
      ),

    oauthUrl: (appid, scope, redirectUri, state) => {
      const query = new URLSearchParams({
        appid,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope,
        state,
        component_appid: componentAppid,
      });
      return `${config.openBase}/connect/oauth2/authorize?${query}#wechat_redirect`;
    },

    oauthUser: async (appid, code) => {
      const grant = await withComponentToken((token) =>
        api.get(
          '/sns/oauth2/component/access_token',
          {
            appid,
            code,
            grant_type: 'authorization_code',
            component_appid: componentAppid,
            component_access_token: token,
          },
          oauthTokenReply,
        ),
      );
      if (!grant.scope.split(',').includes('snsapi_userinfo')) return { openid: grant.openid, nickname: '' };
      const info = await api.get(
        '/sns/userinfo',
        { access_token: grant.access_token, openid: grant.openid, lang: 'zh_CN' },
        userInfoReply,
      );
      return { openid: grant.openid, nickname: info.nickname };
    },

    wxaCode: (accessToken, { scene, page, width }) =>
      api.postForImage('/wxa/getwxacodeunlimit', { access_token: accessToken }, { scene, page, width }),

    receive: async ({ query, body }) => {
      const encrypted = xmlField(body, 'Encrypt');
      const signature = msgSignature(config.token, query.timestamp ?? '', query.nonce ?? '', encrypted);
      if (!encrypted || !sameText(signature, query.msg_signature ?? '')) throw new AppError('WECHAT_PUSH_INVALID');
      const message = decryptMessage(config.aesKey, componentAppid, encrypted);
      if (message === null) throw new AppError('WECHAT_PUSH_INVALID');
      const type = xmlField(message, 'InfoType');
      if (type === 'component_verify_ticket') {
        const ticket = xmlField(message, 'ComponentVerifyTicket');
        const createdAt = new Date(Number(xmlField(message, 'CreateTime')) * 1000);
        if (!ticket || Number.isNaN(createdAt.getTime())) throw new AppError('WECHAT_PUSH_INVALID');
        await store.saveTicket(ticket, createdAt);
        return { type: 'ticket' };
      }
      if (type === 'unauthorized') return { type: 'unauthorized', appid: xmlField(message, 'AuthorizerAppid') };
      return { type: 'other' };
    },
  };
};
