import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPhone, openPage, screenshot, settle } from './support/browser.js';
import { post, registerOrganiser } from './support/organiser.js';
import type { RunningServer } from './support/server.js';
import { endStory, startStory } from './support/story.js';

const phone = `136${String(Date.now()).slice(-8)}`;
const stem = '垃圾分类从哪天开始实施？';

describe('an organiser asks for answer codes and an extra question before the quiz, and a participant gets through both', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let activity: { id: number; code: string };
  let answerCode = '';

  beforeAll(async () => {
    ({ server, browser, page } = await startStory());
    const { token } = await registerOrganiser(server, page, phone);
    const bank = (await post(server, '/api/QuestionBank/add', { name: '环保题库', description: '' }, token)) as {
      id: number;
    };
    const question = (await post(
      server,
      '/api/Question/add',
      {
        bank_id: bank.id,
        type: 'single',
        stem,
        options: [
          { key: 'A', text: '2019年' },
          { key: 'B', text: '2020年' },
        ],
        answer: ['A'],
      },
      token,
    )) as { id: number };
    activity = (await post(server, '/api/Order/createActivity', { type: 1, title: '入场规则演示' }, token)) as {
      id: number;
      code: string;
    };
    await post(
      server,
      '/api/MyActivity/saveQuesBaseAct',
      {
        activity_id: activity.id,
        settings: { question_mode: 'fixed', question_ids: [question.id], signup_fields: [{ key: 'name' }] },
      },
      token,
    );
  });
  afterAll(() => endStory({ server, browser }));

  it('requires answer codes and generates one', async () => {
    await openPage(page, `${server.baseUrl}/activity/prize?activity_id=${activity.id}`);
    await page.getByRole('switch', { name: '参与者须凭答题码答题' }).click();
    await page.getByLabel('生成数量').fill('1');
    await page.getByRole('button', { name: '生成答题码' }).click();
    const cell = page.getByRole('cell', { name: /^[A-HJ-NP-Z2-9]{8}$/ }).first();
    await cell.waitFor();
    answerCode = (await cell.textContent()) ?? '';
    expect(answerCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    await settle(page);
    await screenshot(page, 'entry-answer-codes');
  });

  it('asks one required question before the quiz starts', async () => {
    await openPage(page, `${server.baseUrl}/activity/deploy?activity_id=${activity.id}`);
    await page.getByRole('tab', { name: '附加问题' }).click();
    await page.getByRole('switch', { name: '开启附加问题' }).click();
    await page.getByText('答题前（必答问题答完才能开始答题）').click();
    await page.getByRole('button', { name: /^保\s*存$/ }).click();
    await page.getByText('保存成功').first().waitFor();
    await page.getByRole('button', { name: '添加问题' }).click();
    const form = page.getByRole('dialog').filter({ hasText: '添加问题' });
    await form.getByLabel('问题', { exact: true }).fill('您从哪里了解到本次活动？');
    for (const [n, text] of [
      [1, '朋友推荐'],
      [2, '单位通知'],
    ] as const) {
      const option = form.getByLabel(`选项 ${n}`, { exact: true });
      if (!(await option.count())) await form.getByRole('button', { name: '添加选项' }).click();
      await option.fill(text);
    }
    await form.getByRole('button', { name: /^保\s*存$/ }).click();
    await page.getByRole('cell', { name: '您从哪里了解到本次活动？' }).waitFor();
    await settle(page);
    await screenshot(page, 'entry-extra-questions');
  });

  it('lets a participant join with the code, answer the extra question, then start the quiz', async () => {
    const context = await newPhone(browser);
    const phonePage = await context.newPage();
    await phonePage.goto(`${server.baseUrl}/h5/${activity.code}`);
    await phonePage.getByRole('button', { name: '参与活动' }).waitFor();
    await screenshot(phonePage, 'entry-phone-cover');
    await phonePage.getByRole('button', { name: '参与活动' }).click();
    await phonePage.getByLabel('姓名').fill('王小红');
    await phonePage.getByLabel('答题码').fill('WRONGCDE');
    await phonePage.getByRole('button', { name: '进入活动' }).click();
    await phonePage.getByText('答题码无效或已被使用').first().waitFor();
    await screenshot(phonePage, 'entry-phone-join-refused');
    await phonePage.getByLabel('答题码').fill(answerCode.toLowerCase());
    await phonePage.getByRole('button', { name: '进入活动' }).click();
    await phonePage.getByRole('button', { name: '开始答题' }).click();
    await phonePage.getByText('您从哪里了解到本次活动？').waitFor();
    await phonePage.getByText('朋友推荐').click();
    await screenshot(phonePage, 'entry-phone-extra-question');
    await phonePage.getByRole('button', { name: /^提\s*交$/ }).click();
    await phonePage.getByText(stem).waitFor({ timeout: 15_000 });
    await screenshot(phonePage, 'entry-phone-quiz');
    await context.close();
  });
});
