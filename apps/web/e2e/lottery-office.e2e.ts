import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmNotice, openPage, screenshot, settle } from './support/browser.js';
import { post, registerOrganiser } from './support/organiser.js';
import type { RunningServer } from './support/server.js';
import { endStory, startStory } from './support/story.js';

const phone = `136${String(Date.now()).slice(-8)}`;
const xlsxMime = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Console = { stage: { version: number; phase: string } };

/** An .xlsx in the import template's columns: 姓名, 手机号, 部门, 分组, 照片. */
const peopleSheet = async (rows: (string | number)[][]) => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('人员名单');
  sheet.addRow(['姓名', '手机号', '部门', '分组', '照片']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
};
const fifty = Array.from({ length: 50 }, (_, i) => [
  `员工${String(i + 1).padStart(2, '0')}`,
  `1390000${String(i + 1).padStart(4, '0')}`,
  i % 2 ? '研发部' : '市场部',
  i < 25 ? 'A组' : 'B组',
  '',
]);

/**
 * The lottery's back-office pages one by one, with a screenshot of each (lottery.e2e.ts tells the whole story of an
 * event; this one covers what it does not: the look and its preview, sign-in fields, draw rules, a refused import,
 * checking a draw in the browser, redeeming a prize and the lottery home's list).
 */
