import QRCode from 'qrcode';
import { errorPage, oauthPage } from './stand-in-pages.js';
import { expiringStore, newToken, openidOf, refuse } from './stand-in-state.js';
import {
  type StandInRoutes,
  type StandInWorld,
  tokenErrors,
  tokenLifetimeSeconds,
  withQuery,
} from './stand-in-world.js';

const sceneChars = /^[0-9A-Za-z!#$&'()*+,/:;=?@\-._~]{1,32}$/;
const scopes = ['snsapi_base', 'snsapi_userinfo'];

/** What participants meet: web sign-in on an account's behalf, and mini-program codes. */
export const oauthRoutes = (w: StandInWorld): StandInRoutes => {
  const requests = expiringStore<{ appid: string; scope: string; redirect: string; state: string }>(w.now);
  const codes = expiringStore<{ appid: string; openid: string; scope: string; nickname: string }>(w.now);
  const snsTokens = expiringStore<{ openid: string; scope: string; nickname: string }>(w.now);

  return {
    'GET /connect/oauth2/authorize': ({ query }) => {
      const account = w.accountOf(query.appid);
      if (!account || !w.refreshTokens.has(account.appid)) return { html: errorPage('该公众号未授权给此第三方平台') };
      if (query.component_appid !== w.options.componentAppid) return { html: errorPage('component_appid 无效') };
      if (query.response_type !== 'code' || !query.redirect_uri) return { html: errorPage('参数错误') };
      const scope = query.scope ?? '';
      // Only a verified service account may sign people in on web pages.
      const canSignIn = !account.miniProgram && account.serviceType === 2 && account.verifyType >= 0;
      if (!scopes.includes(scope) || !canSignIn) return { html: errorPage('Scope 参数错误或没有 Scope 权限') };
      const pending = { appid: account.appid, scope, redirect: query.redirect_uri, state: query.state ?? '' };
      const id = requests.issue(newToken('oauth'), pending, 600);
      const link = (user: string) => `/connect/oauth2/authorize/confirm?${new URLSearchParams({ id, user })}`;
      return { html: oauthPage(account, scope, w.users, link) };
    },
    'GET /connect/oauth2/authorize/confirm': ({ query }) => {
      const pending = requests.take(
        query.id,
        { missing: [0, '请求缺失'], invalid: [0, '请求无效'], expired: [0, '请求已过期'], used: [0, '请求已使用'] },
        true,
      );
      const user = w.users.find((u) => u.key === query.user);
      if (!user) return { html: errorPage('用户不存在') };
      const openid = openidOf(pending.appid, user.key);
      const code = codes.issue(newToken('code'), { ...pending, openid, nickname: user.nickname }, 300);
      return { redirect: withQuery(pending.redirect, { code, state: pending.state, appid: pending.appid }) };
    },
    'GET /sns/oauth2/component/access_token': ({ query }) => {
      for (const name of ['appid', 'code', 'grant_type', 'component_appid', 'component_access_token']) {
        if (!query[name]) refuse(41001, `${name} missing`);
      }
      if (query.grant_type !== 'authorization_code') refuse(40002, 'invalid grant_type');
      w.componentTokens.take(query.component_access_token, tokenErrors);
      w.checkComponent(query.component_appid);
      const grant = codes.take(
        query.code,
        {
          missing: [41008, 'missing code'],
          invalid: [40029, 'invalid code'],
          expired: [40029, 'invalid code'],
          used: [40163, 'code been used'],
        },
        true,
      );
      if (grant.appid !== query.appid) refuse(40029, 'invalid code');
      const token = snsTokens.issue(newToken('sns'), grant, tokenLifetimeSeconds);
      const reply = { access_token: token, expires_in: tokenLifetimeSeconds, openid: grant.openid, scope: grant.scope };
      return { json: { ...reply, refresh_token: newToken('snsrefresh') } };
    },
    'GET /sns/userinfo': ({ query }) => {
      const grant = snsTokens.take(query.access_token, tokenErrors);
      if (grant.scope !== 'snsapi_userinfo') refuse(48001, 'api unauthorized');
      if (query.openid !== grant.openid) refuse(40003, 'invalid openid');
      const place = { sex: 0, province: '', city: '', country: '', headimgurl: '', privilege: [] };
      return { json: { openid: grant.openid, nickname: grant.nickname, ...place } };
    },
    'POST /wxa/getwxacodeunlimit': async ({ query, body }) => {
      const appid = w.accessTokens.take(query.access_token, tokenErrors);
      const account = w.accountOf(appid);
      if (!account?.miniProgram) return refuse(48001, 'api unauthorized');
      const scene = String(body.scene ?? '');
      if (!sceneChars.test(scene)) refuse(40169, 'invalid length for scene, or the data is not json string');
      const page = body.page === undefined ? 'pages/index/index' : String(body.page);
      if (!account.pages.includes(page)) refuse(41030, 'invalid page');
      const width = Math.min(1280, Math.max(280, Number(body.width) || 430));
      return { image: await QRCode.toBuffer(`https://standin.weixin/${appid}/${page}?scene=${scene}`, { width }) };
    },
  };
};
