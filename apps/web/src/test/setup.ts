import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { Modal, message, notification } from 'antd';
import { afterAll, afterEach, vi } from 'vitest';
// Every text, as the back-office entry has them (the live entry's are a subset).
import '../i18n/back-office-texts.js';
import { loadAllTexts } from '../i18n/index.js';
import { clearLiveToasts } from '../live/kit/live-toast.js';

await loadAllTexts();

// antd pages render slowly in jsdom on a loaded 2-core machine; findBy/waitFor wait up to 5 s, not 1 s.
configure({ asyncUtilTimeout: 5000 });

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Without vitest globals, Testing Library cannot register its own cleanup. antd's static toasts and dialogs
// live outside the rendered tree, so they are closed here too.
afterEach(async () => {
  message.destroy();
  notification.destroy();
  Modal.destroyAll();
  clearLiveToasts();
  cleanup();
  localStorage.clear();
  await settle(30);
});

// Closing toasts end with a leave animation whose timer, and React's commit after it, fire on Node's timers;
// jsdom must still exist when they do, or React throws "window is not defined" after the file has finished.
afterAll(() => settle(400));

// jsdom lacks these; antd's responsive parts and the back-to-top button call them.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
vi.stubGlobal('ResizeObserver', ResizeObserverStub);

Object.defineProperty(window, 'scrollTo', { writable: true, value: vi.fn() });

/**
 * jsdom has no layout, so of a stylesheet it can only observe what hides an element or stops its clicks; yet every
 * getComputedStyle call matches every rule that antd injects, and Testing Library's accessible-name lookups call it
 * for each node they visit (three quarters of a page test's time). antd's injected CSS keeps only the rules that
 * set display, visibility or pointer-events: what jsdom can tell stays the same, page tests run 3–4 times faster.
 */
const observable = /^(display|visibility|pointer-events)$/;
const keptCss = (css: string) => {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  const kept: string[] = [];
  for (const rule of Array.from(sheet.cssRules)) {
    const style = (rule as CSSStyleRule).style;
    let keep = !style;
    for (let i = 0; style && i < style.length; i += 1) if (observable.test(style.item(i))) keep = true;
    if (keep) kept.push(rule.cssText);
  }
  return kept.join('\n');
};
const innerHtml = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!;
Object.defineProperty(HTMLStyleElement.prototype, 'innerHTML', {
  configurable: true,
  get() {
    return innerHtml.get!.call(this);
  },
  set(css: string) {
    innerHtml.set!.call(this, keptCss(css));
  },
});
