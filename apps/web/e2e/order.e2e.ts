import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmNotice, openPage, openTopMenuEntry, screenshot, settle } from './support/browser.js';
import { post, registerOrganiser } from './support/organiser.js';
import { payInSandbox, topUp } from './support/sandbox.js';
import type { RunningServer } from './support/server.js';
import { endStory, startStory } from './support/story.js';

const phone = `135${String(Date.now()).slice(-8)}`;

/** One service of the catalogue (the catalogue is itself a card). */
const serviceCard = (page: Page, name: string) =>
  page.locator('.ant-col > .ant-card').filter({ has: page.getByText(name, { exact: true }) });

describe('an organiser tops up online, then buys a value-added service and more online capacity with the balance', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let token = '';

  beforeAll(async () => {
    ({ server, browser, page } = await startStory());
    ({ token } = await registerOrganiser(server, page, phone));
  });
  afterAll(() => endStory({ server, browser }));

  it('tops up 300 yuan through the sandbox checkout', async () => {
    await topUp(browser, page, server, 300);
  });

  it('sees the catalogue of value-added services from the top menu', async () => {
    await openTopMenuEntry(page, '增值个人服务');
    await page.waitForURL('**/function/value_service');
    const card = serviceCard(page, '数据导出增强');
    await card.getByText('¥98.00/年').waitFor();
    await card.getByText('有效期：365天/年').waitFor();
    await page.getByText('暂未购买服务').waitFor();
    await settle(page);
    await screenshot(page, 'order-value-service');
  });

  it('buys two years of 数据导出增强 from the balance and finds it among my services', async () => {
    const card = serviceCard(page, '数据导出增强');
    await card.getByRole('button', { name: /^购\s*买$/ }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '购买：数据导出增强' });
    await dialog.getByLabel('购买数量').fill('2');
    await dialog.getByText('¥196.00').waitFor();
    await settle(page);
    await screenshot(page, 'order-buy-dialog');
    await dialog.getByRole('button', { name: '余额支付' }).click();
    await confirmNotice(page, '确认使用账户余额支付 ¥196.00？');
    await page.getByText('购买成功').waitFor();
    const mine = page.locator('.ant-card').filter({ hasText: '我的服务' });
    const row = mine.getByRole('row').filter({ hasText: '数据导出增强' });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await settle(page);
    await screenshot(page, 'order-my-services');
  });

  it('is refused with the server message when the balance no longer covers a service', async () => {
    const card = serviceCard(page, '专属客服');
    await card.getByRole('button', { name: /^购\s*买$/ }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: '购买：专属客服' })
      .getByRole('button', { name: '余额支付' })
      .click();
    await confirmNotice(page, '确认使用账户余额支付 ¥998.00？');
    await page.getByText('账户余额不足，请先充值').waitFor();
    await page.keyboard.press('Escape');
  });

  it('adds 500 online participants from the balance on the account page', async () => {
    await page.goto(`${server.baseUrl}/user/user_account`);
    const card = page.locator('.ant-card').filter({ hasText: '在线人数扩容' });
    await card.getByText('200 人').waitFor();
    await card.getByRole('radio', { name: '+500 人 ¥50.00' }).check();
    await card.getByRole('button', { name: '余额支付' }).click();
    await confirmNotice(page, '确认使用账户余额支付 ¥50.00，在线人数上限增加 500 人？');
    await page.getByText('扩容成功').waitFor();
    await card.getByText('700 人').waitFor();
    await page.locator('.ant-card').filter({ hasText: '账户资产' }).getByText('¥54.00').waitFor();
    await settle(page);
    await screenshot(page, 'order-online-capacity');
  });

  it('lists the orders with how each was paid, and filters them by status', async () => {
    await page.goto(`${server.baseUrl}/user/user_order`);
    const service = page.getByRole('row').filter({ hasText: '增值服务' }).filter({ hasText: '已支付' });
    await service.waitFor();
    expect(await service.textContent()).toContain('余额支付');
    expect(await service.textContent()).toContain('¥196.00');
    const topUp = page.getByRole('row').filter({ hasText: '账户充值' });
    expect(await topUp.textContent()).toContain('在线支付（沙箱）');
    // The refused purchase left an unpaid order behind, which can still be closed.
    const unpaid = page.getByRole('row').filter({ hasText: '待支付' });
    await unpaid.getByText('关闭').waitFor();
    await settle(page);
    await screenshot(page, 'order-list');
    await page.getByLabel('订单状态').click();
    await page.getByTitle('待支付').last().click();
    await page.getByRole('row').filter({ hasText: '已支付' }).first().waitFor({ state: 'hidden' });
    await unpaid.getByText('关闭').click();
    await confirmNotice(page, '确认关闭订单');
    await page.getByText('订单已关闭').waitFor();
  });

  it('opens the service order with the ledger row it caused', async () => {
    await page.goto(`${server.baseUrl}/user/user_order`);
    await page
      .getByRole('row')
      .filter({ hasText: '增值服务' })
      .filter({ hasText: '已支付' })
      .getByRole('link', { name: '详情' })
      .click();
    await page.waitForURL('**/user/user_orderDetail?id=*');
    const ledger = page
      .locator('.ant-card')
      .filter({ hasText: '资金变动' })
      .getByRole('row')
      .filter({ hasText: '购买增值服务' });
    await ledger.waitFor();
    expect(await ledger.textContent()).toContain('-¥196.00');
    expect(await ledger.textContent()).toContain('¥300.00');
    await settle(page);
    await screenshot(page, 'order-detail');
  });

  it('requests an invoice for the top-up paid online and sees it 开票中', async () => {
    await page.goto(`${server.baseUrl}/user/user_receipt`);
    await page.getByText('开票须知').waitFor();
    await page.getByText(/发票由智答云开具电子发票/).waitFor();
    const row = page.getByRole('row').filter({ hasText: '账户充值' });
    await row.getByRole('checkbox').check();
    await page.getByText('已选 1 个订单，合计 ¥300.00').waitFor();
    await settle(page);
    await screenshot(page, 'order-receipt');
    await page.getByRole('button', { name: '申请开票' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '发票抬头' });
    await dialog.getByLabel('发票抬头').fill('杭州测试科技有限公司');
    await dialog.getByLabel('税号').fill('91330100mA2XXXXX1X');
    await dialog.getByLabel('邮箱').fill('fin@example.com');
    await settle(page);
    await screenshot(page, 'order-invoice-form');
    await dialog.getByRole('button', { name: /^提\s*交$/ }).click();
    await page.getByText('开票申请已提交').waitFor();
    const record = page.getByRole('row').filter({ hasText: '杭州测试科技有限公司' });
    await record.getByText('开票中').waitFor();
    expect(await record.textContent()).toContain('91330100MA2XXXXX1X');
    await settle(page);
    await screenshot(page, 'order-invoice-records');
  });

  it('publishes an activity with 去除平台版权 and 500 more online places as one order paid online', async () => {
    const activity = (await post(server, '/api/Order/createActivity', { type: 1, title: '组合购买演示' }, token)) as {
      id: number;
    };
    await openPage(page, `${server.baseUrl}/activity/activitySettin?activity_id=${activity.id}`);
    const card = page.locator('.ant-card').filter({ hasText: '同时购买（可选）' }).last();
    await card.getByText('7天', { exact: false }).first().click();
    await card.getByText('去除平台版权 ¥298.00/年').click();
    await card.getByLabel('在线人数扩容').click();
    await page.getByTitle('+500人 ¥50.00').click();
    await card.getByText('¥377.00').waitFor();
    await settle(page);
    await screenshot(page, 'order-publish-with-services');
    await card.getByRole('button', { name: '在线支付' }).click();
    await payInSandbox(browser, page);
    await page.getByText('发布成功').waitFor({ timeout: 15_000 });

    await page.goto(`${server.baseUrl}/user/user_order`);
    const union = page.getByRole('row').filter({ hasText: '组合订单' });
    expect(await union.textContent()).toContain('发布活动：组合购买演示（7天）等3项');
    await union.getByRole('link', { name: '详情' }).click();
    await page.waitForURL('**/user/user_orderDetail?id=*');
    const parts = page.locator('.ant-card').filter({ hasText: '组合内容' }).getByRole('row');
    await parts.filter({ hasText: '去除平台版权' }).filter({ hasText: '已支付' }).waitFor();
    await parts.filter({ hasText: '在线人数扩容500人' }).filter({ hasText: '已支付' }).waitFor();
    await parts.filter({ hasText: '发布活动：组合购买演示（7天）' }).filter({ hasText: '¥29.00' }).waitFor();
    await settle(page);
    await screenshot(page, 'order-union-detail');
  });

  it('finds that activity on the home centre among the running ones, about to expire, with its renewal', async () => {
    await openPage(page, `${server.baseUrl}/activity/system`);
    const running = page.locator('.ant-statistic').filter({ hasText: '进行中的活动' });
    await running.getByText('1', { exact: true }).waitFor();
    const soon = page.getByRole('region', { name: '即将到期' });
    await soon.getByText('组合购买演示').waitFor();
    await soon.getByText('7天后到期').waitFor();
    await settle(page);
    await screenshot(page, 'home-overview');
    await soon.getByRole('link', { name: '续费' }).click();
    await page.waitForURL('**/activity/remaining_pay?activity_id=*');
  });

  it('exchanges the points its purchases earned for balance, in whole yuan', async () => {
    await openPage(page, `${server.baseUrl}/user/points_record`);
    const held = page.locator('.ant-statistic').filter({ hasText: '当前积分' });
    // 196 + 50 + 377 yuan paid for services, capacity and the union order; a top-up earns none.
    await held.getByText('623').waitFor();
    await page.getByRole('button', { name: '兑换余额' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '积分兑换账户余额' });
    await dialog.getByText('可兑换 ¥6.00').waitFor();
    await settle(page);
    await screenshot(page, 'points-exchange');
    await dialog.getByRole('button', { name: '确认兑换' }).click();
    await page.getByText('已兑换 ¥6.00，存入账户余额').waitFor();
    await held.getByText('23').waitFor();
    await page.getByRole('row').filter({ hasText: '积分兑换账户余额' }).filter({ hasText: '-600' }).waitFor();
  });
});
