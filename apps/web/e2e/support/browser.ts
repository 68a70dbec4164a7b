import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';

export const screenshotDir = path.resolve(import.meta.dirname, '../screenshots');

/**
 * Every page of a story asks for reduced motion, as some people's systems do: dialogs and menus then appear at once,
 * and on a loaded machine no press lands on one still sliding in.
 */
const withReducedMotion = (browser: Browser): Browser => {
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = (options = {}) => newContext({ reducedMotion: 'reduce', ...options });
  browser.newPage = (options = {}) => newPage({ reducedMotion: 'reduce', ...options });
  return browser;
};

/** Debian's chromium, with the flags this machine's closed network needs. */
export const launchBrowser = async (): Promise<Browser> =>
  withReducedMotion(
    await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    }),
  );

export const screenshot = async (page: Page, name: string) => {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
};

/** Lets dialogs and toasts finish their animations, so a screenshot shows the settled page. */
export const settle = (page: Page) => page.waitForTimeout(500);

/** Opens a back-office page and waits for the shell (the customer-service box docks beside the content by itself). */
export const openPage = async (page: Page, url: string) => {
  await page.goto(url);
  await page.getByRole('complementary', { name: '客服中心' }).waitFor();
};

/** A participant's phone: a touch screen the size of a common one. */
export const newPhone = (browser: Browser) =>
  browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Follows a top-menu entry, from the bar or, when the width moved it there, from the 更多 popup. */
export const openTopMenuEntry = async (page: Page, name: string) => {
  const bar = page.getByRole('navigation', { name: '顶部菜单' });
  await bar.getByRole('link').first().waitFor();
  const inBar = bar.getByRole('link', { name, exact: true });
  if (await inBar.isVisible()) return inBar.click();
  const inPopup = page.locator('.ant-menu-submenu-popup').last().getByRole('link', { name, exact: true });
  // A toast at the top covers 更多, and one under the pointer stays until the pointer leaves: move it away first.
  await page.mouse.move(0, (page.viewportSize()?.height ?? 600) - 1);
  await page.locator('.ant-message-notice').last().waitFor({ state: 'hidden', timeout: 10_000 });
  // On a loaded machine the popup can close between the hover and the click; hovering again reopens it.
  for (let attempt = 1; ; attempt += 1) {
    await bar.getByText('更多').hover();
    try {
      return await inPopup.click({ timeout: 5000 });
    } catch (error) {
      if (attempt === 4) throw error;
    }
  }
};

/**
 * Chooses an option of an antd select (`select`: the whole select, which shows the choice once made). On a loaded
 * machine a dialog still opening takes the focus back when its animation ends, which closes a list opened too
 * early: it checks the choice was made, and opens the list again.
 */
export const chooseOption = async (page: Page, select: Locator, option: string) => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await select.click();
      await page.locator('.ant-select-item-option:visible').filter({ hasText: option }).click({ timeout: 5000 });
      return await select.filter({ hasText: option }).waitFor({ timeout: 5000 });
    } catch (error) {
      if (attempt === 4) throw error;
    }
  }
};

/** The antd select whose box (a combobox) has this accessible name, inside `scope`. */
export const selectNamed = (scope: Locator, name: string) =>
  scope.locator('.ant-select').filter({ has: scope.page().getByRole('combobox', { name }) });

/** Opens the docked customer-service box and its 在线客服 chat. */
export const openKfChat = async (page: Page) => {
  await page
    .getByRole('complementary', { name: '客服中心' })
    .getByRole('button', { name: /客服中心/ })
    .click();
  await page.getByRole('button', { name: '在线客服' }).click();
};

/**
 * Presses a dialog's button that closes it (保存, 确定) and waits for it to go. On a loaded machine a press while
 * the dialog is still opening can be lost: it presses again until the dialog goes (a press while its call runs
 * does nothing, and a dialog that took the press is gone before the next one).
 */
export const pressClosing = (dialog: Locator, name: RegExp) =>
  pressUntil(dialog.getByRole('button', { name }), () => dialog.waitFor({ state: 'hidden', timeout: 10_000 }), dialog);

/**
 * Presses `button` and presses again (up to 3×) until `done` resolves: antd drops a press made while a dialog
 * still opens. `ready` is waited for first.
 */
export const pressUntil = async (button: Locator, done: () => Promise<unknown>, ready: Locator = button) => {
  await ready.waitFor();
  for (let attempt = 1; ; attempt += 1) {
    await button.click();
    try {
      return await done();
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
};

/** Presses 使用此模板 in a gallery's 模板详情 dialog, again if the press was lost while it opened. */
export const applyTemplate = (page: Page) =>
  pressClosing(page.getByRole('dialog').filter({ hasText: '使用此模板' }), /使用此模板/);

/** Presses 确定 in the 提示 dialog that says `text`, again if the press was lost while it opened. */
export const confirmNotice = (page: Page, text: string | RegExp) =>
  pressClosing(page.locator('.ant-modal-confirm').filter({ hasText: text }), /^确\s*定$/);
