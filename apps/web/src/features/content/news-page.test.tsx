import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, stubApi } from '../../components/test-kit.js';
import { NewsPage } from './news-page.js';

const item = (id: number) => ({
  id,
  category: '',
  title: `新闻${id}`,
  summary: '',
  image: '',
  published_at: '2025-09-01',
});

describe('NewsPage', () => {
  it('pages through the news list', async () => {
    const { callsTo } = stubApi({
      '/api/notice/list': (c) => ({
        data: { list: [item(Number(c.query.get('page')))], total: 25, page: Number(c.query.get('page')), limit: 10 },
      }),
    });
    renderPage(<NewsPage />, { route: '/activity/news?page=2' });
    expect(await screen.findByText('新闻2')).toBeInTheDocument();
    await waitFor(() => expect(callsTo('/api/notice/list')[0]?.query.get('page')).toBe('2'));
  });

  it('shows one item for ?id=', async () => {
    stubApi({ '/api/notice/detail': { data: { ...item(4), content: '<p>系统将于周六维护</p>' } } });
    renderPage(<NewsPage />, { route: '/activity/news?id=4' });
    expect(await screen.findByText('系统将于周六维护')).toBeInTheDocument();
    expect(screen.getByText('新闻4')).toBeInTheDocument();
  });
});
