import { contract, type WxAccountKind } from '@app/contract';
import { componentEventPath } from '../../platform/wechat/component-events.js';
import { createTestApp } from '../test-app.js';
import { clickThrough, standInEnv, standInSettings } from './stand-in-browser.js';
import { type SignedPush, startWechatStandIn } from './wechat-stand-in.js';

const c = contract.wxaccount;

/**
 * The whole server configured for a third-party platform, against WeChat's stand-in on the same hand clock, with
 * a first ticket already pushed.
 */
export const startWechatApp = async () => {
  const settings = standInSettings();
  let clockOf: () => Date = () => new Date();
  const standIn = await startWechatStandIn({ ...settings, clock: () => clockOf() });
  const t = await createTestApp(standInEnv(settings, standIn.baseUrl));
  clockOf = t.clock.now;
  /** Delivers a push to the platform's event URL, as WeChat does. */
  const push = (p: SignedPush) =>
    t.app.inject({
      method: 'POST',
      url: `${componentEventPath}?${new URLSearchParams(p.query)}`,
      headers: { host: 'localhost', 'content-type': 'text/xml' },
      payload: p.body,
    });
  await push(standIn.ticketPush());
  /** The organiser asks for WeChat's consent page, picks `nickname` there, and the page hands back the result. */
  const authorise = async (token: string, nickname: string, kind: WxAccountKind = 'official') => {
    const { url } = (await t.call(c.authUrl, { kind }, { token })).body.data;
    const back = await clickThrough(standIn, url, nickname);
    const input = { auth_code: back.searchParams.get('auth_code') ?? '', state: back.searchParams.get('state') ?? '' };
    return t.call(c.authCallback, input, { token });
  };
  /** The account `nickname`, authorised by the organiser, as the callback answered it. */
  const authorised = async (token: string, nickname: string, kind: WxAccountKind = 'official') => {
    const res = await authorise(token, nickname, kind);
    if (res.body.code !== 200) throw new Error(`authorising ${nickname}: ${res.body.msg}`);
    return res.body.data;
  };
  return {
    t,
    standIn,
    push,
    authorise,
    authorised,
    close: async () => {
      await t.close();
      await standIn.close();
    },
  };
};

export type WechatApp = Awaited<ReturnType<typeof startWechatApp>>;
