import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from './server.js';

/** Pays the open 扫码支付 dialog's order on the sandbox checkout page, in a page of its own. */
export const payInSandbox = async (browser: Browser, page: Page) => {
  const open = page.getByRole('dialog').filter({ hasText: '扫码支付' }).getByRole('link', { name: '打开收银台' });
  const payUrl = (await open.getAttribute('href')) ?? '';
  const checkout = await browser.newPage();
  await checkout.goto(payUrl);
  await checkout.getByRole('button', { name: '确认支付' }).click();
  await checkout.getByText('支付成功').waitFor();
  await checkout.close();
};

const balanceNames = { money: '账户余额', dx_money: '短信余额' } as const;

/** Tops a balance (the general one unless named) up through the recharge page and the sandbox checkout. */
export const topUp = async (
  browser: Browser,
  page: Page,
  server: RunningServer,
  yuan: number,
  kind: keyof typeof balanceNames = 'money',
) => {
  // The page's ?kind= picks the balance, as the links to it from the SMS and account pages do.
  await page.goto(`${server.baseUrl}/user/user_recharge?kind=${kind}`);
  await page.getByRole('radio', { name: balanceNames[kind], checked: true }).waitFor({ state: 'attached' });
  await page.getByLabel('其他金额').fill(String(yuan));
  await page.getByRole('button', { name: '立即充值' }).click();
  await payInSandbox(browser, page);
  await page.getByText('充值成功').waitFor({ timeout: 15_000 });
};
