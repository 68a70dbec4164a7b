import { escapeHtml } from '../../platform/web/escape-html.js';
import type { StandInAccount, StandInUser } from './stand-in-state.js';

const page = (title: string, body: string) => `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#ededed;margin:0;padding:32px 16px;color:#191919}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px}
h1{font-size:20px;margin:0 0 8px}p{color:#666;font-size:14px}
a.choice{display:block;margin:12px 0;padding:12px;border-radius:8px;background:#07c160;color:#fff;text-decoration:none;text-align:center}
.note{font-size:12px;color:#999}
</style></head><body><main>${body}</main></body></html>`;

/** WeChat's stand-in consent page: the official account's administrator picks the account to authorise. */
export const consentPage = (accounts: StandInAccount[], link: (appid: string) => string) =>
  page(
    '微信公众平台授权（测试替身）',
    `<h1>授权给第三方平台</h1><p>请选择要授权的账号</p>${accounts
      .map(
        (a) =>
          `<a class="choice" href="${escapeHtml(link(a.appid))}">授权「${escapeHtml(a.nickname)}」${a.miniProgram ? '（小程序）' : ''}</a>`,
      )
      .join('')}<p class="note">这是本地测试用的微信开放平台替身，不会连接微信。</p>`,
  );

/** WeChat's stand-in sign-in page: the person holding the phone picks who they are in WeChat. */
export const oauthPage = (
  account: StandInAccount,
  scope: string,
  users: StandInUser[],
  link: (key: string) => string,
) =>
  page(
    '微信授权登录（测试替身）',
    `<h1>${escapeHtml(account.nickname)}</h1><p>${
      scope === 'snsapi_userinfo' ? '申请获得你的公开信息（昵称、头像）' : '静默授权：仅获取你的身份标识'
    }</p>${users
      .map((u) => `<a class="choice" href="${escapeHtml(link(u.key))}">以「${escapeHtml(u.nickname)}」的身份继续</a>`)
      .join('')}<p class="note">这是本地测试用的微信替身，不会连接微信。</p>`,
  );

export const errorPage = (message: string) => page('微信（测试替身）', `<h1>出错了</h1><p>${escapeHtml(message)}</p>`);
