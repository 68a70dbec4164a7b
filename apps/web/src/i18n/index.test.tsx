import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import i18n, { addTextLoaders } from './index.js';

const Greeting = () => {
  const { t } = useTranslation('greetingTest');
  return <p>{t('hello')}</p>;
};

describe('texts loaded on first use', () => {
  it('loads a registered namespace when a component first asks for it, once, and shows its text', async () => {
    const load = vi.fn(async () => ({ 'zh-CN': { hello: '你好' }, 'en-US': { hello: 'Hello' } }));
    addTextLoaders({ greetingTest: load });
    expect(i18n.hasResourceBundle('zh-CN', 'greetingTest')).toBe(false);

    render(
      <Suspense fallback={<p>loading</p>}>
        <Greeting />
        <Greeting />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findAllByText('你好')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);

    await act(() => i18n.changeLanguage('en-US'));
    expect(await screen.findAllByText('Hello')).toHaveLength(2);
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves a namespace nobody registered empty instead of failing', async () => {
    await i18n.loadNamespaces('unregisteredTest');
    expect(i18n.t('unregisteredTest:anything')).toBe('anything');
  });
});
