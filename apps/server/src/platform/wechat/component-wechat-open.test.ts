import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../test/test-app.js';
import { clickThrough, standInSettings } from '../../test/wechat-stand-in/stand-in-browser.js';
import { startWechatStandIn, type WechatStandIn } from '../../test/wechat-stand-in/wechat-stand-in.js';
import { encryptMessage, msgSignature } from './component-crypto.js';
import type { ComponentStateStore, ComponentToken } from './component-state.repository.js';
import { componentWechatOpen } from './component-wechat-open.js';
import { WechatApiError } from './wechat-api.js';
import type { WechatOpen } from './wechat-open.js';

const memoryStore = () => {
  let ticket = '';
  let token: ComponentToken | null = null;
  const store: ComponentStateStore = {
    ticket: async () => ticket,
    saveTicket: async (t) => {
      ticket = t;
    },
    token: async () => token,
    saveToken: async (t) => {
      token = t;
    },
    dropToken: async (t) => {
      if (token?.token === t) token = null;
    },
  };
  return store;
};

describe("the third-party platform adapter against WeChat's stand-in", () => {
  const settings = standInSettings();
  const clock = testClock();
  let standIn: WechatStandIn;
  let store: ComponentStateStore;
  let open: WechatOpen;
  const service = '活动服务号';
  const mini = '活动小程序';

  beforeAll(async () => {
    standIn = await startWechatStandIn({ ...settings, clock: clock.now });
    store = memoryStore();
    const base = standIn.baseUrl;
    open = componentWechatOpen({
      config: { ...settings, apiBase: base, openBase: base, mpBase: base },
      store,
      clock: clock.now,
    });
  });
  afterAll(() => standIn.close());

  const callsTo = (path: string) => standIn.calls.filter((c) => c.path === path).length;
  const consent = async (nickname: string, kind: 'official' | 'mini_program' = 'official') => {
    const url = await open.consentUrl('https://site.example/function/authorized_add?state=s1', kind);
    const back = await clickThrough(standIn, url, nickname);
    expect(back.searchParams.get('state')).toBe('s1');
    return open.authorise(back.searchParams.get('auth_code') ?? '');
  };

  it('makes no component token before WeChat has pushed a ticket', async () => {
    await expect(open.consentUrl('https://site.example/back', 'official')).rejects.toMatchObject({
      errorName: 'WECHAT_OPEN_NOT_READY',
    });
    expect(callsTo('/cgi-bin/component/api_component_token')).toBe(0);
  });

  it('takes a pushed ticket only when it is signed with the token and sealed for this platform', async () => {
    await expect(open.receive(standIn.signedPush('<xml></xml>', 'wrong-token'))).rejects.toMatchObject({
      errorName: 'WECHAT_PUSH_INVALID',
    });
    const forged = standIn.ticketPush();
    await expect(
      open.receive({
        ...forged,
        body: forged.body.replace(/\[CDATA\[[^\]]+=*\]\]><\/Encrypt>/, '[CDATA[AAAA]]></Encrypt>'),
      }),
    ).rejects.toMatchObject({ errorName: 'WECHAT_PUSH_INVALID' });
    const otherPlatform = encryptMessage(settings.aesKey, 'wxanotherplatform', '<xml></xml>');
    const query = { timestamp: '1', nonce: 'n', msg_signature: msgSignature(settings.token, '1', 'n', otherPlatform) };
    const body = `<xml><Encrypt><![CDATA[${otherPlatform}]]></Encrypt></xml>`;
    await expect(open.receive({ query, body })).rejects.toMatchObject({ errorName: 'WECHAT_PUSH_INVALID' });
    expect(await store.ticket()).toBe('');
    expect(await open.receive(standIn.ticketPush('ticket@@@first'))).toEqual({ type: 'ticket' });
    expect(await store.ticket()).toBe('ticket@@@first');
  });

  it('authorises an official account through the consent page, with its description and tokens', async () => {
    const account = await consent(service);
    expect(account).toMatchObject({
      appid: 'wx5a1e0c0000000001',
      nickname: service,
      serviceType: 2,
      verifyType: 0,
      userName: 'gh_5a1e0c000001',
      miniProgram: false,
      tokens: { expiresIn: 7200 },
    });
    expect(account.tokens.accessToken).not.toBe('');
    expect(account.tokens.refreshToken).not.toBe('');
    const auth = standIn.calls.find((c) => c.path === '/cgi-bin/component/api_query_auth');
    expect(auth?.body).toMatchObject({ component_appid: settings.componentAppid });
  });

  it('refuses an auth code used twice or after its ten minutes', async () => {
    const url = await open.consentUrl('https://site.example/back', 'official');
    const code = (await clickThrough(standIn, url, service)).searchParams.get('auth_code') ?? '';
    await open.authorise(code);
    await expect(open.authorise(code)).rejects.toMatchObject({ errorName: 'WECHAT_CODE_INVALID' });
    const late = (
      await clickThrough(standIn, await open.consentUrl('https://site.example/back', 'official'), service)
    ).searchParams.get('auth_code');
    clock.advance(601_000);
    await expect(open.authorise(late ?? '')).rejects.toMatchObject({ errorName: 'WECHAT_CODE_INVALID' });
  });

  it('keeps its component token until ten minutes before its end, then makes a new one', async () => {
    await open.consentUrl('https://site.example/back', 'official');
    const before = callsTo('/cgi-bin/component/api_component_token');
    clock.advance(60 * 60_000);
    await open.consentUrl('https://site.example/back', 'official');
    expect(callsTo('/cgi-bin/component/api_component_token')).toBe(before);
    clock.advance(55 * 60_000);
    await open.consentUrl('https://site.example/back', 'official');
    expect(callsTo('/cgi-bin/component/api_component_token')).toBe(before + 1);
  });

  it('drops a component token WeChat no longer takes and makes the call again with a new one', async () => {
    await store.saveToken({ token: 'component_revoked', expiresAt: new Date(clock.now().getTime() + 3600_000) });
    const before = callsTo('/cgi-bin/component/api_component_token');
    await expect(open.consentUrl('https://site.example/back', 'official')).resolves.toContain('pre_auth_code=');
    expect(callsTo('/cgi-bin/component/api_component_token')).toBe(before + 1);
  });

  it('asks for a new ticket when the one it has is past its twelve hours', async () => {
    clock.advance(13 * 3600_000);
    await expect(open.consentUrl('https://site.example/back', 'official')).rejects.toMatchObject({
      errorName: 'WECHAT_OPEN_NOT_READY',
    });
    await open.receive(standIn.ticketPush());
    await expect(open.consentUrl('https://site.example/back', 'official')).resolves.toContain('pre_auth_code=');
  });

  it("refreshes an account's tokens with its refresh token; a refresh token WeChat does not know asks to authorise again", async () => {
    const account = await consent(service);
    const fresh = await open.refreshTokens(account.appid, account.tokens.refreshToken);
    expect(fresh.accessToken).not.toBe(account.tokens.accessToken);
    expect(fresh.refreshToken).toBe(account.tokens.refreshToken);
    await expect(open.refreshTokens(account.appid, 'refreshtoken_forged')).rejects.toMatchObject({
      errorName: 'WXACCOUNT_REAUTHORIZE',
    });
  });

  it("signs a participant in on the account's behalf: the openid silently, the nickname when asked", async () => {
    const { appid } = await consent(service);
    const signIn = async (scope: 'snsapi_base' | 'snsapi_userinfo', user: string) => {
      const url = open.oauthUrl(appid, scope, 'https://site.example/h5/ABC123', 'st8');
      expect(url).toContain(`component_appid=${settings.componentAppid}`);
      expect(url.endsWith('#wechat_redirect')).toBe(true);
      const back = await clickThrough(standIn, url, user);
      expect(back.searchParams.get('state')).toBe('st8');
      return back.searchParams.get('code') ?? '';
    };
    const zhang = standIn.openidOf(appid, 'zhang');
    expect(await open.oauthUser(appid, await signIn('snsapi_base', '张三'))).toEqual({ openid: zhang, nickname: '' });
    const code = await signIn('snsapi_userinfo', '张三');
    expect(await open.oauthUser(appid, code)).toEqual({ openid: zhang, nickname: '张三' });
    await expect(open.oauthUser(appid, code)).rejects.toMatchObject({ errorName: 'WECHAT_CODE_INVALID' });
    const li = await open.oauthUser(appid, await signIn('snsapi_userinfo', '李四'));
    expect(li.openid).not.toBe(zhang);
  });

  it("makes a mini-program code with the mini-program's token; WeChat's refusals come back as errors", async () => {
    const miniProgram = await consent(mini, 'mini_program');
    expect(miniProgram.miniProgram).toBe(true);
    const request = { scene: 'ABC123', page: 'pages/index/index', width: 430 };
    const image = await open.wxaCode(miniProgram.tokens.accessToken, request);
    expect(image.mime).toBe('image/jpeg');
    expect(Buffer.from(image.bytes.subarray(0, 4)).toString('hex')).toBe('89504e47');
    await expect(
      open.wxaCode(miniProgram.tokens.accessToken, { ...request, page: 'pages/none' }),
    ).rejects.toMatchObject({
      errorName: 'WECHAT_API_FAILED',
      message: expect.stringContaining('41030'),
    });
    const official = await consent(service);
    await expect(open.wxaCode(official.tokens.accessToken, request)).rejects.toMatchObject({ errcode: 48001 });
    clock.advance(7201_000);
    const expired = await open.wxaCode(miniProgram.tokens.accessToken, request).catch((err: unknown) => err);
    expect(expired).toBeInstanceOf(WechatApiError);
    expect((expired as WechatApiError).tokenRejected).toBe(true);
  });
});
