import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { type RunningServer, startServer } from './server.js';
import { forgetStory, watchStory } from './story-notes.js';

export type Story = { server: RunningServer; browser: Browser; page: Page };

/** A browser story's stage: the real server on a database of its own, Chromium, and one desktop-sized page. */
export const startStory = async (env: Record<string, string> = {}): Promise<Story> => {
  const server = await startServer(env);
  const browser = await launchBrowser();
  const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
  watchStory(browser, page);
  return { server, browser, page };
};

export const endStory = async (story: Partial<Story>) => {
  if (story.browser) forgetStory(story.browser);
  await story.browser?.close();
  await story.server?.stop();
};
