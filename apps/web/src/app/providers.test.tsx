import { afterEach, describe, expect, it, vi } from 'vitest';

const loadTheme = async (reduced: boolean) => {
  const matchMedia = window.matchMedia;
  vi.stubGlobal('matchMedia', (query: string) => ({
    ...matchMedia(query),
    matches: reduced && query === '(prefers-reduced-motion: reduce)',
  }));
  vi.resetModules();
  return (await import('./providers.js')).theme;
};

describe('the antd theme', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('animates dialogs and menus by default', async () => {
    expect((await loadTheme(false)).token?.motion).toBe(true);
  });

  it('turns the animations off for whoever asked their system for reduced motion', async () => {
    expect((await loadTheme(true)).token?.motion).toBe(false);
  });
});
