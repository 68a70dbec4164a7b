import type { Browser, Page, Request } from 'playwright-core';

/**
 * What a story's pages showed when a step failed. CI keeps only the tail of a long log, so the notes go into the
 * failure's own message (see on-failure.ts), which the summary repeats at the end.
 */
const browsers = new Set<Browser>();
const inFlight = new Map<Request, number>();

const slowAfterMs = 2000;

const quietPollMs = 100;

/**
 * Remembers which of a page's requests (its frames' included) are still waiting for an answer. A closed page's
 * requests never finish: they are forgotten with it, so the notes name only what a live page waits for.
 *
 * `quiet()` waits until none has been waiting for half a second: Playwright's own networkidle is a frame lifecycle
 * event that a chat frame docking late can keep from ever firing again, so it is counted from the requests here.
 */
export const watchRequests = (page: Page) => {
  const mine = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (r) => {
    mine.add(r);
    inFlight.set(r, Date.now());
    lastChange = Date.now();
  });
  const done = (r: Request) => {
    mine.delete(r);
    inFlight.delete(r);
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('close', () => {
    for (const r of mine) inFlight.delete(r);
    mine.clear();
  });
  const quiet = async ({ forMs = 500, timeoutMs = 30_000 } = {}) => {
    const deadline = Date.now() + timeoutMs;
    while (mine.size > 0 || Date.now() - lastChange < forMs) {
      if (Date.now() > deadline) {
        const waiting = [...mine].map((r) => r.url()).join(', ');
        throw new Error(`the page never went quiet for ${forMs} ms; still waiting for: ${waiting || 'nothing'}`);
      }
      await page.waitForTimeout(quietPollMs);
    }
  };
  return { quiet };
};

/** Remembers a story's browser, and which of its main page's requests are still waiting for an answer. */
export const watchStory = (browser: Browser, page: Page) => {
  browsers.add(browser);
  watchRequests(page);
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
