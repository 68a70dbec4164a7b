import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, settle } from './support/browser.js';
import { registerOrganiser } from './support/organiser.js';
import type { RunningServer } from './support/server.js';
import { endStory, startStory } from './support/story.js';

const phone = `136${String(Date.now()).slice(-8)}`;
const password = 'goodpass1';

describe('an organiser tops up the balance through the sandbox checkout and finds it in the ledger', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ server, browser, page } = await startStory());
    await registerOrganiser(server, page, phone, password);
  });
  afterAll(() => endStory({ server, browser }));

  let payUrl = '';

  it('orders a top-up of 100 yuan of 账户余额 and sees its QR code', async () => {
    await page.goto(`${server.baseUrl}/user/user_recharge`);
    await page.getByRole('radio', { name: '账户余额' }).check();
    await page.getByText('¥0.00').first().waitFor();
    await page.getByLabel('其他金额').fill('100');
    await page.getByRole('button', { name: '立即充值' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '扫码支付' });
    await dialog.getByText('¥100.00').waitFor();
    const open = dialog.getByRole('link', { name: '打开收银台' });
    expect(await open.getAttribute('target')).toBe('_blank');
    payUrl = (await open.getAttribute('href')) ?? '';
    expect(payUrl).toMatch(/^http/);
    await settle(page);
    await screenshot(page, 'wallet-checkout-dialog');
  });

  it('pays on the sandbox checkout page', async () => {
    const checkout = await browser.newPage({ viewport: { width: 800, height: 700 } });
    await checkout.goto(payUrl);
    await checkout.getByRole('button', { name: '确认支付' }).click();
    await checkout.getByText('支付成功').waitFor();
    await screenshot(checkout, 'wallet-sandbox-paid');
    await checkout.close();
  });

  it('sees the dialog close, the balance ¥100.00 and the record 已支付', async () => {
    await page.getByText('充值成功').waitFor({ timeout: 15_000 });
    await page.getByRole('dialog').filter({ hasText: '扫码支付' }).waitFor({ state: 'hidden' });
    await page.locator('.ant-form-item').filter({ hasText: '当前余额' }).getByText('¥100.00').waitFor();
    const row = page.getByRole('row').filter({ hasText: '已支付' });
    await row.waitFor();
    expect(await row.textContent()).toContain('¥100.00');
    await settle(page);
    await screenshot(page, 'wallet-recharge-page');
  });

  it('finds the +100.00 row in the ledger and opens it', async () => {
    await page.goto(`${server.baseUrl}/user/user_journalDetail`);
    const row = page.getByRole('row').filter({ hasText: '+100.00' });
    await row.waitFor();
    expect(await row.textContent()).toContain('充值');
    expect(await row.textContent()).toContain('账户余额');
    await screenshot(page, 'wallet-ledger');
    await row.click();
    await page.waitForURL('**/user/user_journalDetailNext?id=*');
    await page.getByRole('link', { name: '查看订单' }).waitFor();
    await screenshot(page, 'wallet-ledger-entry');
  });

  it('shows the balance and its income on 收支明细', async () => {
    await page.goto(`${server.baseUrl}/user/user_journal`);
    const card = page.locator('.ant-card').filter({ hasText: '账户余额' });
    await card.getByText('¥100.00').first().waitFor();
    await screenshot(page, 'wallet-journal');
  });

  it('shows the SMS pages, the points and the account page with the new balance', async () => {
    await page.goto(`${server.baseUrl}/function/note_pay`);
    await page.getByText('短信单价 ¥0.10/条，每 70 字计 1 条').waitFor();
    await screenshot(page, 'wallet-note-pay');
    await page.goto(`${server.baseUrl}/function/note_manage`);
    await page.getByText('短信记录', { exact: true }).waitFor();
    await screenshot(page, 'wallet-note-manage');
    await page.goto(`${server.baseUrl}/user/points_record`);
    await page.getByText('当前积分').waitFor();
    await screenshot(page, 'wallet-points');
    await page.goto(`${server.baseUrl}/user/user_account`);
    await page.getByText('¥100.00').first().waitFor();
    await page.getByRole('button', { name: '绑定微信' }).click();
    await page.getByText('已绑定').waitFor();
    await settle(page);
    await screenshot(page, 'wallet-account');
  });
});