describe('an organiser sets up a big-screen lottery in the back office', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let token = '';
  let activityId = 0;
  const url = (path: string) => `${server.baseUrl}${path}?activity_id=${activityId}`;
  const api = (path: string, body: object) => post(server, path, { activity_id: activityId, ...body }, token);
  const modal = (title: string) =>
    page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });
  const saved = () => page.getByText('已保存').last().waitFor();
  const upload = async (name: string, buffer: Buffer) =>
    page.locator('input[type=file][accept=".xlsx"]').setInputFiles({ name, mimeType: xlsxMime, buffer });

  beforeAll(async () => {
    ({ server, browser, page } = await startStory());
    ({ token } = await registerOrganiser(server, page, phone));
  });
  afterAll(() => endStory({ server, browser }));

  it('creates a lottery from the lottery home through the activity create flow', async () => {
    await openPage(page, `${server.baseUrl}/LargeScreenLottery/LargeScreenLottery`);
    await page.getByRole('heading', { name: '现场大屏抽奖' }).waitFor();
    await settle(page);
    await screenshot(page, 'lottery-home-empty');
    await page.getByRole('button', { name: '创建抽奖' }).click();
    await page.waitForURL('**/activity/addActivity?type=5');
    await page.getByLabel('活动名称').fill('2026 年会抽奖');
    const created = page.waitForResponse((r) => r.url().includes('/api/Order/createActivity'));
    await page.getByRole('button', { name: /^创\s*建$/ }).click();
    activityId = ((await (await created).json()) as { data: { id: number } }).data.id;
    expect(activityId).toBeGreaterThan(0);
  });

  it('sets the screen look, previewed as it is typed', async () => {
    await openPage(page, url('/LargeScreenLottery/LargeScreenSettin'));
    const preview = page.getByRole('figure', { name: '大屏预览' });
    await preview.getByText('2026 年会抽奖').waitFor();
    await page.getByLabel('大屏标题').fill('星光年会 · 幸运大抽奖');
    await preview.getByText('星光年会 · 幸运大抽奖').waitFor();
    await page.getByRole('button', { name: '保存大屏外观' }).click();
    await saved();
    await settle(page);
    await screenshot(page, 'lottery-settings-look');
  });

  it('adds two tiers, the second for group B only', async () => {
    await page.getByRole('tab', { name: '奖项', exact: true }).click();
    for (const [name, prize, count, group] of [
      ['一等奖', '扫地机器人', '3', ''],
      ['二等奖', '蓝牙耳机', '10', 'B组'],
    ] as const) {
      await page.getByRole('button', { name: '添加奖项' }).click();
      const dialog = modal('添加奖项');
      await dialog.getByLabel('奖项', { exact: true }).fill(name);
      await dialog.getByLabel('奖品', { exact: true }).fill(prize);
      await dialog.getByLabel('中奖人数').fill(count);
      if (group) {
        await dialog.getByLabel('可中奖分组').fill(group);
        await page.keyboard.press('Enter');
      }
      await dialog.getByRole('button', { name: /^保\s*存$/ }).click();
      await page.getByRole('cell', { name, exact: true }).waitFor();
    }
    const tiers = (await api('/api/Nd/list', {})) as { name: string; per_spin: number; groups: string[] }[];
    expect(tiers.map((t) => [t.name, t.per_spin, t.groups])).toEqual([
      ['一等奖', 3, []],
      ['二等奖', 10, ['B组']],
    ]);
    await page.getByRole('figure', { name: '大屏预览' }).scrollIntoViewIfNeeded();
    await page.getByText('抽奖', { exact: true }).first().click();
    await page.getByRole('figure', { name: '大屏预览' }).getByRole('heading', { name: '一等奖' }).waitFor();
    await settle(page);
    await screenshot(page, 'lottery-settings-tiers');
  });

  it('asks for the department at sign-in and masks names on the screen', async () => {
    await page.getByRole('tab', { name: '签到', exact: true }).click();
    await page.getByRole('button', { name: /部门/ }).click();
    await page.getByRole('button', { name: '保存签到项' }).click();
    await saved();
    await settle(page);
    await screenshot(page, 'lottery-settings-signin');
    await page.getByRole('tab', { name: '抽奖规则', exact: true }).click();
    await page.getByLabel('隐藏部分姓名和手机号').click();
    await page.getByRole('button', { name: '保存抽奖规则' }).click();
    await saved();
    await page.getByRole('tab', { name: '弹幕', exact: true }).click();
    await page.getByRole('button', { name: '保存弹幕设置' }).waitFor();
    await settle(page);
    await screenshot(page, 'lottery-settings-barrage');
    const settings = (await api('/api/lottery/settings', {})) as {
      settings: { fields: { key: string }[]; draw: { masked_display: boolean } };
    };
    expect(settings.settings.fields.map((f) => f.key)).toEqual(['department']);
    expect(settings.settings.draw.masked_display).toBe(true);
  });

  it('shows every bad row of a refused import, then imports 50 people', async () => {
    await openPage(page, url('/LargeScreenLottery/people'));
    await page.getByRole('button', { name: '导入名单' }).waitFor();
    await upload('名单.xlsx', await peopleSheet([...fifty.slice(0, 2), ['王五', '123', '研发部', 'A组', '']]));
    await page.getByText('第 4 行：手机号格式不正确').waitFor();
    await settle(page);
    await screenshot(page, 'lottery-people-import-refused');
    await upload('名单.xlsx', await peopleSheet(fifty));
    await confirmNotice(page, '导入完成：新增 50 人，更新 0 人');
    await page.getByText('共 50 条').waitFor();
    await settle(page);
    await screenshot(page, 'lottery-people');
    const [exported] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出名单' }).click(),
    ]);
    expect(exported.suggestedFilename()).toMatch(/\.xlsx$/);
  });

  it('moderates a barrage message and sends a system one', async () => {
    const { code } = (await api('/api/lottery/settings', {})) as { code: string };
    const { uniq } = (await post(server, '/api/noBanned/getUniqStr', { code })) as { uniq: string };
    const entered = (await post(server, '/api/h5/enter', { code, device_id: uniq })) as { ticket: string };
    await post(server, '/api/h5/lottery/signIn', {
      ticket: entered.ticket,
      name: '韩梅梅',
      values: { department: '财务部' },
    });
    await post(server, '/api/h5/lottery/barrage', { ticket: entered.ticket, text: '新年快乐，抽我抽我！' });
    await openPage(page, url('/LargeScreenLottery/barrage'));
    const row = page.getByRole('row', { name: /新年快乐，抽我抽我！/ });
    await row.waitFor();
    await settle(page);
    await screenshot(page, 'lottery-moderation');
    await row.getByRole('button', { name: /^通\s*过$/ }).click();
    await page.getByText('已通过 1 条').waitFor();
    await page.getByLabel('系统弹幕').fill('欢迎各位来宾');
    await page.getByRole('button', { name: '发送到大屏' }).click();
    await page.getByText('已发送').waitFor();
    const approved = (await post(server, '/api/PrizeTurnMsg/list', { turn_id: activityId, is_verify: 1 }, token)) as {
      list: { text: string }[];
    };
    expect(approved.list.map((m) => m.text)).toContain('新年快乐，抽我抽我！');
  });

  it('lists the draw in the audit, where it verifies in the browser, and redeems a prize', async () => {
    let view = (await api('/api/lottery/stage', {})) as Console;
    for (const command of ['open', 'spin', 'stop']) {
      view = (
        (await api('/api/lottery/command', { command, from_version: view.stage.version })) as { console: Console }
      ).console;
    }
    expect(view.stage.phase).toBe('result');
    await openPage(page, url('/LargeScreenLottery/audit'));
    const draw = page
      .locator('.ant-card')
      .filter({ hasText: /第 \d+ 次抽奖/ })
      .first();
    await draw.getByRole('button', { name: /^验\s*证$/ }).click();
    await draw.getByText('验证通过：承诺值、奖池哈希和中奖名单都与公布的一致').waitFor();
    await settle(page);
    await screenshot(page, 'lottery-audit');
    const [exported] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出审计记录' }).click(),
    ]);
    expect(exported.suggestedFilename()).toMatch(/\.xlsx$/);

    await openPage(page, url('/LargeScreenLottery/claims'));
    const first = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await first.getByRole('button', { name: /^核\s*销$/ }).click();
    await confirmNotice(page, '核销后不能撤销');
    await first.getByText(/已核销/).waitFor();
    await settle(page);
    await screenshot(page, 'lottery-claims');
  });

  it('lists the lottery on its home with its sign-ins, people and tiers', async () => {
    await openPage(page, `${server.baseUrl}/LargeScreenLottery/LargeScreenLottery`);
    const row = page.getByRole('row', { name: /2026 年会抽奖/ });
    await row.getByText('1 人', { exact: true }).waitFor();
    await row.getByText('51 人', { exact: true }).waitFor();
    await row.getByText('一等奖 3 人 · 二等奖 10 人').waitFor();
    await settle(page);
    await screenshot(page, 'lottery-home');
  });
});
