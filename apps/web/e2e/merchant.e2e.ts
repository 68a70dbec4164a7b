import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startWechatPayStandIn,
  type WechatPayStandIn,
} from '../../server/src/test/payment-stand-ins/wechatpay-stand-in.js';
import { newPhone, openPage, screenshot, settle } from './support/browser.js';
import { registerOrganiser } from './support/organiser.js';
import { createQuizFromTemplate } from './support/quiz.js';
import type { RunningServer } from './support/server.js';
import { endStory, startStory } from './support/story.js';

const phone = `135${String(Date.now()).slice(-8)}`;

/** GETs the API as the organiser and answers the envelope's data. */
const get = async (server: RunningServer, apiPath: string, query: Record<string, string>, token: string) => {
  const res = await fetch(`${server.baseUrl}${apiPath}?${new URLSearchParams(query)}`, { headers: { token } });
  const env = (await res.json()) as { code: number; msg: string; data: Record<string, unknown> };
  if (env.code !== 200) throw new Error(`${apiPath}: ${env.msg}`);
  return env.data;
};

describe('an organiser adds a WeChat Pay merchant with its .pem key and a participant pays it through WeChat Pay', () => {
  let standIn: WechatPayStandIn;
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let token = '';
  let merchant: ReturnType<WechatPayStandIn['addMerchant']>;
  let keyFile = '';

  beforeAll(async () => {
    standIn = await startWechatPayStandIn({ clock: () => new Date() });
    merchant = standIn.addMerchant();
    keyFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'merchant-key-')), 'apiclient_key.pem');
    writeFileSync(keyFile, merchant.privateKeyPem);
    ({ server, browser, page } = await startStory({ WECHATPAY_BASE_URL: standIn.baseUrl }));
    ({ token } = await registerOrganiser(server, page, phone));
  });
  afterAll(async () => {
    await endStory({ server, browser });
    await standIn?.close();
  });

  it('finds 支付商户 in the 功能管理 menu and adds a merchant with the .pem key', async () => {
    await openPage(page, `${server.baseUrl}/function/payTenant`);
    await page.getByText('暂无商户，添加后可用于活动收款和发放红包').waitFor();
    await page.getByRole('button', { name: '添加商户' }).click();
    await page.waitForURL('**/function/ptAdd');
    await page.getByLabel('商户名称').fill('年会收款商户');
    await page.getByLabel('商户号').fill(merchant.mchId);
    await page.getByLabel('AppID').fill(merchant.appId);
    await page.getByLabel('APIv3密钥').fill(merchant.apiV3Key);
    await page.getByLabel('证书序列号').fill(merchant.certSerial);
    await page.getByLabel('上传 apiclient_key.pem').setInputFiles(keyFile);
    await page.getByText('已上传：apiclient_key.pem').waitFor();
    await page.getByLabel('微信支付公钥ID').fill(merchant.publicKeyId);
    await page.getByLabel('微信支付公钥', { exact: true }).fill(merchant.publicKeyPem);
    await settle(page);
    await screenshot(page, 'merchant-form');
    await page.getByRole('button', { name: /^保\s*存$/ }).click();
    await page.waitForURL('**/function/payTenant');
  });

  it('sees the merchant with its API key masked and only the key’s fingerprint, then tests it', async () => {
    const row = page.getByRole('row').filter({ hasText: '年会收款商户' });
    await row.waitFor();
    const text = (await row.textContent()) ?? '';
    expect(text).toContain(`****${merchant.apiV3Key.slice(-4)}`);
    expect(text).not.toContain(merchant.apiV3Key);
    expect(text).toMatch(/RSA 2048位 · 指纹/);
    expect(text).toContain('未测试');
    await row.getByRole('button', { name: /^测\s*试$/ }).click();
    await page.getByText('商户配置验证通过').waitFor();
    await row.getByText('验证通过').waitFor();
    await settle(page);
    await screenshot(page, 'merchant-list');
  });

  it('asks a fee for a quiz, a participant pays it on the phone through WeChat Pay, and the organiser sees it paid', async () => {
    const activityId = await createQuizFromTemplate(page, server);
    const { code } = (await get(
      server,
      '/api/MyActivity/activityInfo',
      { activity_id: String(activityId) },
      token,
    )) as {
      code: string;
    };
    await openPage(page, `${server.baseUrl}/function/payTenant`);
    await page.getByLabel('活动').click();
    await page.locator('.ant-select-item-option').first().click();
    await page.getByLabel('参与者付款商户').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '年会收款商户' }).last().click();
    await page.getByLabel('参与费用（元）').fill('9.9');
    await page.getByLabel('费用名称').fill('报名费');
    await page
      .locator('.ant-card')
      .filter({ hasText: '活动收款与红包' })
      .getByRole('button', { name: /^保\s*存$/ })
      .click();
    await page.getByText('保存成功').waitFor();

    const phonePage = await (await newPhone(browser)).newPage();
    await phonePage.goto(`${server.baseUrl}/h5/${code}`);
    await phonePage.getByRole('button', { name: '参与活动' }).click();
    await phonePage.getByLabel('姓名').fill('张三');
    await phonePage.getByLabel('手机号').fill('13800000001');
    await phonePage.getByLabel('单位').fill('技术部');
    await phonePage.getByRole('button', { name: '进入活动' }).click();
    await phonePage.getByText('报名费：¥9.90，支付后即可参与').waitFor();
    expect(await phonePage.getByRole('button', { name: '开始答题' }).isDisabled()).toBe(true);
    await screenshot(phonePage, 'merchant-phone-fee-due');

    // Outside WeChat the phone goes to WeChat Pay's payment page (the stand-in's), pays there and comes back.
    await phonePage.getByRole('button', { name: '立即支付 ¥9.90' }).click();
    await phonePage.getByRole('heading', { name: '微信支付（本地替身）' }).waitFor();
    expect([...standIn.orders.values()].filter((o) => o.mchid === merchant.mchId).map((o) => o.total)).toEqual([990]);
    await phonePage.getByRole('button', { name: '确认支付' }).click();
    await phonePage.getByText('支付成功').waitFor();
    await phonePage.goto(`${server.baseUrl}/h5/${code}`);
    await phonePage.getByRole('button', { name: '开始答题' }).click();
    await phonePage.locator('.qc-stem').waitFor();
    await screenshot(phonePage, 'merchant-phone-paid-quiz');
    await phonePage.context().close();

    await page.reload();
    await page.getByLabel('活动').click();
    await page.locator('.ant-select-item-option').first().click();
    const row = page.getByRole('row').filter({ hasText: '已支付' });
    await row.waitFor();
    expect(await row.textContent()).toContain('¥9.90');
    await settle(page);
    await screenshot(page, 'merchant-participant-paid');
  });
});
