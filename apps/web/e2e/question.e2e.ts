import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmNotice, pressClosing, pressUntil, screenshot, settle } from './support/browser.js';
import { registerOrganiser } from './support/organiser.js';
import type { RunningServer } from './support/server.js';
import { endStory, startStory } from './support/story.js';

/** Presses save and waits for this save's own toast: the step before may still be showing its own (two seconds). */
const saveAndConfirm = async (page: Page, save: () => Promise<void>) => {
  await page.getByText('保存成功').waitFor({ state: 'hidden' });
  await save();
  await page.getByText('保存成功').waitFor();
};

const phone = `136${String(Date.now()).slice(-8)}`;
const bankName = '安全培训题库';

/** Four questions; the first one's answer names a letter it has no option for (line 6). */
const batch = (firstAnswer: string) =>
  [
    '1.【单选】发现火情应拨打哪个电话？',
    'A. 110',
    'B. 119',
    'C. 120',
    'D. 122',
    `答案：${firstAnswer}`,
    '解析：119是火警电话。',
    '',
    '2.【多选】下列属于安全用电做法的是？',
    'A. 不用湿手触摸开关',
    'B. 私拉乱接电线',
    'C. 离家时关闭电源',
    'D. 使用合格插座',
    '答案：ACD',
    '难度：中等',
    '',
    '3.【判断】电器着火时应先切断电源。',
    '答案：正确',
    '',
    '4.【填空】灭火的基本方法有隔离法、窒息法和____法。',
    '答案：冷却',
    '标签：消防',
  ].join('\n');

const stems = [
  '发现火情应拨打哪个电话？',
  '下列属于安全用电做法的是？',
  '电器着火时应先切断电源。',
  '灭火的基本方法有隔离法、窒息法和____法。',
];

const bankRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

/**
 * The 解析 button by its text: after a load, antd can leave its spinner (role img, named "loading") in the button
 * when the leave animation does not finish in headless Chromium, which changes the button's accessible name.
 */
const parseButton = (page: Page) => page.locator('button').filter({ hasText: /^解析$/ });

