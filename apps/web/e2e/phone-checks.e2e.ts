import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmNotice, newPhone, openPage, screenshot, settle } from './support/browser.js';
import { createFireQuiz, createOneQuestionQuiz } from './support/fire-quiz.js';
import { post, registerOrganiser } from './support/organiser.js';
import { payInSandbox } from './support/sandbox.js';
import type { RunningServer } from './support/server.js';
import { endStory, startStory } from './support/story.js';

const phone = `137${String(Date.now()).slice(-8)}`;
const columns = ['非常满意', '比较满意', '一般般', '不太满意', '非常不满意', '不适用'];
const rows = ['食堂饭菜', '班车准点', '宿舍环境'];
const option = (label: string, i: number) => ({ key: `o${i + 1}`, label });

/** A phone of its own that records every API answer other than code 200 and every console error. */
const watchedPhone = async (browser: Browser) => {
  const context = await newPhone(browser);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('response', async (res) => {
    if (!res.url().includes('/api/')) return;
    const body = (await res.json().catch(() => null)) as { code?: number; msg?: string } | null;
    if (res.status() !== 200 || body?.code !== 200) problems.push(`${res.url()}: ${body?.code} ${body?.msg}`);
  });
  return { context, page, problems };
};

describe('an organiser checks the phone pages and pays from a balance that falls short', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let quiz: { id: number; code: string };
  let survey: { id: number; code: string };
  let ordering: { id: number; code: string };
  const phones: BrowserContext[] = [];

  beforeAll(async () => {
    ({ server, browser, page } = await startStory());
    const { token } = await registerOrganiser(server, page, phone);
    quiz = await createFireQuiz(server, token, { bankName: '常识题库', title: '没有PK的答题' });
    ordering = await createOneQuestionQuiz(server, token, {
      bankName: '历史题库',
      title: '朝代排序',
      question: {
        type: 'sort',
        stem: '将以下朝代按时间先后排序。',
        options: ['宋', '秦', '唐'].map((text, i) => ({ key: 'ABC'[i], text })),
        answer: ['B', 'C', 'A'],
      },
    });
    survey = (await post(
      server,
      '/api/Order/createActivity',
      { type: 4, title: '后勤满意度' },
      token,
    )) as typeof survey;
    await post(
      server,
      '/api/survey/save',
      {
        activity_id: survey.id,
        settings: {
          questions: [
            {
              key: 'q_matrix',
              type: 'matrix',
              title: '请评价以下后勤服务',
              options: columns.map(option),
              rows: rows.map((label, i) => ({ key: `r${i + 1}`, label })),
            },
          ],
        },
      },
      token,
    );
  });
  afterAll(async () => {
    for (const p of phones) await p.close();
    await endStory({ server, browser });
  });

  it('fits every column of a matrix question on a 390 px phone, with no failed call or console error', async () => {
    const { context, page: p, problems } = await watchedPhone(browser);
    phones.push(context);
    await p.goto(`${server.baseUrl}/h5/${survey.code}`);
    await p.getByRole('button', { name: '参与活动' }).click();
    await p.getByText(rows[0]!).first().waitFor();
    const width = p.viewportSize()!.width;
    for (const row of rows) {
      const last = p.getByRole('radio', { name: `${row} ${columns.at(-1)}` });
      const box = (await last.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await last.click();
      expect(await last.isChecked()).toBe(true);
    }
    const scrollWidth = await p.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(width);
    await settle(p);
    await screenshot(p, 'phone-matrix-390');
    expect(problems).toEqual([]);
  });

  it('asks a quiz without PK for nothing it does not have: no failed call, no console error', async () => {
    const { context, page: p, problems } = await watchedPhone(browser);
    phones.push(context);
    await p.goto(`${server.baseUrl}/h5/${quiz.code}`);
    await p.getByRole('button', { name: '参与活动' }).click();
    await p.getByRole('button', { name: '开始答题' }).waitFor();
    await p.waitForLoadState('networkidle');
    await settle(p);
    await screenshot(p, 'phone-quiz-home-no-pk');
    expect(await p.getByRole('button', { name: '答题PK' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('answers an ordering question on a 390 px phone by tapping its options in order', async () => {
    const { context, page: p, problems } = await watchedPhone(browser);
    phones.push(context);
    await p.goto(`${server.baseUrl}/h5/${ordering.code}`);
    await p.getByRole('button', { name: '参与活动' }).click();
    await p.getByRole('button', { name: '开始答题' }).click();
    await p.getByText('将以下朝代按时间先后排序。').waitFor();
    const confirm = p.getByRole('button', { name: '确定' });
    for (const option of ['B. 秦', 'C. 唐']) await p.getByRole('button', { name: option, exact: true }).click();
    expect(await confirm.isDisabled()).toBe(true);
    await p.getByRole('button', { name: 'A. 宋', exact: true }).click();
    await p.getByText('你的顺序：B → C → A').waitFor();
    await settle(p);
    await screenshot(p, 'phone-quiz-ordering');
    const answered = p.waitForRequest((r) => r.url().includes('/api/h5/quiz/answer'));
    await confirm.click();
    expect((await answered).postDataJSON()).toMatchObject({ index: 0, answer: ['B', 'C', 'A'] });
    await p.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  it('offers the top-up when the balance falls short of publishing, then publishes with the same choice', async () => {
    await openPage(page, `${server.baseUrl}/activity/activitySettin?activity_id=${quiz.id}`);
    await page.getByText('30天', { exact: false }).first().click();
    await page.getByRole('button', { name: '余额支付' }).click();
    await confirmNotice(page, '发布活动');
    const offer = page.getByRole('dialog').filter({ hasText: '还差' });
    await offer.getByRole('button', { name: /立即充值/ }).waitFor();
    await settle(page);
    await screenshot(page, 'balance-short-top-up-offer');
    await offer.getByRole('button', { name: /立即充值/ }).click();
    await payInSandbox(browser, page);
    await confirmNotice(page, '发布活动 30 天');
    await page.getByText('发布成功').waitFor({ timeout: 15_000 });
    await settle(page);
    await screenshot(page, 'balance-short-published');
  });
});
