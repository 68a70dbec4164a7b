import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pressClosing, screenshot } from './support/browser.js';
import { registerInPanel } from './support/organiser.js';
import type { RunningServer } from './support/server.js';
import { endStory, startStory } from './support/story.js';

const phone = `139${String(Date.now()).slice(-8)}`;
const password = 'goodpass1';

const fillLogin = async (page: Page) => {
  await page.getByLabel('请输入手机号').fill(phone);
  await page.getByLabel('请输入密码').fill(password);
  await page.getByRole('button', { name: '立即登录' }).click();
};

describe('a new organiser registers, logs out and logs in again', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ server, browser, page } = await startStory());
  });
  afterAll(() => endStory({ server, browser }));

  it('opens the site and lands on the public home centre', async () => {
    await page.goto(server.baseUrl);
    await page.waitForURL('**/activity/system');
    await expect.poll(() => page.title()).toContain('智答云');
  });

  it('registers with the code read from the sms outbox and is sent to my activities', async () => {
    await registerInPanel(server, page, phone, password);
    await page.getByText('暂无活动').waitFor();
    await screenshot(page, 'shell-activity-manage');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('QUES_USER') ?? '{}'));
    expect(stored.phone).toBe(phone);
    expect(stored.token).toBeTruthy();
  });

  it('shows the account page with the three balances', async () => {
    await page.goto(`${server.baseUrl}/user/user_account`);
    await page.getByText('账户余额').waitFor();
    await page.getByText('短信余额').waitFor();
    await page.getByText('红包余额').waitFor();
    await screenshot(page, 'account-page');
  });

  it('logs out through the avatar menu after confirming', async () => {
    await page.getByRole('button', { name: new RegExp(phone) }).click();
    await page.getByText('退出登录').click();
    await pressClosing(page.locator('.ant-modal-confirm').filter({ hasText: '确认退出？' }), /^是$/);
    await page.waitForURL('**/login');
    await page.getByText('账号登录').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('QUES_USER'))).toBeNull();
    await screenshot(page, 'login-panel');
  });

  it('logs in again with the phone and password', async () => {
    await fillLogin(page);
    await page.waitForURL('**/activity/manage', { timeout: 10_000 });
    await page.getByText('暂无活动').waitFor();
  });

  it('refuses a wrong password with the server message', async () => {
    const other = await browser.newPage();
    await other.goto(`${server.baseUrl}/login`);
    await other.getByLabel('请输入手机号').fill(phone);
    await other.getByLabel('请输入密码').fill('wrongpass1');
    await other.getByRole('button', { name: '立即登录' }).click();
    await other.getByText('手机号或密码错误').waitFor();
    await other.close();
  });

  it('sends a visitor who opens a private page to the recommendation page with the login popup', async () => {
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${server.baseUrl}/user/user_account`);
    await visitorPage.waitForURL('**/recommend/recommend');
    await visitorPage.getByRole('dialog').getByLabel('请输入手机号').waitFor();
    await screenshot(visitorPage, 'visitor-login-popup');
    await visitor.close();
  });

  it('shows the validation message in a dialog titled 提示', async () => {
    const fresh = await browser.newContext();
    const p = await fresh.newPage();
    await p.goto(`${server.baseUrl}/login`);
    await p.getByLabel('请输入手机号').fill('12345');
    await p.getByRole('button', { name: '立即登录' }).click();
    const dialog = p.getByRole('dialog').filter({ hasText: '手机号格式错误' });
    await dialog.waitFor();
    expect(await dialog.locator('.ant-modal-confirm-title').textContent()).toBe('提示');
    await screenshot(p, 'validation-dialog');
    await fresh.close();
  });
});
