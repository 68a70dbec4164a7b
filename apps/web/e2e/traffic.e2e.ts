import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmNotice, newPhone, screenshot, settle } from './support/browser.js';
import { post, registerOrganiser } from './support/organiser.js';
import { topUp } from './support/sandbox.js';
import type { RunningServer } from './support/server.js';
import { endStory, startStory } from './support/story.js';

const phone = `136${String(Date.now()).slice(-8)}`;

// Served bytes are written every second here (a minute in production), so the page shows them at once.
process.env.TRAFFIC_FLUSH_MS = '1000';

/** Uploads a PNG as the organiser, the way the image picker does; answers its URL. */
const uploadImage = async (server: RunningServer, token: string, png: Buffer) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cover.png');
  const res = await fetch(`${server.baseUrl}/api/api/Uploads/aliyun_oss`, {
    method: 'POST',
    headers: { token },
    body: form,
  });
  const env = (await res.json()) as { code: number; msg: string; data: { url: string } };
  if (env.code !== 200) throw new Error(`upload: ${env.msg}`);
  return env.data.url;
};

describe('an organiser sees the traffic of an activity’s cover on /function/safeVerify and buys a pack with the balance', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let token: string;
  const title = '流量测试答题';

  beforeAll(async () => {
    ({ server, browser, page } = await startStory());
    ({ token } = await registerOrganiser(server, page, phone));
  });
  afterAll(() => endStory({ server, browser }));

  it('tops up 40 yuan through the sandbox checkout', async () => {
    await topUp(browser, page, server, 40);
  });

  it('opens an activity with an uploaded cover on a phone, which counts its bytes', async () => {
    const cover = await uploadImage(server, token, await page.screenshot());
    const created = (await post(server, '/api/Order/createActivity', { type: 1, title }, token)) as { id: number };
    const saved = (await post(
      server,
      '/api/MyActivity/saveActivity',
      { activity_id: created.id, title, cover, description: '测试活动流量' },
      token,
    )) as { code: string };
    const phoneContext = await newPhone(browser);
    const participant = await phoneContext.newPage();
    await participant.goto(`${server.baseUrl}/h5/${saved.code}`);
    const image = participant.getByRole('img', { name: title });
    await image.waitFor();
    // decode() settles once the picture has arrived, so its bytes have been served.
    expect(await image.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBeGreaterThan(
      0,
    );
    await screenshot(participant, 'traffic-phone-cover');
    await phoneContext.close();
  });

  it('finds 流量管理 in the function menu, with the day’s traffic in the chart and the activity’s row', async () => {
    await page.goto(`${server.baseUrl}/activity/manage`);
    const sidebar = page.locator('.ant-layout-sider');
    await sidebar.getByText('功能管理').click();
    await sidebar.getByRole('link', { name: '流量管理' }).click();
    await page.waitForURL('**/function/safeVerify');
    const row = page.getByRole('row').filter({ hasText: title });
    await row.waitFor({ timeout: 15_000 });
    // Served bytes are written once per flush (every second here): the page may have read the list before it.
    const counted = async () => {
      const text = (await row.textContent()) ?? '';
      if (/\d+\.\d{2} KB/.test(text)) return text;
      await page.reload();
      await row.waitFor();
      return (await row.textContent()) ?? '';
    };
    await expect.poll(counted, { timeout: 20_000, interval: 1000 }).toMatch(/\d+\.\d{2} KB/);
    const chart = page.getByRole('img', { name: '每日流量' });
    await chart.locator('canvas').waitFor();
    await page.getByText('剩余流量', { exact: true }).waitFor();
    await settle(page);
    await screenshot(page, 'traffic-page');
  });

  it('is refused for a pack the balance cannot pay, and offered a top-up of what is missing', async () => {
    await page.getByLabel('50GB · ¥45.00').check();
    await page.getByRole('button', { name: '余额支付' }).click();
    await confirmNotice(page, '确认使用账户余额 ¥45.00 购买 50GB 流量包？');
    // The server's refusal is a two-second toast, which a loaded machine can miss; the top-up dialog it opens stays.
    const shortfall = page.locator('.ant-modal').filter({ hasText: '账户余额不足' });
    await shortfall.getByText('本次需支付 ¥45.00，账户余额 ¥40.00，还差 ¥5.00', { exact: false }).waitFor();
    await shortfall.getByRole('button', { name: '暂不充值' }).click();
    await shortfall.waitFor({ state: 'hidden' });
  });

  it('buys a 10 GB pack with the balance, and the period grows by it', async () => {
    await page.getByLabel('10GB · ¥10.00').check();
    await page.getByRole('button', { name: '余额支付' }).click();
    await confirmNotice(page, '确认使用账户余额 ¥10.00 购买 10GB 流量包？');
    await page.getByText('流量包购买成功').waitFor();
    await page.getByText('20.00 GB', { exact: true }).first().waitFor();
    await settle(page);
    await screenshot(page, 'traffic-bought');
    const orders = (await fetch(`${server.baseUrl}/api/Order/record?type=traffic`, { headers: { token } }).then((r) =>
      r.json(),
    )) as { data: { list: { title: string; status: string }[] } };
    expect(orders.data.list).toMatchObject([{ title: '流量包10GB', status: 'paid' }]);
  });
});
