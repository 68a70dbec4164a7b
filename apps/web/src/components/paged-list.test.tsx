import { voteContract } from '@app/contract/vote';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePagedList } from './paged-list.js';
import { renderPage, slow, stubApi } from './test-kit.js';

const Candidates = () => {
  const list = usePagedList(voteContract.list, { keywords: '' }, { fixed: { activity_id: 9 }, pageSize: 5 });
  return (
    <>
      <button type="button" onClick={() => list.table.pagination.onChange?.(3, 5)}>
        第3页
      </button>
      <button type="button" onClick={() => list.setFilters({ keywords: '张' })}>
        筛选
      </button>
      <span>{list.table.dataSource.map((c) => c.name).join(',')}</span>
    </>
  );
};

describe('usePagedList', () => {
  it('keeps the fixed params when a filter replaces the filters, and sends the filter from page 1', async () => {
    const { callsTo } = stubApi({
      '/api/vote/list': (call) => {
        const { keywords } = call.body as { keywords: string };
        return { data: { list: [{ id: 1, name: keywords ? '张三' : '李四' }], total: 20, page: 1, limit: 5 } };
      },
    });
    renderPage(<Candidates />);
    expect(await screen.findByText('李四', {}, slow)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '第3页' }));
    await waitFor(() => expect(callsTo('/api/vote/list')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: '筛选' }));
    expect(await screen.findByText('张三', {}, slow)).toBeInTheDocument();
    expect(callsTo('/api/vote/list').map((c) => c.body)).toEqual([
      { page: 1, limit: 5, keywords: '', activity_id: 9 },
      { page: 3, limit: 5, keywords: '', activity_id: 9 },
      { page: 1, limit: 5, keywords: '张', activity_id: 9 },
    ]);
  });
});
