import { afterEach, describe, expect, it, vi } from 'vitest';
import { installRootFont, rootFontSize } from './root-font.js';

describe('the root font size', () => {
  afterEach(() => vi.useRealTimers());

  it('follows a 1920 px design width and stops growing above it', () => {
    expect(rootFontSize(1920)).toBe(16);
    expect(rootFontSize(960)).toBe(8);
    expect(rootFontSize(3840)).toBe(16);
  });

  it('follows the window 300 ms after resizing stops', () => {
    vi.useFakeTimers();
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: 1920 });
    const stop = installRootFont();
    expect(document.documentElement.style.fontSize).toBe('16px');
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: 1440 });
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(299);
    expect(document.documentElement.style.fontSize).toBe('16px');
    vi.advanceTimersByTime(1);
    expect(document.documentElement.style.fontSize).toBe('12px');
    stop();
  });
});
