import type { Browser, Page, Request } from 'playwright-core';

/**
 * What a story's pages showed when a step failed. CI keeps only the tail of a long log, so the notes go into the
 * failure's own message (see on-failure.ts), which the summary repeats at the end.
 */
const browsers = new Set<Browser>();
const inFlight = new Map<Request, number>();

const slowAfterMs = 2000;

/** Remembers a story's browser, and which of its main page's requests are still waiting for an answer. */
export const watchStory = (browser: Browser, page: Page) => {
  browsers.add(browser);
  page.on('request', (r) => inFlight.set(r, Date.now()));
  page.on('requestfinished', (r) => inFlight.delete(r));
  page.on('requestfailed', (r) => inFlight.delete(r));
};

export const forgetStory = (browser: Browser) => browsers.delete(browser);

const visibleTexts = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((nodes) =>
      nodes.filter((n) => (n as HTMLElement).offsetParent !== null).map((n) => n.textContent?.trim() ?? ''),
    )
    .catch(() => []);

const describePage = async (page: Page) => {
  const toasts = await visibleTexts(page, '.ant-message-notice, .ant-notification-notice');
  const dialogs = await visibleTexts(page, '.ant-modal-title, .ant-modal-confirm-title');
  return [
    `  page ${page.url()}`,
    toasts.length ? `    toasts: ${toasts.join(' | ')}` : '',
    dialogs.length ? `    dialogs: ${dialogs.join(' | ')}` : '',
  ].filter(Boolean);
};

export const describeStories = async (): Promise<string> => {
  const pages = [...browsers].flatMap((b) => b.contexts().flatMap((c) => c.pages()));
  const lines = (await Promise.all(pages.map(describePage))).flat();
  const now = Date.now();
  const slow = [...inFlight].filter(([, since]) => now - since > slowAfterMs);
  for (const [r, since] of slow) lines.push(`  waiting ${now - since} ms for ${r.method()} ${r.url()}`);
  return lines.length ? `\nwhat the story's pages showed:\n${lines.join('\n')}` : '';
};
