import { lotteryImportColumns } from '@app/contract';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPhone, openPage, screenshot, settle } from './support/browser.js';
import { post, registerOrganiser } from './support/organiser.js';
import type { RunningServer } from './support/server.js';
import { endStory, startStory } from './support/story.js';

const organiserPhone = `136${String(Date.now()).slice(-8)}`;
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The roster: five guests, each with a phone number and an employee number. */
const roster = ['王建国', '李秀英', '张伟', '刘洋', '陈静'].map((name, i) => ({
  name,
  phone: `1380000000${i + 1}`,
  employeeNo: `E00${i + 1}`,
}));

type Phone = { context: BrowserContext; page: Page };

const rosterSheet = async () => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('人员名单');
  sheet.addRow([...lotteryImportColumns]);
  for (const guest of roster) sheet.addRow([guest.name, guest.phone, '', '', '', guest.employeeNo]);
  return Buffer.from(await book.xlsx.writeBuffer());
};

describe('a lottery signs in exactly its roster: a stranger is refused, a device switch waits for the host', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let token = '';
  let activityId = 0;
  let link = '';
  const phones: Phone[] = [];
  const api = (path: string, body: object) => post(server, path, { activity_id: activityId, ...body }, token);

  /** A phone opens the sign-in link and signs in as the guest, by phone number or by employee number. */
  const signInOnPhone = async (name: string, key: { phone?: string; employeeNo?: string }) => {
    const context = await newPhone(browser);
    const phone = { context, page: await context.newPage() };
    phones.push(phone);
    await phone.page.goto(link);
    await phone.page.getByLabel('姓名').fill(name);
    if (key.phone) await phone.page.getByLabel('手机号').fill(key.phone);
    if (key.employeeNo) await phone.page.getByLabel('工号').fill(key.employeeNo);
    await phone.page.getByRole('button', { name: '签到' }).click();
    return phone.page;
  };

  beforeAll(async () => {
    ({ server, browser, page } = await startStory());
    ({ token } = await registerOrganiser(server, page, organiserPhone));
  });
  afterAll(async () => {
    for (const p of phones) await p.context.close();
    await endStory({ server, browser });
  });

  it('imports a roster of five and signs guests in by it', async () => {
    const created = (await post(server, '/api/Order/createActivity', { type: 5, title: '年会名单抽奖' }, token)) as {
      id: number;
    };
    activityId = created.id;
    const fields = [
      { key: 'phone', kind: 'phone', label: '手机号', required: false },
      { key: 'employee_no', kind: 'employee_no', label: '工号', required: false },
    ];
    await api('/api/PrizeTurnWxq/customerField', { fields });
    link = `${server.baseUrl}/h5/${((await api('/api/lottery/settings', {})) as { code: string }).code}`;

    await openPage(page, `${server.baseUrl}/LargeScreenLottery/LargeScreenSettin?activity_id=${activityId}&tab=signin`);
    await page.getByLabel('按导入名单（一人一次）').check();
    await page.getByText(/需主持人在控制台批准/).waitFor();
    await page.getByRole('button', { name: '保存签到设置' }).click();
    await page.getByText('已保存').last().waitFor();

    await openPage(page, `${server.baseUrl}/LargeScreenLottery/people?activity_id=${activityId}`);
    await page.locator('input[type=file][accept=".xlsx"]').setInputFiles({
      name: 'roster.xlsx',
      mimeType: xlsxType,
      buffer: await rosterSheet(),
    });
    await page.getByText('导入完成：新增 5 人，更新 0 人').waitFor();
  });

  it('signs in all five on their phones, by phone or employee number, and refuses a sixth', async () => {
    for (const [i, guest] of roster.entries()) {
      const phone = await signInOnPhone(guest.name, i % 2 ? { employeeNo: guest.employeeNo } : { phone: guest.phone });
      await phone.getByText(`${guest.name}，签到成功`).waitFor();
    }
    const stranger = await signInOnPhone('赵六', { phone: '13900009999' });
    await stranger.getByText('名单中没有找到您，请核对姓名和手机号或工号').waitFor();
    await screenshot(stranger, 'lottery-roster-stranger-refused');
  });

  it('holds a second phone asking for 王建国 until the host approves it on the console', async () => {
    const [first] = phones;
    const claimant = await signInOnPhone('王建国', { employeeNo: 'E001' });
    await claimant.getByText(/“王建国”已在另一台手机上签到/).waitFor();
    await screenshot(claimant, 'lottery-roster-takeover-waiting');

    await page.goto(`${server.baseUrl}/activity/console?activity_id=${activityId}`);
    const ask = page.getByText('有一台手机申请接替“王建国”的签到');
    await ask.waitFor();
    await page.getByText(/手机 138\*\*\*\*0001，工号 \*001/).waitFor();
    await settle(page);
    await screenshot(page, 'lottery-roster-console-takeover');
    await page.getByRole('button', { name: /^同\s?意$/ }).click();
    await ask.waitFor({ state: 'detached' });

    await claimant.getByText('王建国，签到成功').waitFor({ timeout: 15_000 });
    await first!.page.reload();
    await first!.page.getByText('填写以下信息完成签到，即可参与现场抽奖').waitFor();
  });

  it('draws from exactly the roster', async () => {
    await api('/api/Nd/add', { name: '阳光普照奖', prize_title: '红包', count: 5, per_spin: 5 });
    for (const command of ['open', 'spin', 'stop']) {
      const { stage } = (await api('/api/lottery/stage', {})) as { stage: { version: number } };
      await api('/api/lottery/command', { command, from_version: stage.version });
    }
    await page.reload();
    const names = page.locator('.ant-table-tbody tr td:first-child');
    await page.getByRole('cell', { name: '王建国', exact: true }).waitFor();
    expect((await names.allTextContents()).sort()).toEqual(roster.map((g) => g.name).sort());
    const audit = (await api('/api/lottery/audit', {})) as { list: { pool_ids: number[] }[] };
    expect(audit.list[0]?.pool_ids).toHaveLength(roster.length);
  });
});
