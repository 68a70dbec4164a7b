import { consentPage, errorPage } from './stand-in-pages.js';
import { expiringStore, newToken, refuse } from './stand-in-state.js';
import { type StandInRoutes, type StandInWorld, tokenLifetimeSeconds, withQuery } from './stand-in-world.js';

/** The component's own calls and the consent page: tokens, pre-auth codes, authorisation and its refresh. */
export const componentRoutes = (w: StandInWorld): StandInRoutes => {
  const preAuthCodes = expiringStore<{ redirect: string }>(w.now);
  const authCodes = expiringStore<string>(w.now);
  const preAuthErrors = {
    missing: [0, 'pre_auth_code 缺失'] as [number, string],
    invalid: [0, 'pre_auth_code 无效'] as [number, string],
    expired: [0, 'pre_auth_code 已过期'] as [number, string],
    used: [0, 'pre_auth_code 已使用'] as [number, string],
  };
  const kindOffered = (authType: string | undefined) => (miniProgram: boolean) =>
    authType === '1' ? !miniProgram : authType === '2' ? miniProgram : true;

  return {
    'POST /cgi-bin/component/api_component_token': ({ body }) => {
      w.checkComponent(body.component_appid);
      if (body.component_appsecret !== w.options.componentSecret) refuse(40125, 'invalid appsecret');
      w.tickets.take(String(body.component_verify_ticket ?? ''), {
        missing: [41001, 'component_verify_ticket missing'],
        invalid: [61006, 'component ticket is invalid'],
        expired: [61005, 'component ticket is expired'],
      });
      const token = w.componentTokens.issue(newToken('component'), true, tokenLifetimeSeconds);
      return { json: { component_access_token: token, expires_in: tokenLifetimeSeconds } };
    },
    'POST /cgi-bin/component/api_create_preauthcode': (req) => {
      w.componentCall(req);
      const code = preAuthCodes.issue(newToken('preauthcode'), { redirect: '' }, 1800);
      return { json: { pre_auth_code: code, expires_in: 1800 } };
    },
    'GET /cgi-bin/componentloginpage': ({ query }) => {
      if (query.component_appid !== w.options.componentAppid) return { html: errorPage('component_appid 无效') };
      if (!query.redirect_uri) return { html: errorPage('redirect_uri 缺失') };
      preAuthCodes.take(query.pre_auth_code, preAuthErrors).redirect = query.redirect_uri;
      const offered = w.accounts.filter((a) => kindOffered(query.auth_type)(a.miniProgram));
      const link = (appid: string) =>
        `/cgi-bin/componentloginpage/confirm?${new URLSearchParams({ pre_auth_code: query.pre_auth_code ?? '', appid })}`;
      return { html: consentPage(offered, link) };
    },
    'GET /cgi-bin/componentloginpage/confirm': ({ query }) => {
      const pending = preAuthCodes.take(query.pre_auth_code, preAuthErrors, true);
      const account = w.accountOf(query.appid);
      if (!account) return { html: errorPage('授权请求无效') };
      w.refreshTokens.set(account.appid, w.refreshTokens.get(account.appid) ?? newToken('refreshtoken'));
      const code = authCodes.issue(newToken('queryauthcode'), account.appid, 600);
      return { redirect: withQuery(pending.redirect, { auth_code: code, expires_in: '600' }) };
    },
    'POST /cgi-bin/component/api_query_auth': (req) => {
      w.componentCall(req);
      const codeErrors = {
        missing: [41001, 'authorization_code missing'] as [number, string],
        invalid: [61009, 'code is invalid'] as [number, string],
        expired: [61010, 'code is expired'] as [number, string],
        used: [61009, 'code is invalid'] as [number, string],
      };
      const appid = authCodes.take(String(req.body.authorization_code ?? ''), codeErrors, true);
      return {
        json: {
          authorization_info: {
            authorizer_appid: appid,
            authorizer_access_token: w.issueAccessToken(appid),
            expires_in: tokenLifetimeSeconds,
            authorizer_refresh_token: w.refreshTokens.get(appid),
            func_info: [{ funcscope_category: { id: 1 } }],
          },
        },
      };
    },
    'POST /cgi-bin/component/api_get_authorizer_info': (req) => {
      w.componentCall(req);
      const a = w.authorised(req.body.authorizer_appid);
      return {
        json: {
          authorizer_info: {
            nick_name: a.nickname,
            head_img: a.headImg,
            service_type_info: { id: a.serviceType },
            verify_type_info: { id: a.verifyType },
            user_name: a.userName,
            principal_name: a.principalName,
            ...(a.miniProgram ? { MiniProgramInfo: { network: {}, categories: [], visit_status: 0 } } : {}),
          },
          authorization_info: { authorizer_appid: a.appid },
        },
      };
    },
    'POST /cgi-bin/component/api_authorizer_token': (req) => {
      w.componentCall(req);
      const a = w.authorised(req.body.authorizer_appid);
      if (req.body.authorizer_refresh_token !== w.refreshTokens.get(a.appid)) refuse(61023, 'refresh_token is invalid');
      return {
        json: {
          authorizer_access_token: w.issueAccessToken(a.appid),
          expires_in: tokenLifetimeSeconds,
          authorizer_refresh_token: w.refreshTokens.get(a.appid),
        },
      };
    },
  };
};
