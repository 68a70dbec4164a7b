import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, screenshot, settle } from './support/browser.js';
import { coveredControls, kfDockLabel, watchErrorNotices } from './support/layout-checks.js';
import { post, registerOrganiser } from './support/organiser.js';
import type { RunningServer } from './support/server.js';
import { endStory, type Story, startStory } from './support/story.js';

const phone = `136${String(Date.now()).slice(-8)}`;
const widths = [1280, 1440, 1920] as const;
const topEntries = 9;

/** The top menu's entries as drawn: the ones in the bar (with clipping measured) and whether "more" shows. */
const topMenuLayout = (page: Page) =>
  page.evaluate(() => {
    const nav = document.querySelector('nav[aria-label="顶部菜单"]');
    const bar = nav?.getBoundingClientRect();
    const shown = [...(nav?.querySelectorAll('li.ant-menu-item') ?? [])].filter(
      (li) => getComputedStyle(li).display !== 'none' && getComputedStyle(li).opacity !== '0',
    );
    return {
      shown: shown.map((li) => {
        const r = li.getBoundingClientRect();
        const link = li.querySelector('a');
        return {
          text: (li.textContent ?? '').trim(),
          clipped:
            !link ||
            link.scrollWidth > link.clientWidth ||
            !bar ||
            r.left < bar.left - 0.5 ||
            r.right > bar.right + 0.5,
        };
      }),
      more: [...(nav?.querySelectorAll('.ant-menu-overflow-item-rest') ?? [])].some(
        (li) => getComputedStyle(li).display !== 'none' && getComputedStyle(li).opacity !== '0',
      ),
    };
  });

describe('the back-office shell at 1280, 1440 and 1920 px', () => {
  let story: Story;
  let server: RunningServer;
  let page: Page;
  let errors: string[];
  let tenantTitle = '';

  beforeAll(async () => {
    story = await startStory();
    ({ server, page } = story);
    errors = await watchErrorNotices(page);
    await registerOrganiser(server, page, phone);
    const site = (await post(server, '/api/index/domainConfig', { url: new URL(server.baseUrl).host })) as {
      title: string;
    };
    tenantTitle = site.title;
  });
  afterAll(() => endStory(story));

  it('keeps every top menu entry whole, moving the ones that do not fit into 更多', async () => {
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${server.baseUrl}/activity/manage`);
      await page.getByRole('navigation', { name: '顶部菜单' }).getByRole('link').first().waitFor();
      await settle(page);
      const layout = await topMenuLayout(page);
      expect(
        layout.shown.filter((e) => e.clipped),
        `clipped at ${width}`,
      ).toEqual([]);
      expect(layout.shown.length, `entries in the bar at ${width}`).toBeGreaterThan(0);
      if (layout.shown.length < topEntries) {
        expect(layout.more, `更多 at ${width}`).toBe(true);
        await page.getByRole('navigation', { name: '顶部菜单' }).getByText('更多').hover();
        const popup = page.locator('.ant-menu-submenu-popup').last();
        await popup.waitFor();
        const hidden = await popup.getByRole('link').allTextContents();
        expect(layout.shown.length + hidden.length, `entries reachable at ${width}`).toBe(topEntries);
        await screenshot(page, `shell-top-menu-more-${width}`);
        await page.mouse.move(10, 500);
      }
      await screenshot(page, `shell-${width}`);
    }
  });

  it('keeps content out from under the docked customer-service box, which opens on demand', async () => {
    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${server.baseUrl}/user/user_recharge`);
      await page.getByRole('button', { name: '立即充值' }).waitFor();
      await settle(page);
      expect(await coveredControls(page), `covered at ${width}`).toEqual([]);
      const dock = page.getByRole('complementary', { name: kfDockLabel });
      const dockBox = (await dock.boundingBox())!;
      const contentRight = await page.evaluate(() =>
        Math.max(...[...(document.querySelector('main')?.children ?? [])].map((c) => c.getBoundingClientRect().right)),
      );
      expect(dockBox.width).toBeLessThanOrEqual(40);
      expect(contentRight).toBeLessThanOrEqual(dockBox.x);
      await dock.getByRole('button', { name: /客服中心/ }).click();
      await page.getByRole('button', { name: '在线客服' }).waitFor();
      await screenshot(page, `shell-kf-open-${width}`);
      await page.getByRole('button', { name: '收起', exact: true }).click();
    }
  });

  it('lets a dialog mask cover the docked box', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${server.baseUrl}/user/user_recharge`);
    await page.getByRole('radio', { name: '账户余额' }).check();
    await page.getByLabel('其他金额').fill('10');
    await page.getByRole('button', { name: '立即充值' }).click();
    await page.getByRole('dialog').filter({ hasText: '扫码支付' }).waitFor();
    await settle(page);
    const tab = (await page.getByRole('complementary', { name: kfDockLabel }).boundingBox())!;
    const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('aside') === null, {
      x: tab.x + tab.width / 2,
      y: tab.y + tab.height / 2,
    });
    expect(onTop).toBe(true);
    await screenshot(page, 'shell-modal-over-kf');
  });

  it('opens the chat in view when the page is scrolled down', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPage(page, `${server.baseUrl}/activity/system`);
    await page.locator('main').waitFor();
    const frame = page.getByTitle('客服会话');
    // A tall page, whatever the home page holds today: the point is where the frame opens. On a loaded machine the
    // page can still redraw its content (a text namespace arriving) and lose the height, the scroll and the hover:
    // all three are done again until the frame opens.
    for (let attempt = 1; ; attempt += 1) {
      await page.evaluate(() => {
        document.querySelector('main')?.style.setProperty('min-height', '3000px');
        window.scrollTo(0, 1500);
      });
      try {
        await page.waitForFunction(() => window.scrollY > 1000, undefined, { timeout: 5_000 });
        await page.getByRole('button', { name: '联系客服' }).hover();
        await page.getByRole('button', { name: '在线咨询' }).click({ timeout: 5_000 });
        await frame.waitFor({ timeout: 5_000 });
        break;
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
    const box = (await frame.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(800);
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
    await settle(page);
    await screenshot(page, 'shell-chat-scrolled');
  });

  it('titles each browser tab <page> - <tenant title>', async () => {
    const titles: [string, string][] = [
      ['/activity/manage', '我的活动'],
      ['/recommend/recommend', '线上答题抽奖'],
      ['/user/user_recharge', '账户充值'],
      // Last: entering the login panel logs out.
      ['/login', '登录'],
    ];
    for (const [path, name] of titles) {
      await page.goto(`${server.baseUrl}${path}`);
      await page.waitForFunction((t) => document.title === t, `${name} - ${tenantTitle}`);
    }
  });

  it('switches the login panel between its modes without any error notice', async () => {
    const visitor = await story.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const seen = await watchErrorNotices(visitor);
    await visitor.goto(`${server.baseUrl}/login`);
    await visitor.getByText('账号登录').waitFor();
    for (let round = 0; round < 3; round += 1) {
      for (const mode of ['注册', '忘记密码', '登录']) {
        await visitor.getByRole('button', { name: mode, exact: true }).click();
      }
    }
    await settle(visitor);
    await visitor.waitForTimeout(1000);
    expect(seen).toEqual([]);
    expect(errors).toEqual([]);
    await visitor.close();
  });
});
