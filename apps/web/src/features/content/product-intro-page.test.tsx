import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, stubApi } from '../../components/test-kit.js';
import { ProductIntroPage } from './product-intro-page.js';

const section = (id: number, category: string) => ({
  id,
  category,
  title: category,
  summary: `${category}简介`,
  image: '',
  published_at: '2025-09-01 09:00',
  content: `<p>${category}详情</p>`,
});

describe('ProductIntroPage', () => {
  it('shows every section with a link to its kind page', async () => {
    stubApi({
      '/api/web/platformIntro': {
        data: { title: '答题星球产品介绍', sections: [section(1, '现场答题竞赛'), section(2, '问卷/投票/表单')] },
      },
    });
    renderPage(<ProductIntroPage />);
    expect(await screen.findByText('答题星球产品介绍')).toBeInTheDocument();
    expect(screen.getByText('现场答题竞赛详情')).toBeInTheDocument();
    const links = screen.getAllByText('了解详情').map((a) => a.closest('a')?.getAttribute('href'));
    expect(links).toEqual(['/recommend/recommendScene', '/recommend/recommendSurvey']);
  });
});
