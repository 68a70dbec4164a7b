import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n/index.js';
import { LazyPage } from './lazy-page.js';
import { loadWithTimeout, PageLoadTimeoutError, pageLoadTimeoutMs } from './lazy-route.js';
import { Providers } from './providers.js';
import type { RouteDef } from './route-def.js';

const Page = () => <p>the page</p>;

describe('lazy page loading', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('gives up after 120 seconds', async () => {
    vi.useFakeTimers();
    const pending = loadWithTimeout(() => new Promise<never>(() => {}));
    const outcome = expect(pending).rejects.toBeInstanceOf(PageLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(pageLoadTimeoutMs - 1);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(pageLoadTimeoutMs).toBe(120_000);
  });

  it('answers the module when it loads in time', async () => {
    await expect(loadWithTimeout(async () => ({ default: Page }))).resolves.toEqual({ default: Page });
  });

  it('shows an error with a retry button when a page fails to load, and loads it on retry', async () => {
    // React reports the caught load failure on the console; the test reads it on screen instead.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<RouteDef['load']>()
      .mockRejectedValueOnce(new Error('chunk missing'))
      .mockResolvedValue({ default: Page });
    render(
      <Providers>
        <LazyPage def={{ path: '/x', access: 'public', load }} />
      </Providers>,
    );
    expect(await screen.findByText('页面加载失败')).toBeInTheDocument();
    expect(screen.getByText('chunk missing')).toBeInTheDocument();
    await act(() => userEvent.click(screen.getByRole('button', { name: '重试' })));
    expect(await screen.findByText('the page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
