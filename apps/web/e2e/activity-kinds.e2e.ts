import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, screenshot, settle } from './support/browser.js';
import { post, registerOrganiser } from './support/organiser.js';
import type { RunningServer } from './support/server.js';
import { endStory, startStory } from './support/story.js';

const phone = `136${String(Date.now()).slice(-8)}`;
const longTitle = '2025年度全公司安全生产月暨消防安全知识线上有奖竞答活动（第一期）';

describe('a new organiser meets a kind that does not run yet, and always sees which activity a page is about', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let token = '';

  beforeAll(async () => {
    ({ server, browser, page } = await startStory());
    await page.setViewportSize({ width: 1280, height: 800 });
    ({ token } = await registerOrganiser(server, page, phone));
  });
  afterAll(() => endStory({ server, browser }));

  it('sees the on-site competition gallery marked coming, can read a template, and cannot create one', async () => {
    await openPage(page, `${server.baseUrl}/recommend/recommendScene`);
    await page.getByRole('heading', { name: '现场答题竞赛' }).waitFor();
    const note = '现场答题竞赛即将开放，暂不能创建或购买，可以先浏览模板';
    expect(await page.getByText('即将开放', { exact: true }).first().isVisible()).toBe(true);
    expect(await page.getByText(note).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: '创建空白活动' }).isDisabled()).toBe(true);
    const template = page.locator('.ant-row .ant-card').first();
    await template.waitFor();
    await settle(page);
    await screenshot(page, 'activity-kinds-gallery-coming');
    await template.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(note).waitFor();
    expect(await dialog.getByRole('button', { name: '使用此模板' }).isDisabled()).toBe(true);
    await settle(page);
    await screenshot(page, 'activity-kinds-template-coming');
  });

  it('is refused by the server too, with the kind named, and has no activity afterwards', async () => {
    const res = await fetch(`${server.baseUrl}/api/Order/createActivity`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify({ type: 2, title: '年会竞赛' }),
    });
    expect(await res.json()).toMatchObject({ code: 400, msg: '现场答题竞赛即将开放，暂不能创建或购买' });
    await openPage(page, `${server.baseUrl}/activity/addActivity?type=2`);
    await page.getByText('现场答题竞赛即将开放，暂不能创建或购买，可以先浏览模板').waitFor();
    expect(await page.getByRole('button', { name: /^创\s*建$/ }).count()).toBe(0);
  });

  it('sees the activity’s name, kind, state and link above an online quiz’s set-up', async () => {
    const quiz = (await post(server, '/api/Order/createActivity', { type: 1, title: longTitle }, token)) as {
      id: number;
      code: string;
    };
    await openPage(page, `${server.baseUrl}/activity/deploy?activity_id=${quiz.id}`);
    const heading = page.getByRole('heading', { name: longTitle });
    await heading.waitFor();
    const header = page.locator('.ant-flex', { has: heading }).first();
    expect(await header.getByText('线上答题抽奖', { exact: true }).isVisible()).toBe(true);
    expect(await header.getByText('草稿', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(`${server.baseUrl}/h5/${quiz.code}`).isVisible()).toBe(true);
    await settle(page);
    await screenshot(page, 'activity-kinds-deploy-header');
  });

  it('keeps a long name on one line in the activity list', async () => {
    await openPage(page, `${server.baseUrl}/activity/manage`);
    const name = page.locator('td').getByText(longTitle);
    await name.waitFor();
    await settle(page);
    const box = await name.boundingBox();
    const lineHeight = await name.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
    expect(box!.height).toBeLessThan(lineHeight * 1.5);
    await screenshot(page, 'activity-kinds-list');
  });
});
