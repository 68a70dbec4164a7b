import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { Modal, message, notification } from 'antd';
import { afterAll, afterEach, vi } from 'vitest';

// antd pages render slowly in jsdom on a loaded 2-core machine; findBy/waitFor wait up to 5 s, not 1 s.
configure({ asyncUtilTimeout: 5000 });

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Without vitest globals, Testing Library cannot register its own cleanup. antd's static toasts and dialogs
// live outside the rendered tree, so they are closed here too.
afterEach(async () => {
  message.destroy();
  notification.destroy();
  Modal.destroyAll();
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
