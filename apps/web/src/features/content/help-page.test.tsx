import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, stubApi } from '../../components/test-kit.js';
import { HelpPage } from './help-page.js';

const article = (id: number, title: string) => ({
  id,
  category: '账号与登录',
  title,
  summary: `${title}的摘要`,
  image: '',
  published_at: '2025-09-01 09:00',
});

const api = () =>
  stubApi({
    '/api/HelpCenter/category': { data: [{ category: '账号与登录', count: 2 }] },
    '/api/HelpCenter/list': (c) => ({
      data: { list: [article(1, `如何注册${c.query.get('keywords') ?? ''}`)], total: 1, page: 1, limit: 10 },
    }),
    '/api/HelpCenter/detail': { data: { ...article(1, '如何注册'), content: '<p>打开注册页填写手机号</p>' } },
  });

describe('HelpPage', () => {
  it('lists categories and articles, and filters by category and keywords', async () => {
    const { callsTo } = api();
    renderPage(<HelpPage />, { route: '/help' });
    expect(await screen.findByText('账号与登录 (2)')).toBeInTheDocument();
    expect(await screen.findByText('如何注册')).toBeInTheDocument();

    fireEvent.click(screen.getByText('账号与登录 (2)'));
    await waitFor(() => expect(callsTo('/api/HelpCenter/list').at(-1)?.query.get('category')).toBe('账号与登录'));

    fireEvent.change(screen.getByLabelText('搜索帮助文章'), { target: { value: '密码' } });
    fireEvent.keyDown(screen.getByLabelText('搜索帮助文章'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('如何注册密码')).toBeInTheDocument();
    expect(callsTo('/api/HelpCenter/list').at(-1)?.query.get('category')).toBe('账号与登录');
  });

  it('opens an article and goes back to the list', async () => {
    api();
    renderPage(<HelpPage />, { route: '/help' });
    fireEvent.click(await screen.findByText('如何注册'));
    expect(await screen.findByText('打开注册页填写手机号')).toBeInTheDocument();
    fireEvent.click(screen.getByText('返回列表'));
    expect(await screen.findByText('如何注册的摘要')).toBeInTheDocument();
  });
});
