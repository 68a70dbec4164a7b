import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { applyTemplate, confirmNotice, openPage, settle } from './browser.js';
import type { RunningServer } from './server.js';

/** Opens the online quiz gallery (the caller may look at it before `pick`). */
export const openQuizGallery = async (page: Page, server: RunningServer) => {
  await openPage(page, `${server.baseUrl}/recommend/recommend`);
  const template = page.locator('.ant-row .ant-card').first();
  await template.waitFor();
  await settle(page);
  return template;
};

/** Creates an online quiz from the gallery's first template; answers its id, with the page on its deploy page. */
export const createQuizFromTemplate = async (page: Page, server: RunningServer) => {
  const template = await openQuizGallery(page, server);
  await template.click();
  await applyTemplate(page);
  await page.waitForURL('**/activity/addActivity**');
  await page.getByRole('button', { name: /^创\s*建$/ }).click();
  await page.waitForURL('**/activity/deploy?activity_id=*');
  const activityId = Number(new URL(page.url()).searchParams.get('activity_id'));
  expect(activityId).toBeGreaterThan(0);
  return activityId;
};

/** Opens an activity's settings page. */
export const openActivitySettings = async (page: Page, server: RunningServer, activityId: number) => {
  await openPage(page, `${server.baseUrl}/activity/activitySettin?activity_id=${activityId}`);
  await page.getByRole('button', { name: '余额支付' }).waitFor();
};

/** Publishes the activity whose settings page is open for 30 days from the balance; answers its /h5/ link. */
export const publishFromBalance = async (page: Page) => {
  await page.getByText('30天', { exact: false }).first().click();
  await page.getByRole('button', { name: '余额支付' }).click();
  await confirmNotice(page, '发布活动');
  await page.getByText('发布成功').waitFor({ timeout: 15_000 });
  const text =
    (await page
      .getByText(/\/h5\/[A-Za-z0-9]+/)
      .first()
      .textContent()) ?? '';
  const link = /\/h5\/[A-Za-z0-9]+/.exec(text)?.[0] ?? '';
  expect(link).toMatch(/^\/h5\//);
  return link;
};
