import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LocationProbe, renderPage, slow, stubApi } from '../../components/test-kit.js';
import { BulkEntryPage } from './bulk-entry-page.js';
import { clickButton, makeBank } from './test-questions.js';

const badText = [
  '1.【单选】一加一等于几？',
  'A. 1',
  'B. 2',
  '答案：Z',
  '',
  '2.【判断】太阳从东方升起。',
  '答案：正确',
].join('\n');
const goodText = badText.replace('答案：Z', '答案：B');

const parsedSingle = {
  line: 1,
  type: 'single',
  stem: '一加一等于几？',
  options: [
    { key: 'A', text: '1', image: '' },
    { key: 'B', text: '2', image: '' },
  ],
  answer: ['B'],
  blanks: [],
  explanation: '',
  difficulty: 1,
  tags: [],
  score: 1,
  image: '',
  audio: '',
  video: '',
};
const parsedJudge = { ...parsedSingle, line: 6, type: 'judge', stem: '太阳从东方升起。', options: [], answer: ['T'] };

const parse = (text: string) =>
  text.includes('答案：Z')
    ? { questions: [parsedJudge], problems: [{ line: 4, text: '答案：Z', reason: '答案须为选项字母，如"B"或"AB"' }] }
    : { questions: [parsedSingle, parsedJudge], problems: [] };

const stubPage = () =>
  stubApi({
    '/api/QuestionBank/detail': { data: makeBank(5, { name: '数学' }) },
    '/api/Question/parseText': (c) => ({ data: parse((c.body as { text: string }).text) }),
    '/api/Question/batchAdd': { data: { added: 2, ids: [41, 42] } },
  });

const renderBulk = () =>
  renderPage(
    <>
      <Routes>
        <Route path="/question/luru_question" element={<BulkEntryPage />} />
        <Route path="*" element={<p>别的页面</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { route: '/question/luru_question?id=5' },
  );

const textBox = () => screen.getByLabelText('题目文本') as HTMLTextAreaElement;
const saveButton = () => screen.getByRole('button', { name: '保存到题库' });

describe('BulkEntryPage', { timeout: 60_000 }, () => {
  it('shows the format with an example of every type beside the text box', async () => {
    stubPage();
    renderBulk();
    expect(await screen.findByText('批量录入：数学', {}, slow)).toBeInTheDocument();
    const example = screen.getByTestId('format-example').textContent ?? '';
    for (const part of [
      '【单选】',
      '【多选】',
      '【判断】',
      '【填空】',
      '【简答】',
      '答案：',
      '解析：',
      '难度：',
      '分值：',
      '标签：',
    ]) {
      expect(example).toContain(part);
    }
  });

  it('points out each bad line with its number, selects it on click, and saves only once every line reads', async () => {
    const { callsTo } = stubPage();
    renderBulk();
    fireEvent.change(await screen.findByLabelText('题目文本'), { target: { value: badText } });
    clickButton('解析');
    expect(await screen.findByText('有 1 行无法识别，请修改后重新解析', {}, slow)).toBeInTheDocument();
    const problem = screen.getByText('第 4 行').closest('button') as HTMLElement;
    expect(within(problem).getByText('答案：Z')).toBeInTheDocument();
    expect(problem).toHaveTextContent('答案须为选项字母，如"B"或"AB"');
    expect(screen.getByText('请先修正标出的问题行并重新解析，全部通过后才能保存')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(screen.getByText('解析结果 · 解析出 1 道题')).toBeInTheDocument();

    fireEvent.click(problem);
    const box = textBox();
    expect(box.value.slice(box.selectionStart, box.selectionEnd)).toBe('答案：Z');

    fireEvent.change(box, { target: { value: goodText } });
    expect(saveButton()).toBeDisabled();
    clickButton('解析');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    expect(screen.queryByText('第 4 行')).not.toBeInTheDocument();
    expect(screen.getByText('1. 一加一等于几？')).toBeInTheDocument();
    expect(screen.getByText('2. 太阳从东方升起。')).toBeInTheDocument();

    fireEvent.click(saveButton());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/question/manage_question?id=5'));
    expect(callsTo('/api/Question/parseText').map((c) => c.body)).toEqual([{ text: badText }, { text: goodText }]);
    const { line: _a, ...single } = parsedSingle;
    const { line: _b, ...judge } = parsedJudge;
    expect(callsTo('/api/Question/batchAdd')[0]?.body).toEqual({ bank_id: 5, questions: [single, judge] });
  });

  it('asks to parse again when the text changed after parsing', async () => {
    stubPage();
    renderBulk();
    fireEvent.change(await screen.findByLabelText('题目文本'), { target: { value: goodText } });
    clickButton('解析');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    fireEvent.change(textBox(), { target: { value: `${goodText}\n解析：补充` } });
    expect(saveButton()).toBeDisabled();
    expect(screen.getByText('文本已修改，请重新解析后再保存')).toBeInTheDocument();
  });
});
