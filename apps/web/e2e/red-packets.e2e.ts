import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPhone, openPage, screenshot, settle } from './support/browser.js';
import { createFireQuiz } from './support/fire-quiz.js';
import { registerOrganiser } from './support/organiser.js';
import { payInSandbox } from './support/sandbox.js';
import type { RunningServer } from './support/server.js';
import { endStory, startStory } from './support/story.js';

const phone = `135${String(Date.now()).slice(-8)}`;
const title = '红包答题';

describe('an organiser pays an online quiz’s passers red packets from the red-packet balance', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let phoneContext: BrowserContext;
  let quiz: { id: number; code: string };

  beforeAll(async () => {
    ({ server, browser, page } = await startStory());
    const { token } = await registerOrganiser(server, page, phone);
    quiz = await createFireQuiz(server, token, { bankName: '安全题库', title, score: 10, passScore: 10 });
  });
  afterAll(async () => {
    await phoneContext?.close();
    await endStory({ server, browser });
  });

  it('finds 红包管理 in the function menu and tops the red-packet balance up through the sandbox', async () => {
    await openPage(page, `${server.baseUrl}/activity/manage`);
    const sidebar = page.locator('.ant-layout-sider');
    await sidebar.getByText('功能管理').click();
    await sidebar.getByRole('link', { name: '红包管理' }).click();
    await page.waitForURL('**/function/wechat_bag');
    await page.getByRole('button', { name: '充值' }).click();
    await page.waitForURL('**/function/wechat_pay');
    await page.getByLabel('充值金额').fill('100');
    await page.getByRole('button', { name: '立即充值' }).click();
    await payInSandbox(browser, page);
    await page.getByText('红包余额充值成功').waitFor({ timeout: 15_000 });
    await page.getByText('¥100.00').first().waitFor();
    await page.getByRole('cell', { name: '+100.00' }).waitFor();
    await settle(page);
    await screenshot(page, 'hb-top-up');
  });

  it('sets a fixed red packet for everyone who passes on /activity/sendHb', async () => {
    await openPage(page, `${server.baseUrl}/activity/sendHb?activity_id=${quiz.id}`);
    await page.getByRole('tab', { name: '红包设置' }).waitFor();
    await page.getByText('未设置红包商户：红包通过沙箱发放，不产生真实转账。').waitFor();
    await page.getByLabel('单个金额（元）').fill('1.88');
    await page.getByLabel('总预算（元）').fill('50');
    await page.getByRole('button', { name: /^保\s*存$/ }).click();
    await page.getByText('红包规则已保存').waitFor();
    await settle(page);
    await screenshot(page, 'hb-send-rule');
  });

  it('lets a participant who passed claim the red packet on the phone’s result', async () => {
    phoneContext = await newPhone(browser);
    const p = await phoneContext.newPage();
    await p.goto(`${server.baseUrl}/h5/${quiz.code}`);
    await p.getByRole('button', { name: '参与活动' }).click();
    await p.getByRole('button', { name: '开始答题' }).click();
    // Answers are revealed once the attempt is in (the default), so the last answer hands the attempt in.
    await p.getByRole('button', { name: /119/ }).click();
    await p.getByText('已及格').waitFor({ timeout: 15_000 });
    await p.getByRole('button', { name: '领取红包' }).click();
    await p.getByText('已领取红包 ¥1.88').waitFor();
    await settle(p);
    await screenshot(p, 'hb-phone-claimed');
  });

  it('shows the organiser the payout and the ledger rows, and withdraws the rest to the general balance', async () => {
    await openPage(page, `${server.baseUrl}/activity/sendHb?activity_id=${quiz.id}`);
    const row = page.getByRole('row').filter({ hasText: '¥1.88' });
    await row.getByText('已发放').waitFor();
    await page.getByText('已发放 ¥1.88（1 个），预算剩余 ¥48.12').waitFor();
    await settle(page);
    await screenshot(page, 'hb-payouts');

    await openPage(page, `${server.baseUrl}/function/wechat_bag`);
    await page.getByRole('cell', { name: '-1.88' }).waitFor();
    expect(await page.getByRole('row').filter({ hasText: '红包发放' }).textContent()).toContain(title);
    await page.getByRole('button', { name: '提现' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '红包余额提现到账户余额' });
    await dialog.getByText('可提现：¥98.12').waitFor();
    await dialog.getByLabel('提现金额').fill('50');
    await dialog.getByRole('button', { name: '确认提现' }).click();
    await page.getByText('已提现到账户余额').waitFor();
    await page.getByRole('cell', { name: '-50.00' }).waitFor();
    await page.getByText('¥48.12').first().waitFor();
    await settle(page);
    await screenshot(page, 'hb-bag');
  });
});
