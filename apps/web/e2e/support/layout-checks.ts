import type { Page } from 'playwright-core';

/** The docked customer-service column's accessible name (zh-CN). */
export const kfDockLabel = '客服中心';

/** A control of the main content that something else sits on, and what that something is. */
export type CoveredControl = { control: string; by: string };

const controlSelector = [
  'button',
  'a[href]',
  'input:not([type=hidden])',
  'textarea',
  '[role=tab]',
  '[role=switch]',
  '.ant-select',
  '.ant-pagination-item',
  '.ant-pagination-prev',
  '.ant-pagination-next',
].join(',');

/**
 * Every visible control in the main content, each scrolled into view and probed at its centre with
 * document.elementFromPoint: it must be the control itself (or a part of it), and its box must not cross the
 * docked customer-service column. Answers the ones that fail.
 */
export const coveredControls = (page: Page): Promise<CoveredControl[]> =>
  page.evaluate(
    ({ selector, dockLabel }) => {
      const describe = (el: Element) =>
        `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
      const main = document.querySelector('main');
      if (!main) return [{ control: 'main', by: 'missing' }];
      const dock = document.querySelector(`aside[aria-label="${dockLabel}"]`)?.getBoundingClientRect();
      const found: { control: string; by: string }[] = [];
      const startY = window.scrollY;
      let checked = 0;
      for (const el of main.querySelectorAll(selector)) {
        const style = getComputedStyle(el);
        const first = el.getBoundingClientRect();
        if (first.width < 2 || first.height < 2 || style.visibility === 'hidden' || style.opacity === '0') continue;
        el.scrollIntoView({ block: 'center', inline: 'nearest' });
        const r = el.getBoundingClientRect();
        const x = r.left + r.width / 2;
        const y = r.top + r.height / 2;
        if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) continue;
        checked += 1;
        const hit = document.elementFromPoint(x, y);
        if (!hit || !(el.contains(hit) || hit.contains(el))) {
          found.push({ control: describe(el), by: hit ? describe(hit) : 'nothing' });
        }
        const crossesDock =
          dock && r.right > dock.left && r.left < dock.right && r.bottom > dock.top && r.top < dock.bottom;
        if (crossesDock) found.push({ control: describe(el), by: 'the docked customer-service column' });
      }
      window.scrollTo(0, startY);
      // A page still loading shows no controls: that must not pass as "nothing covered".
      if (checked === 0) found.push({ control: 'any', by: 'no visible control in the main content' });
      return found;
    },
    { selector: controlSelector, dockLabel: kfDockLabel },
  );

/** Error notices (antd message or notification of type error) seen on the page, across navigations. */
export const watchErrorNotices = async (page: Page) => {
  const seen: string[] = [];
  await page.exposeFunction('reportErrorNotice', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    const selector =
      '.ant-message-error, .ant-message-notice-error, .ant-notification-notice-error, .ant-notification-notice-icon-error';
    const reported = new WeakSet<Element>();
    const report = window as unknown as { reportErrorNotice: (text: string) => void };
    new MutationObserver(() => {
      for (const el of document.querySelectorAll(selector)) {
        const notice = el.closest('.ant-message-notice, .ant-notification-notice') ?? el;
        if (reported.has(notice)) continue;
        reported.add(notice);
        report.reportErrorNotice((notice.textContent ?? '').trim());
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return seen;
};
