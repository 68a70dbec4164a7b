import { randomBytes } from 'node:crypto';
import type { WechatStandIn } from './wechat-stand-in.js';

/** The href of the page's link whose text contains `text` (the stand-in's pages escape & as &#38;). */
const linkIn = (html: string, text: string) => {
  for (const match of html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)) {
    if ((match[2] ?? '').includes(text)) return (match[1] ?? '').replaceAll('&#38;', '&');
  }
  throw new Error(`no link "${text}" on the page: ${html.slice(0, 300)}`);
};

/**
 * What a person's browser does on the stand-in's pages, for tests without one: opens `url`, clicks the link
 * naming `choice` (an account on the consent page, a user on the sign-in page) and answers where WeChat sends
 * them back to.
 */
export const clickThrough = async (standIn: WechatStandIn, url: string, choice: string) => {
  const page = await fetch(url.replace(/#.*$/, ''));
  const href = linkIn(await page.text(), choice);
  const res = await fetch(new URL(href, standIn.baseUrl), { redirect: 'manual' });
  const location = res.headers.get('location');
  if (res.status !== 302 || !location) throw new Error(`the stand-in did not send the browser back (${res.status})`);
  return new URL(location);
};

/** Settings for a stand-in and the platform that talks to it. */
export const standInSettings = () => ({
  componentAppid: 'wxc0mp0nent0000001',
  componentSecret: randomBytes(16).toString('hex'),
  token: randomBytes(8).toString('hex'),
  aesKey: randomBytes(32)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, 'a')
    .slice(0, 43),
});

/** The environment that points the server at a stand-in started with `settings`. */
export const standInEnv = (settings: ReturnType<typeof standInSettings>, baseUrl: string) => ({
  WECHAT_COMPONENT_APPID: settings.componentAppid,
  WECHAT_COMPONENT_SECRET: settings.componentSecret,
  WECHAT_COMPONENT_TOKEN: settings.token,
  WECHAT_COMPONENT_AES_KEY: settings.aesKey,
  WECHAT_API_BASE: baseUrl,
  WECHAT_OPEN_BASE: baseUrl,
  WECHAT_MP_BASE: baseUrl,
  SECRETS_KEY: randomBytes(32).toString('hex'),
});
