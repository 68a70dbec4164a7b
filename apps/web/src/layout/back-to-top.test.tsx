import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n/index.js';
import { BackToTop } from './back-to-top.js';

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
};

describe('the back-to-top button', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    scrollTo(0);
    vi.useRealTimers();
  });

  it('appears 200 ms after scrolling past 400 px', () => {
    render(<BackToTop />);
    act(() => {
      scrollTo(401);
      vi.advanceTimersByTime(199);
    });
    expect(screen.queryByRole('button', { name: '返回顶部' })).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('button', { name: '返回顶部' })).toBeInTheDocument();
  });

  it('stays away at exactly 400 px, and goes again when scrolled back up', () => {
    render(<BackToTop />);
    act(() => {
      scrollTo(400);
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByRole('button', { name: '返回顶部' })).not.toBeInTheDocument();
    act(() => {
      scrollTo(900);
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByRole('button', { name: '返回顶部' })).toBeInTheDocument();
    act(() => {
      scrollTo(100);
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByRole('button', { name: '返回顶部' })).not.toBeInTheDocument();
  });

  it('scrolls the page to the top when pressed', () => {
    render(<BackToTop />);
    act(() => {
      scrollTo(1200);
      vi.advanceTimersByTime(200);
    });
    fireEvent.click(screen.getByRole('button', { name: '返回顶部' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});
