import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmNotice, newPhone, openPage, screenshot, settle } from './support/browser.js';
import { post, registerOrganiser } from './support/organiser.js';
import type { RunningServer } from './support/server.js';
import { endStory, startStory } from './support/story.js';

const root = path.resolve(import.meta.dirname, '../../..');
const organiserPhone = `135${String(Date.now()).slice(-8)}`;
/** The three guests who sign in on their phones: on the imported list, in the group the first prize is for. */
const guests = [
  { name: '林小明', phone: '13900000001' },
  { name: '陈小红', phone: '13900000002' },
  { name: '王小刚', phone: '13900000003' },
];
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Guest = { context: BrowserContext; page: Page; name: string };

/** The template as downloaded, filled with the guests (group 嘉宾) and 47 staff (group 员工): 50 rows. */
const filledTemplate = async (template: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(template as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const staff = Array.from({ length: 47 }, (_, i) => ({
    name: `员工${i + 1}`,
    phone: `137${String(i).padStart(8, '0')}`,
  }));
  for (const [i, p] of [...guests, ...staff].entries()) {
    sheet.getRow(i + 2).values = [p.name, p.phone, i < 3 ? '来宾' : '研发部', i < 3 ? '嘉宾' : '员工', ''];
  }
  return Buffer.from(await book.xlsx.writeBuffer());
};

describe('an organiser runs a big-screen lottery: QR sign-in, moderated barrage, a verifiable draw and a claim', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let screen: Page;
  let login = { token: '' };
  let activityId = 0;
  let code = '';
  let redrawnWinner = '';
  const phones: Guest[] = [];

  const consoleTag = (phase: string) => page.locator('.ant-card-head .ant-tag').getByText(phase, { exact: true });
  const winnerNames = async () =>
    (await screen.getByRole('list', { name: '中奖名单' }).locator('strong').allTextContents()).sort();

  beforeAll(async () => {
    ({ server, browser, page } = await startStory());
    login = await registerOrganiser(server, page, organiserPhone);
  });
  afterAll(async () => {
    for (const p of phones) await p.context.close();
    await endStory({ server, browser });
  });

  it('creates a lottery and sets up two prize tiers, the first for the guests only', async () => {
    await openPage(page, `${server.baseUrl}/LargeScreenLottery/LargeScreenLottery`);
    await page.getByRole('button', { name: '创建抽奖' }).click();
    await page.waitForURL('**/activity/addActivity**');
    await page.getByLabel('活动名称').fill('2025 年会抽奖');
    const created = page.waitForResponse((r) => r.url().includes('/api/Order/createActivity'));
    await page.getByRole('button', { name: /^创\s*建$/ }).click();
    activityId = ((await (await created).json()) as { data: { id: number; code: string } }).data.id;
    expect(activityId).toBeGreaterThan(0);

    await openPage(page, `${server.baseUrl}/LargeScreenLottery/LargeScreenSettin?activity_id=${activityId}&tab=tiers`);
    const tiers = [
      { name: '一等奖', prize: '扫地机器人', count: '2', group: '嘉宾' },
      { name: '二等奖', prize: '保温杯', count: '10', group: '' },
    ];
    for (const tier of tiers) {
      await page.getByRole('button', { name: '添加奖项' }).click();
      const dialog = page.getByRole('dialog').filter({ hasText: '添加奖项' });
      await dialog.getByLabel('奖项', { exact: true }).fill(tier.name);
      await dialog.getByLabel('奖品', { exact: true }).fill(tier.prize);
      await dialog.getByLabel('中奖人数').fill(tier.count);
      if (tier.group) {
        await dialog.getByLabel('可中奖分组').fill(tier.group);
        await dialog.getByLabel('可中奖分组').press('Enter');
      }
      await dialog.getByRole('button', { name: /^保\s*存$/ }).click();
      await page.getByRole('cell', { name: tier.name, exact: true }).waitFor();
    }
    // The sign-in asks for the phone number, which finds each guest on the imported list.
    await post(
      server,
      '/api/PrizeTurnWxq/customerField',
      { activity_id: activityId, fields: [{ key: 'phone', kind: 'phone', label: '手机号', required: true }] },
      login.token,
    );
    const settings = (await post(server, '/api/lottery/settings', { activity_id: activityId }, login.token)) as {
      code: string;
    };
    code = settings.code;
  });

  it('imports 50 people from the .xlsx template', async () => {
    await openPage(page, `${server.baseUrl}/LargeScreenLottery/people?activity_id=${activityId}`);
    const [template] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '下载模板' }).click(),
    ]);
    const sheet = await filledTemplate(readFileSync(await template.path()));
    await page.locator('input[type=file][accept=".xlsx"]').setInputFiles({
      name: 'people.xlsx',
      mimeType: xlsxType,
      buffer: sheet,
    });
    await page.getByText('导入完成：新增 50 人，更新 0 人').waitFor();
  });

  it('opens the big screen from the organiser’s browser, and three phones sign in by its QR code', async () => {
    // The organiser's login in the screen's browser gives its keyboard the host's rights.
    const hall = await browser.newContext({ viewport: { width: 1600, height: 900 } });
    await hall.addInitScript((data) => localStorage.setItem('QUES_USER', JSON.stringify(data)), login);
    screen = await hall.newPage();
    await screen.goto(`${server.baseUrl}/screen/lottery/${code}`);
    await screen.getByText('键盘主持').waitFor();
    const link = (await screen.getByRole('img', { name: '扫码签到' }).locator('title').textContent()) ?? '';
    expect(link).toBe(`${server.baseUrl}/h5/${code}`);

    for (const guest of guests) {
      const context = await newPhone(browser);
      const p = await context.newPage();
      await p.goto(link);
      await p.getByLabel('姓名').fill(guest.name);
      await p.getByLabel('手机号').fill(guest.phone);
      await p.getByRole('button', { name: '签到' }).click();
      await p.getByText(`${guest.name}，签到成功`).waitFor();
      phones.push({ context, page: p, name: guest.name });
    }
    const wall = screen.getByRole('list', { name: '人已签到' });
    for (const guest of guests) await wall.getByText(guest.name).waitFor();
    await screen.locator('.ls-signed strong').filter({ hasText: /^3$/ }).waitFor();
    await settle(phones[0]!.page);
    await screenshot(phones[0]!.page, 'lottery-phone-signed');
    await settle(screen);
    await screenshot(screen, 'lottery-screen-wall');
  });

  it('shows a guest’s barrage on the big screen once the organiser approves it', async () => {
    const sender = phones[0]!.page;
    await sender.getByRole('textbox', { name: '发弹幕' }).fill('新年快乐，万事如意！');
    await sender.getByRole('button', { name: '发送' }).click();
    await sender.getByText('已发送，审核通过后显示在大屏').waitFor();

    await openPage(page, `${server.baseUrl}/LargeScreenLottery/barrage?activity_id=${activityId}`);
    const row = page.getByRole('row').filter({ hasText: '新年快乐，万事如意！' });
    await row.getByRole('button', { name: /^通\s*过$/ }).click();
    await screen.getByText('新年快乐，万事如意！').waitFor();
    // A message enters at the right edge: the picture is taken once it is well across.
    await screen.waitForTimeout(3000);
    await screenshot(screen, 'lottery-screen-barrage');
  });

  it('draws the first prize from the big screen’s keyboard, showing the commitment, then the winners and the seed', async () => {
    await screen.bringToFront();
    await screen.keyboard.press('ArrowRight');
    await screen.getByRole('heading', { name: '一等奖' }).waitFor();
    await screen.getByText(/^第 \d+ 次抽奖 · 承诺值$/).waitFor();
    await settle(screen);
    await screenshot(screen, 'lottery-screen-ready');

    await screen.keyboard.press('Space');
    await screen.getByText('抽奖中…').waitFor();
    await screen.getByText('奖池哈希（3 人）').waitFor();
    await screenshot(screen, 'lottery-screen-spinning');
    await screen.keyboard.press('Space');
    await screen.getByRole('list', { name: '中奖名单' }).waitFor();
    await screen.getByText('种子', { exact: true }).waitFor();
    const winners = await winnerNames();
    expect(winners).toHaveLength(2);
    for (const name of winners) expect(guests.map((g) => g.name)).toContain(name);
    await screen.waitForTimeout(1000);
    await screenshot(screen, 'lottery-screen-result');
  });

  it('marks one winner absent in the console and redraws only that place, from the guest not yet drawn', async () => {
    const first = await winnerNames();
    await page.goto(`${server.baseUrl}/activity/console?activity_id=${activityId}`);
    await consoleTag('已开奖').waitFor();
    const absent = first[0]!;
    await page.getByRole('switch', { name: `${absent} 缺席` }).click();
    await page.getByRole('row').filter({ hasText: absent }).getByText('缺席', { exact: true }).waitFor();
    await page.getByRole('button', { name: '缺席重抽' }).click();
    await consoleTag('待抽奖').waitFor();
    await settle(page);
    await screenshot(page, 'lottery-console-redraw');

    await screen.bringToFront();
    await screen.getByText('缺席重抽 1 人').waitFor();
    await screen.keyboard.press('Space');
    await screen.getByText('抽奖中…').waitFor();
    await screen.keyboard.press('Space');
    await screen.getByRole('list', { name: '中奖名单' }).waitFor();
    const redrawn = await winnerNames();
    const untouched = guests.map((g) => g.name).filter((n) => !first.includes(n));
    expect(redrawn).toEqual(untouched);
    redrawnWinner = redrawn[0]!;

    await page.getByRole('button', { name: '确认中奖' }).click();
    await confirmNotice(page, '确认后本轮中奖者不能再重抽');
    await page.getByRole('row').filter({ hasText: redrawn[0]! }).getByText('已确认').waitFor();
  });

  it('opens the same big screen on a device that types the passcode shown in the console', async () => {
    const card = page.locator('.ant-card').filter({ hasText: '大屏口令' });
    const digits = (await card.getByRole('status', { name: '大屏口令' }).textContent()) ?? '';
    await card.getByText(`${server.baseUrl}/screen/open`).waitFor();
    await screenshot(page, 'lottery-console-passcode');
    const device = await browser.newPage({ viewport: { width: 1600, height: 900 } });
    await device.goto(`${server.baseUrl}/screen/open`);
    await device.getByLabel('大屏口令').fill(digits.replace(' ', ''));
    await screenshot(device, 'screen-open-passcode');
    await device.getByRole('button', { name: '打开大屏' }).click();
    await device.waitForURL(`**/screen/lottery/${code}`);
    await device.getByRole('list', { name: '中奖名单' }).waitFor();
    await device.close();
  });

  it('lets the redrawn winner fill the claim form on their phone', async () => {
    const winner = phones.find((p) => p.name === redrawnWinner)!;
    const form = winner.page.getByRole('region', { name: '一等奖' });
    await form.getByLabel('收货地址').waitFor({ timeout: 10_000 });
    expect(await form.getByLabel('收货人').inputValue()).toBe(winner.name);
    await winner.page.getByText('恭喜你中奖了！').waitFor();
    await form.getByLabel('收货地址').fill('上海市浦东新区世纪大道 100 号');
    await form.getByRole('button', { name: '提交领奖信息' }).click();
    await form.getByText('领奖信息已提交').waitFor();
    await settle(winner.page);
    await screenshot(winner.page, 'lottery-phone-claimed');
    const claims = (await post(
      server,
      '/api/lottery/claims',
      { activity_id: activityId, page: 1, limit: 10 },
      login.token,
    )) as {
      list: { name: string; claim: { address: string } | null }[];
    };
    expect(claims.list.find((c) => c.name === winner.name)?.claim?.address).toBe('上海市浦东新区世纪大道 100 号');
  });

  it('passes npm run lottery:verify, which recomputes every draw from the audit alone', async () => {
    await server.exit();
    const { stdout } = await promisify(execFile)(
      'npm',
      ['run', '--silent', 'lottery:verify', '--', String(activityId)],
      {
        cwd: root,
        env: { ...process.env, ...server.dataEnv },
      },
    );
    expect(stdout).toContain('OK: 2 draw(s)');
  });
});
