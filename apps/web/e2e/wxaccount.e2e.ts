import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standInEnv, standInSettings } from '../../server/src/test/wechat-stand-in/stand-in-browser.js';
import { startWechatStandIn, type WechatStandIn } from '../../server/src/test/wechat-stand-in/wechat-stand-in.js';
import { chooseOption, confirmNotice, newPhone, openPage, screenshot, selectNamed, settle } from './support/browser.js';
import { post, registerOrganiser } from './support/organiser.js';
import type { RunningServer } from './support/server.js';
import { endStory, startStory } from './support/story.js';

const phone = `135${String(Date.now()).slice(-8)}`;
const title = '公众号登录答题';

describe("an organiser authorises their official account and the activity's participants sign in with it", () => {
  let standIn: WechatStandIn;
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let activity: { id: number; code: string };

  beforeAll(async () => {
    const settings = standInSettings();
    standIn = await startWechatStandIn(settings);
    ({ server, browser, page } = await startStory(standInEnv(settings, standIn.baseUrl)));
    const pushed = await standIn.deliver(`${server.baseUrl}/wechat/component/event`, standIn.ticketPush());
    expect(pushed.text).toBe('success');
    const { token } = await registerOrganiser(server, page, phone);
    activity = (await post(server, '/api/Order/createActivity', { type: 1, title }, token)) as typeof activity;
  });
  afterAll(async () => {
    await endStory({ server, browser });
    await standIn.close();
  });

  it("authorises the service account on WeChat's consent page and lists it", async () => {
    await openPage(page, `${server.baseUrl}/function/authorized_add`);
    await settle(page);
    await screenshot(page, 'wxaccount-authorise');
    await page.getByRole('button', { name: '授权公众号' }).click();
    await page.waitForURL(`${standIn.baseUrl}/cgi-bin/componentloginpage**`);
    await screenshot(page, 'wxaccount-consent');
    await page.getByRole('link', { name: '授权「活动服务号」' }).click();
    await page.getByText('“活动服务号”授权成功').waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).search).toBe('');
    await settle(page);
    await screenshot(page, 'wxaccount-authorised');
    await page.getByRole('button', { name: '查看已授权公众号' }).click();
    const row = page.getByRole('row').filter({ hasText: '活动服务号' });
    await row.getByText('服务号', { exact: true }).waitFor();
    await row.getByText('已授权').waitFor();
    await settle(page);
    await screenshot(page, 'wxaccount-list');
  });

  it('chooses the account for the activity', async () => {
    await openPage(page, `${server.baseUrl}/function/weChat_settin`);
    await page.getByRole('button', { name: `设置 ${title}` }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: `公众号设置：${title}` });
    await chooseOption(page, selectNamed(dialog, '登录公众号'), '活动服务号');
    await settle(page);
    await screenshot(page, 'wxaccount-setting-dialog');
    await dialog.getByRole('button', { name: /^保\s*存$/ }).click();
    await page.getByText('保存成功').first().waitFor();
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByText('活动服务号').waitFor();
    await settle(page);
    await screenshot(page, 'wxaccount-settings');
  });

  /** A phone opens the activity, signs in with WeChat as `user` and answers what joining gave it. */
  const joinAs = async (user: string, shot?: string) => {
    const context = await newPhone(browser);
    const phonePage = await context.newPage();
    await phonePage.goto(`${server.baseUrl}/h5/${activity.code}`);
    await phonePage.getByRole('button', { name: '微信授权参与' }).click();
    await phonePage.waitForURL(`${standIn.baseUrl}/connect/oauth2/authorize**`);
    if (shot) await screenshot(phonePage, shot);
    const entered = phonePage.waitForResponse((r) => r.url().endsWith('/api/h5/enter'));
    await phonePage.getByRole('link', { name: `以「${user}」的身份继续` }).click();
    const joined = (await (await entered).json()) as { code: number; data: { id: number; name: string } };
    await phonePage.getByRole('button', { name: '开始答题' }).waitFor({ timeout: 15_000 });
    expect(phonePage.url()).toBe(`${server.baseUrl}/h5/${activity.code}`);
    return { joined, phonePage, context };
  };

  it("lets a participant in as the account's WeChat user, and the same person again as the same participant", async () => {
    const first = await joinAs('张三', 'wxaccount-phone-consent');
    expect(first.joined).toMatchObject({ code: 200, data: { name: '张三' } });
    await settle(first.phonePage);
    await screenshot(first.phonePage, 'wxaccount-phone-joined');
    await first.context.close();
    const again = await joinAs('张三');
    expect(again.joined.data.id).toBe(first.joined.data.id);
    await again.context.close();
    const other = await joinAs('李四');
    expect(other.joined.data.id).not.toBe(first.joined.data.id);
    await other.context.close();
    const exchanges = standIn.calls.filter((c) => c.path === '/sns/oauth2/component/access_token');
    expect(exchanges).toHaveLength(3);
    expect(exchanges.every((c) => c.query.appid === 'wx5a1e0c0000000001')).toBe(true);
  });

  it('refuses to remove the account while the activity signs in with it', async () => {
    await openPage(page, `${server.baseUrl}/function/authorized_weChat`);
    const row = page.getByRole('row').filter({ hasText: '活动服务号' });
    await row.getByRole('button', { name: /^删\s*除$/ }).click();
    await confirmNotice(page, '吗？删除后需重新授权才能使用。');
    await page.getByText(`该公众号正被活动「${title}」用于微信登录`, { exact: false }).first().waitFor();
    await settle(page);
    await screenshot(page, 'wxaccount-remove-refused');
    await expect(row.getByText('活动服务号').count()).resolves.toBe(1);
  });
});