describe('an organiser fills a bank by bulk entry, fixing a bad line, and copies a public bank', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ server, browser, page } = await startStory());
    await registerOrganiser(server, page, phone);
  });
  afterAll(() => endStory({ server, browser }));

  it('creates a private bank', async () => {
    await page.goto(`${server.baseUrl}/question/user_question`);
    await page.getByRole('button', { name: '新建题库' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '新建题库' });
    await dialog.getByLabel('题库名称').fill(bankName);
    await dialog.getByLabel('描述').fill('入职安全培训');
    await saveAndConfirm(page, () => dialog.getByRole('button', { name: '保存', exact: true }).click());
    await bankRow(page, bankName).waitFor();
    await settle(page);
    await screenshot(page, 'question-my-banks-new');
  });

  it('pastes four questions, sees the bad line by its number, fixes it and saves all four', async () => {
    await bankRow(page, bankName).getByRole('link', { name: '管理题目' }).click();
    await page.waitForURL('**/question/manage_question?id=*');
    await page.getByRole('button', { name: '批量录入' }).click();
    await page.waitForURL('**/question/luru_question?id=*');
    const text = page.getByLabel('题目文本');
    await text.fill(batch('Z'));
    await parseButton(page).click();
    const problem = page.getByRole('button').filter({ hasText: '第 6 行' });
    await problem.waitFor();
    expect(await problem.textContent()).toContain('答案：Z');
    await page.getByText('解析出 3 道题').waitFor();
    expect(await page.getByRole('button', { name: '保存到题库' }).isDisabled()).toBe(true);
    await problem.click();
    const selected = await text.evaluate((box: HTMLTextAreaElement) =>
      box.value.slice(box.selectionStart, box.selectionEnd),
    );
    expect(selected).toBe('答案：Z');
    await settle(page);
    await screenshot(page, 'question-bulk-problem');

    await text.fill(batch('B'));
    await parseButton(page).click();
    await page.getByText('解析出 4 道题').waitFor();
    await problem.waitFor({ state: 'detached' });
    await settle(page);
    await screenshot(page, 'question-bulk-parsed');
    await page.getByRole('button', { name: '保存到题库' }).click();
    await page.waitForURL('**/question/manage_question?id=*');
    for (const stem of stems) await page.getByRole('row').filter({ hasText: stem }).waitFor();
    expect(await page.getByRole('row').filter({ hasText: stems[0]! }).textContent()).toContain('B');
    await page.getByText('共 4 条').waitFor();
    await settle(page);
    await screenshot(page, 'question-manage');
  });

  it('adds an accepted answer to the fill-in question in the drawer', async () => {
    await page.getByRole('row').filter({ hasText: stems[3]! }).getByRole('button', { name: '编辑' }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: '编辑题目' });
    const answers = drawer.getByLabel('第1空答案');
    await answers.fill('降温');
    await answers.press('Enter');
    await settle(page);
    await screenshot(page, 'question-editor-blank');
    await saveAndConfirm(page, () => drawer.getByRole('button', { name: '保存', exact: true }).click());
    await page.getByRole('row').filter({ hasText: '第1空：冷却 | 降温' }).waitFor();
  });

  it('adds a single choice with a fifth option in the drawer, then moves it to the top of the bank', async () => {
    await page.getByRole('button', { name: '新增题目' }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: '新增题目' });
    await drawer.getByLabel('题干').fill('灭火器的有效期一般检查周期是？');
    await drawer.getByRole('button', { name: '添加选项' }).click();
    for (const [key, text] of [
      ['A', '每周'],
      ['B', '每月'],
      ['C', '每季度'],
      ['D', '每年'],
      ['E', '从不'],
    ]) {
      await drawer.getByLabel(`选项${key}内容`).fill(text!);
    }
    await drawer.getByLabel('选项B为正确答案').check();
    await settle(page);
    await screenshot(page, 'question-editor-single');
    await saveAndConfirm(page, () => drawer.getByRole('button', { name: '保存', exact: true }).click());
    const added = page.getByRole('row').filter({ hasText: '灭火器的有效期一般检查周期是？' });
    expect(await added.textContent()).toContain('5');

    await page.getByRole('button', { name: '调整顺序' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '调整题目顺序' });
    const moved = dialog.locator('.ant-table-tbody tr.ant-table-row').first().filter({ hasText: '灭火器的有效期' });
    await pressUntil(dialog.getByRole('button', { name: '置顶 5' }), () => moved.waitFor({ timeout: 5000 }));
    await settle(page);
    await screenshot(page, 'question-reorder');
    await pressClosing(dialog, /^保\s*存$/);
    await page.getByText('排序已保存').waitFor();
    await page.locator('.ant-table-tbody tr.ant-table-row').first().filter({ hasText: '灭火器的有效期' }).waitFor();
  });

  it('adds an ordering question, its right order picked option after option', async () => {
    await page.getByRole('button', { name: '新增题目' }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: '新增题目' });
    await drawer.getByText('排序题', { exact: true }).click();
    await drawer.getByLabel('题干').fill('发生火灾时，下列做法的先后顺序是？');
    const steps = ['用湿毛巾捂住口鼻', '发现火情立即报警', '沿疏散通道撤离', '到安全地带清点人数'];
    for (const [i, text] of steps.entries()) await drawer.getByLabel(`选项${'ABCD'[i]}内容`).fill(text);
    // Each pick is checked in the order shown; on a loaded machine the drawer, still opening, can close the list
    // under a pick, so the list is opened again and only a pick not yet shown is made again.
    const picked: string[] = [];
    for (const option of ['B. 发现火情', 'A. 用湿毛巾', 'C. 沿疏散', 'D. 到安全']) {
      picked.push(option.slice(0, 1));
      const shown = drawer.getByText(`依次为：${picked.join(' → ')}`, { exact: true });
      for (let attempt = 1; !(await shown.isVisible()); attempt += 1) {
        const options = page.locator('.ant-select-item-option:visible');
        if ((await options.count()) === 0) await drawer.getByRole('combobox', { name: '正确顺序' }).click();
        await options.filter({ hasText: option }).click({ timeout: 5000 });
        await shown.waitFor({ timeout: 5000 }).catch((error: unknown) => {
          if (attempt === 3) throw error;
        });
      }
    }
    await settle(page);
    await screenshot(page, 'question-editor-ordering');
    await saveAndConfirm(page, () => drawer.getByRole('button', { name: '保存', exact: true }).click());
    await page.getByRole('row').filter({ hasText: '先后顺序' }).filter({ hasText: 'B → A → C → D' }).waitFor();
  });

  it('imports the downloaded template, then exports the bank as .xlsx', async () => {
    const [template] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '下载模板' }).click(),
    ]);
    expect(template.suggestedFilename()).toMatch(/\.xlsx$/);
    // The browser keeps downloads under random names; the file goes back up under the name it was given.
    await page.locator('input[type=file][accept=".xlsx"]').setInputFiles({
      name: template.suggestedFilename(),
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: readFileSync(await template.path()),
    });
    const notice = page.locator('.ant-modal-confirm').filter({ hasText: /成功导入 \d+ 道题/ });
    await notice.waitFor();
    const added = Number(/成功导入 (\d+) 道题/.exec((await notice.textContent()) ?? '')?.[1]);
    expect(added).toBeGreaterThan(0);
    await confirmNotice(page, /成功导入 \d+ 道题/);
    await page.getByText(`共 ${6 + added} 条`).waitFor();
    const [exported] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出', exact: true }).click(),
    ]);
    expect(exported.suggestedFilename()).toMatch(new RegExp(`^${bankName}.*\\.xlsx$`));
  });

  it('opens a public bank and copies it whole into a bank of my own, question count and all', async () => {
    await page.goto(`${server.baseUrl}/question/public_question`);
    const first = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await first.waitFor();
    const cells = first.locator('td');
    const name = (await cells.nth(0).textContent()) ?? '';
    const count = (await cells.nth(3).textContent()) ?? '';
    expect(Number(count)).toBeGreaterThan(0);
    await settle(page);
    await screenshot(page, 'question-public-banks');

    await first.getByRole('link', { name: '查看题目' }).click();
    await page.waitForURL('**/question/public_timu?id=*');
    await page.getByText(`公共题目：${name}`).waitFor();
    await page.locator('.question-view').first().waitFor();
    await settle(page);
    await screenshot(page, 'question-public-questions');

    await page.goto(`${server.baseUrl}/question/public_question`);
    await bankRow(page, name).getByRole('button', { name: '复制到我的题库' }).click();
    await page.getByText(`已复制 ${count} 道题到“${name}”`).waitFor();
    await page.goto(`${server.baseUrl}/question/user_question`);
    const copied = bankRow(page, name);
    await copied.waitFor();
    expect(await copied.locator('td').nth(2).textContent()).toBe(count);
    await settle(page);
    await screenshot(page, 'question-my-banks-copied');
  });
});
