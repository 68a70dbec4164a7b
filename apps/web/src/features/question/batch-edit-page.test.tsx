import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { expectNotice, LocationProbe, renderPage, slow, stubApi } from '../../components/test-kit.js';
import { BatchEditPage } from './batch-edit-page.js';
import { clickButton, makeBank, makeQuestion } from './test-questions.js';

const questions = {
  3: makeQuestion(3, { stem: '第一题原文' }),
  8: makeQuestion(8, { type: 'short', stem: '第二题原文', options: [], answer: ['参考'] }),
};

const stubPage = (batchEdit: Parameters<typeof stubApi>[0][string] = { data: { edited: 2 } }) =>
  stubApi({
    '/api/QuestionBank/detail': { data: makeBank(5, { name: '安全知识' }) },
    '/api/Question/detail': (c) => ({ data: questions[Number(c.query.get('id')) as 3 | 8] }),
    '/api/Question/batchEdit': batchEdit,
  });

const renderBatch = () =>
  renderPage(
    <>
      <Routes>
        <Route path="/question/luruEdit_question" element={<BatchEditPage />} />
        <Route path="*" element={<p>别的页面</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { route: '/question/luruEdit_question?id=5&ids=8,3' },
  );

const cards = async () => {
  await screen.findByText('第 2 题', {}, slow);
  return screen.getAllByTestId('question-card');
};

describe('BatchEditPage', { timeout: 60_000 }, () => {
  it('loads the chosen questions in order as forms and saves all of them together', async () => {
    const { callsTo } = stubPage();
    renderBatch();
    const [first, second] = await cards();
    expect(within(first!).getByLabelText('题干')).toHaveValue('第二题原文');
    expect(within(first!).getByLabelText('参考答案')).toHaveValue('参考');
    expect(within(second!).getByLabelText('题干')).toHaveValue('第一题原文');
    fireEvent.change(within(second!).getByLabelText('题干'), { target: { value: '第一题改过' } });
    clickButton('保存');
    expect(await screen.findByText('已保存 2 道题', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/question/manage_question?id=5'));
    const sent = (callsTo('/api/Question/batchEdit')[0]!.body as { questions: { id: number; stem: string }[] })
      .questions;
    expect(sent.map((q) => [q.id, q.stem])).toEqual([
      [8, '第二题原文'],
      [3, '第一题改过'],
    ]);
  });

  it('names the question a problem is in, and stays put when the server refuses the batch', async () => {
    const { callsTo } = stubPage({ code: 400, msg: '第2题：单选题须有且只有一个正确答案' });
    renderBatch();
    const [, second] = await cards();
    fireEvent.change(within(second!).getByLabelText('题干'), { target: { value: ' ' } });
    clickButton('保存');
    await expectNotice('第 2 题：请输入题干');
    expect(callsTo('/api/Question/batchEdit')).toHaveLength(0);
    fireEvent.change(within(second!).getByLabelText('题干'), { target: { value: '第一题' } });
    clickButton('保存');
    expect(await screen.findByText('第2题：单选题须有且只有一个正确答案', {}, slow)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/question/luruEdit_question');
  });
});
