import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPhone, openKfChat, screenshot, settle } from './support/browser.js';
import { participantLink, post, registerOrganiser } from './support/organiser.js';
import type { RunningServer } from './support/server.js';
import { endStory, startStory } from './support/story.js';
import { watchRequests } from './support/story-notes.js';

const phone = `137${String(Date.now()).slice(-8)}`;

type Watched = { page: Page; violations: string[]; scripts: Response[]; quiet: () => Promise<void> };

/**
 * A page that records every content-security-policy violation its documents (frames included) report, from the
 * securitypolicyviolation event and from the console, and every script it downloads.
 */
const watch = async (context: BrowserContext): Promise<Watched> => {
  const violations: string[] = [];
  await context.exposeBinding('reportCspViolation', (_source, text: string) => void violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${e.effectiveDirective} blocked ${e.blockedURI} in ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  context.on('console', (m) => {
    if (/content security policy/i.test(m.text())) violations.push(m.text());
  });
  const page = await context.newPage();
  const { quiet } = watchRequests(page);
  const scripts: Response[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/assets/')) scripts.push(r);
  });
  return { page, violations, scripts, quiet };
};

describe('pages pass their content security policy and get their scripts compressed and cached', () => {
  let server: RunningServer;
  let browser: Browser;
  let login: { token: string };
  let token = '';

  beforeAll(async () => {
    const story = await startStory();
    ({ server, browser } = story);
    login = await registerOrganiser(server, story.page, phone);
    token = login.token;
    await story.page.close();
  });
  afterAll(() => endStory({ server, browser }));

  it('shows the login page and the visitor home with no violation, scripts as brotli cached for a year', async () => {
    const context = await browser.newContext({ viewport: { width: 1600, height: 900 } });
    const { page, violations, scripts, quiet } = await watch(context);
    const document = await page.goto(`${server.baseUrl}/login`);
    expect(document?.headers()['cache-control']).toBe('no-cache');
    expect(document?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    await page
      .getByRole('button', { name: /登\s*录/ })
      .first()
      .waitFor();
    await page.goto(`${server.baseUrl}/activity/system`);
    await quiet();
    await settle(page);
    await screenshot(page, 'security-visitor-home');
    expect(scripts.length).toBeGreaterThan(5);
    for (const r of scripts) {
      expect(r.headers()['content-encoding'], r.url()).toBe('br');
      expect(r.headers()['cache-control'], r.url()).toBe('public, max-age=31536000, immutable');
    }
    expect(violations).toEqual([]);
    await context.close();
  });

  it('opens the back-office with its customer-service chat framed from the same site, with no violation', async () => {
    const context = await browser.newContext({ viewport: { width: 1600, height: 900 } });
    const { page, violations, quiet } = await watch(context);
    await page.goto(server.baseUrl);
    await page.evaluate((data) => localStorage.setItem('QUES_USER', data), JSON.stringify(login));
    await page.goto(`${server.baseUrl}/activity/manage`);
    await openKfChat(page);
    const chat = page.frameLocator('iframe[title="客服会话"]');
    await chat.getByText('在线客服').first().waitFor();
    await quiet();
    await settle(page);
    await screenshot(page, 'security-back-office-chat');
    expect(violations).toEqual([]);
    await context.close();
  });

  it("shows a participant's phone page with no violation", async () => {
    const activity = (await post(server, '/api/Order/createActivity', { type: 1, title: '安全策略演示' }, token)) as {
      id: number;
    };
    const context = await newPhone(browser);
    const { page, violations, quiet } = await watch(context);
    await page.goto(await participantLink(server, activity.id, token));
    await page.getByText('安全策略演示').first().waitFor();
    await quiet();
    await settle(page);
    await screenshot(page, 'security-phone-page');
    expect(violations).toEqual([]);
    await context.close();
  });

  it('pays on the sandbox checkout page with no violation', async () => {
    const checkout = (await post(server, '/api/Pay/customerRecPay', { kind: 'money', amount: 10 }, token)) as {
      pay_url: string;
    };
    const context = await newPhone(browser);
    const { page, violations } = await watch(context);
    await page.goto(checkout.pay_url);
    await page.getByRole('button', { name: '确认支付' }).click();
    await page.getByText('支付成功').waitFor();
    await screenshot(page, 'security-sandbox-checkout');
    expect(violations).toEqual([]);
    await context.close();
  });
});
