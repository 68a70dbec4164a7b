import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LocationProbe, renderPage, slow, stubApi } from '../../components/test-kit.js';
import { PublicBankListPage } from './public-bank-list-page.js';
import { clickButton, listOf, makeBank, rowOf } from './test-questions.js';

const listPath = '/api/QuestionBank/publicList';
const topicsPath = '/api/QuestionBank/publicTopics';
const topics = {
  data: [
    { topic: '安全', bank_count: 2, question_count: 80 },
    { topic: '法律', bank_count: 1, question_count: 50 },
  ],
};
const fire = makeBank(11, {
  name: '消防安全',
  description: '家庭与公共场所防火',
  topic: '安全',
  is_public: true,
  question_count: 40,
});

const renderList = () =>
  renderPage(
    <>
      <Routes>
        <Route path="/question/public_question" element={<PublicBankListPage />} />
        <Route path="*" element={<p>别的页面</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { route: '/question/public_question' },
  );

describe('PublicBankListPage', () => {
  it('lists the public banks with topic and question count, and links each to its questions', async () => {
    stubApi({ [topicsPath]: topics, [listPath]: listOf([fire]) });
    renderList();
    const row = await rowOf('消防安全');
    expect(within(row).getByText('家庭与公共场所防火')).toBeInTheDocument();
    expect(within(row).getByText('安全')).toBeInTheDocument();
    expect(within(row).getByText('40')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '查看题目' })).toHaveAttribute('href', '/question/public_timu?id=11');
  });

  it('filters by topic from the tabs and by name from the search, and back to all topics', async () => {
    const { callsTo } = stubApi({ [topicsPath]: topics, [listPath]: listOf([fire]) });
    renderList();
    await rowOf('消防安全');
    fireEvent.click(await screen.findByText('法律 (1)', {}, slow));
    await waitFor(() => expect(callsTo(listPath).at(-1)?.query.get('topic')).toBe('法律'));
    fireEvent.change(screen.getByLabelText('搜索题库名称'), { target: { value: '宪法' } });
    clickButton('搜索');
    await waitFor(() =>
      expect(Object.fromEntries(callsTo(listPath).at(-1)!.query)).toEqual({
        page: '1',
        limit: '10',
        topic: '法律',
        keywords: '宪法',
      }),
    );
    fireEvent.click(screen.getByText('全部'));
    await waitFor(() => expect(callsTo(listPath).at(-1)?.query.has('topic')).toBe(false));
  });

  it('copies a whole bank into a new bank of mine and links to it from the toast', async () => {
    const { callsTo } = stubApi({
      [topicsPath]: topics,
      [listPath]: listOf([fire]),
      '/api/QuestionBank/copy': { data: { bank: makeBank(31, { name: '消防安全', question_count: 40 }), copied: 40 } },
    });
    renderList();
    clickButton('复制到我的题库', await rowOf('消防安全'));
    expect(await screen.findByText('已复制 40 道题到“消防安全”', {}, slow)).toBeInTheDocument();
    expect(callsTo('/api/QuestionBank/copy')[0]?.body).toEqual({ from_bank_id: 11 });
    clickButton('去查看');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/question/manage_question?id=31'));
  });
});
