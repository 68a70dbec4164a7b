import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, settle } from './support/browser.js';
import { coveredControls, watchErrorNotices } from './support/layout-checks.js';
import { registerInPanel } from './support/organiser.js';
import { createQuizFromTemplate, openActivitySettings, openQuizGallery, publishFromBalance } from './support/quiz.js';
import { topUp } from './support/sandbox.js';
import type { RunningServer } from './support/server.js';
import { endStory, startStory } from './support/story.js';

const phone = `135${String(Date.now()).slice(-8)}`;

describe("a new organiser's first hour at 1280×800: register, top up, create and publish an online quiz", () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let activityId = 0;

  /** The page as it is now hides none of its controls under a widget. */
  const nothingHidden = async (step: string) => {
    await settle(page);
    await screenshot(page, `first-hour-${step}`);
    expect(await coveredControls(page), step).toEqual([]);
  };

  beforeAll(async () => {
    ({ server, browser, page } = await startStory());
    await page.setViewportSize({ width: 1280, height: 800 });
    errors = await watchErrorNotices(page);
  });
  afterAll(() => endStory({ server, browser }));

  it('registers in the panel and lands on my activities', async () => {
    await registerInPanel(server, page, phone);
    await page.getByText('暂无活动').waitFor();
    await nothingHidden('manage');
  });

  it('tops up 200 yuan through the sandbox checkout', async () => {
    await topUp(browser, page, server, 200);
    await nothingHidden('recharge');
  });

  it('creates an online quiz from a template in the gallery', async () => {
    await openQuizGallery(page, server);
    await nothingHidden('gallery');
    activityId = await createQuizFromTemplate(page, server);
    await page.getByRole('tab', { name: '题目设置' }).waitFor();
    await nothingHidden('deploy');
    await page.getByRole('tab', { name: '答题规则' }).click();
    await nothingHidden('deploy-rules');
  });

  it('publishes it from the settings page', async () => {
    await openActivitySettings(page, server, activityId);
    await nothingHidden('settings');
    const link = await publishFromBalance(page);
    expect(link).toMatch(/^\/h5\//);
    await nothingHidden('published');
  });

  // Runs even when an earlier step failed: no error notice may have shown up to there.
  it('showed no error notice on the way', () => {
    expect(errors).toEqual([]);
  });
});
