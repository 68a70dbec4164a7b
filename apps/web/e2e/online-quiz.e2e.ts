import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chooseOption,
  confirmNotice,
  newPhone,
  openPage,
  pressClosing,
  screenshot,
  settle,
} from './support/browser.js';
import { builtEntries } from './support/built-web.js';
import { post, registerOrganiser } from './support/organiser.js';
import { createQuizFromTemplate, openActivitySettings, openQuizGallery, publishFromBalance } from './support/quiz.js';
import { topUp } from './support/sandbox.js';
import type { RunningServer } from './support/server.js';
import { endStory, startStory } from './support/story.js';

const phone = `137${String(Date.now()).slice(-8)}`;
const participantPhone = '13912345678';
const questions = ['地球绕什么转？', '一年有几个季节？', '水的化学式是？'];

describe('an organiser runs an online quiz with a prize draw, and a participant wins on a phone', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let phoneContext: BrowserContext;
  let phonePage: Page;
  let activityId = 0;
  let link = '';
  let code = '';

  beforeAll(async () => {
    ({ server, browser, page } = await startStory());
    const { token } = await registerOrganiser(server, page, phone);
    const bank = (await post(server, '/api/QuestionBank/add', { name: '常识题库', description: '' }, token)) as {
      id: number;
    };
    for (const stem of questions) {
      await post(
        server,
        '/api/Question/add',
        {
          bank_id: bank.id,
          type: 'single',
          stem,
          options: [
            { key: 'A', text: '错误选项' },
            { key: 'B', text: '正确选项' },
          ],
          answer: ['B'],
          score: 10,
        },
        token,
      );
    }
  });
  afterAll(async () => {
    await phoneContext?.close();
    await endStory({ server, browser });
  });

  it('tops up 200 yuan through the sandbox checkout', async () => {
    await topUp(browser, page, server, 200);
  });

  it('picks a template in the online quiz gallery and creates the quiz from it', async () => {
    await openQuizGallery(page, server);
    await screenshot(page, 'quiz-gallery');
    activityId = await createQuizFromTemplate(page, server);
  });

  it('puts the questions of its own bank into the quiz and sets the rules', async () => {
    await page.getByRole('tab', { name: '题目设置' }).click();
    await page.getByText('固定题目').click();
    await page.getByRole('button', { name: '选择题目' }).click();
    const picker = page.getByRole('dialog').filter({ hasText: '选择题目' });
    await chooseOption(page, picker.locator('.ant-select'), '常识题库');
    await picker.getByText(questions[0]!).waitFor();
    await picker.locator('thead .ant-checkbox-input').check();
    await picker.getByRole('button', { name: '加入已选' }).click();
    await picker.getByRole('button', { name: '关闭' }).first().click();
    await page.getByText('已选 3 道题').waitFor();
    await page.getByRole('tab', { name: '答题规则' }).click();
    await page.getByLabel('及格分').fill('20');
    await page.getByRole('button', { name: '保存设置' }).click();
    await page.getByText('每次答题 3 道题，满分 30 分').waitFor();
    await settle(page);
    await screenshot(page, 'quiz-deploy');
  });

  it("replaces the template's draw with one prize that everyone who passes wins", async () => {
    await page.getByRole('link', { name: '下一步：奖品设置' }).click();
    await page.waitForURL('**/activity/prize?activity_id=*');
    // The template comes with its own draw (a chance to win, not a sure prize): the organiser takes it out first.
    const templateDraw = page.locator('.ant-card').filter({ hasText: '及格抽奖' });
    await templateDraw
      .locator('.ant-card-head')
      .getByRole('button', { name: /^删\s*除$/ })
      .click();
    await confirmNotice(page, '确定删除抽奖“及格抽奖”吗');
    await templateDraw.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: '添加抽奖' }).click();
    const turnForm = page.getByRole('dialog').filter({ hasText: '添加抽奖' });
    await turnForm.getByLabel('抽奖名称').fill('答题抽奖');
    await pressClosing(turnForm, /^保\s*存$/);
    await page.getByRole('button', { name: '添加奖品' }).click();
    const goodsForm = page.getByRole('dialog').filter({ hasText: '添加奖品' });
    await goodsForm.getByLabel('奖品名称').fill('保温杯');
    await goodsForm.getByLabel('剩余数量').fill('5');
    await goodsForm.getByLabel('中奖概率(%)').fill('100');
    await pressClosing(goodsForm, /^保\s*存$/);
    await page.getByRole('cell', { name: '保温杯' }).waitFor();
    await settle(page);
    await screenshot(page, 'quiz-prize');
  });

  it('turns PK mode on with one level', async () => {
    await openPage(page, `${server.baseUrl}/activity/pk?activity_id=${activityId}`);
    await page.getByRole('switch', { name: '开启PK模式' }).click();
    await page.getByRole('button', { name: /^保\s*存$/ }).click();
    await page.getByText('保存成功').first().waitFor();
    await page.getByRole('button', { name: '添加关卡' }).click();
    const levelForm = page.getByRole('dialog').filter({ hasText: '添加关卡' });
    await levelForm.getByLabel('关卡名称').fill('青铜');
    await levelForm.getByLabel('题目数').fill('2');
    await levelForm.getByLabel('过关答对数').fill('1');
    await levelForm.getByRole('button', { name: /^保\s*存$/ }).click();
    await page.getByRole('cell', { name: '青铜' }).waitFor();
    await settle(page);
    await screenshot(page, 'quiz-pk-settings');
  });

  it('publishes the quiz for 30 days from the balance', async () => {
    await openActivitySettings(page, server, activityId);
    link = await publishFromBalance(page);
    await settle(page);
    await screenshot(page, 'quiz-settings-published');
  });

  it('lets a participant on a phone sign up, answer, pass, draw the prize and see the code', async () => {
    phoneContext = await newPhone(browser);
    phonePage = await phoneContext.newPage();
    const scripts: string[] = [];
    phonePage.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await phonePage.goto(`${server.baseUrl}${link}`);
    // The phone loads from the live entry, never the back-office's, and its tab carries the activity's title.
    const title = await phonePage.getByRole('heading', { level: 1 }).first().textContent();
    expect(await phonePage.title()).toBe(title);
    const entries = builtEntries();
    expect(scripts).toContain(`/${entries.live}`);
    expect(scripts).not.toContain(`/${entries.backOffice}`);
    await phonePage.getByRole('button', { name: '参与活动' }).click();
    const name = phonePage.getByLabel('姓名');
    if (await name.count()) await name.fill('张小明');
    const tel = phonePage.getByLabel('手机号');
    if (await tel.count()) await tel.fill(participantPhone);
    const unit = phonePage.getByLabel('单位');
    if (await unit.count()) await unit.fill('第一车间');
    await phonePage.getByRole('button', { name: '进入活动' }).click();
    await phonePage.getByRole('button', { name: '开始答题' }).click();
    for (let i = 0; i < questions.length; i += 1) {
      await phonePage.getByRole('button', { name: /正确选项/ }).click();
      const next = phonePage.getByRole('button', { name: /下一题|交卷/ });
      if (await next.count()) await next.first().click();
    }
    await phonePage.getByText('本次得分').waitFor({ timeout: 15_000 });
    await phonePage.getByText('已及格').waitFor();
    await screenshot(phonePage, 'quiz-phone-result');
    await phonePage.getByRole('button', { name: '去抽奖' }).click();
    await phonePage.getByRole('button', { name: '抽奖' }).click();
    await phonePage.getByText('恭喜你获得').waitFor({ timeout: 15_000 });
    code =
      (await phonePage
        .getByText(/^[A-HJ-NP-Z2-9]{8}$/)
        .first()
        .textContent()) ?? '';
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    await screenshot(phonePage, 'quiz-phone-prize');
  });

  it('lets the participant clear the first PK level', async () => {
    await phonePage.getByRole('button', { name: '返回' }).first().click();
    await phonePage.getByRole('button', { name: '答题PK' }).click();
    await phonePage.getByRole('button', { name: '挑战' }).click();
    await phonePage.getByText('无人挑战过，答对1题即可过关').waitFor();
    for (let i = 0; i < 2; i += 1) {
      await phonePage.getByRole('button', { name: /正确选项/ }).click();
      await phonePage.getByRole('button', { name: /下一题|结束挑战/ }).click();
    }
    await phonePage.getByText('胜利').first().waitFor({ timeout: 15_000 });
    await screenshot(phonePage, 'quiz-phone-pk');
  });

  it('shows the organiser the participant and the winner, and downloads the answer records', async () => {
    await openPage(page, `${server.baseUrl}/activity/analysis?activity_id=${activityId}`);
    await page.getByRole('cell', { name: code }).waitFor({ timeout: 15_000 });
    await expect(
      page
        .getByRole('cell', { name: /张小明|139\*{4}5678|13912345678/ })
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await settle(page);
    await screenshot(page, 'quiz-analysis');
    const download = page.waitForEvent('download', { timeout: 30_000 });
    await page.getByRole('button', { name: '导出答题记录' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^答题记录_\d{14}\.xlsx$/);
    const bytes = readFileSync((await file.path()) ?? '');
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
  });
});
