import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialogTitled, expectNotice, renderPage, slow, stubApi } from '../../components/test-kit.js';
import { PublicQuestionPage } from './public-question-page.js';
import { choose, clickButton, listOf, makeBank, makeQuestion, rowOf } from './test-questions.js';

const listPath = '/api/Question/list';
const bank = makeBank(11, { name: '消防安全', is_public: true, topic: '安全', question_count: 3 });
const questions = [
  makeQuestion(1, {
    type: 'multiple',
    stem: '下列哪些是灭火的基本方法？',
    options: [
      { key: 'A', text: '隔离法', image: '' },
      { key: 'B', text: '窒息法', image: '' },
      { key: 'C', text: '加热法', image: '' },
    ],
    answer: ['A', 'B'],
    explanation: '加热不能灭火。',
  }),
  makeQuestion(2, { type: 'judge', stem: '电器起火可以直接用水扑灭。', options: [], answer: ['F'] }),
  makeQuestion(3, { type: 'blank', stem: '火警电话是____。', options: [], answer: [], blanks: [['119']] }),
];

const stubPage = (extra: Parameters<typeof stubApi>[0] = {}) =>
  stubApi({
    '/api/QuestionBank/detail': { data: bank },
    [listPath]: listOf(questions, 3),
    '/api/QuestionBank/list': listOf([makeBank(21, { name: '我的安全题' })]),
    '/api/QuestionBank/copy': (c) => ({
      data: { bank: makeBank(40, { name: (c.body as { name?: string }).name ?? '我的安全题' }), copied: 2 },
    }),
    ...extra,
  });

const renderQuestions = () => renderPage(<PublicQuestionPage />, { route: '/question/public_timu?id=11' });

const selectRows = async (...stems: string[]) => {
  for (const stem of stems) fireEvent.click(within(await rowOf(stem)).getByRole('checkbox'));
};

describe('PublicQuestionPage', () => {
  it('shows each question with its type, options, the correct ones marked, the answer and the explanation', async () => {
    const { callsTo } = stubPage();
    renderQuestions();
    expect(await screen.findByText('公共题目：消防安全', {}, slow)).toBeInTheDocument();
    const multiple = await rowOf('1. 下列哪些是灭火的基本方法？');
    expect(within(multiple).getByText('多选题')).toBeInTheDocument();
    expect(within(multiple).getByText('A. 隔离法').closest('[data-correct]')).not.toBeNull();
    expect(within(multiple).getByText('C. 加热法').closest('[data-correct]')).toBeNull();
    expect(within(multiple).getAllByText('正确答案')).toHaveLength(2);
    expect(within(multiple).getByText('AB')).toBeInTheDocument();
    expect(within(multiple).getByText('加热不能灭火。')).toBeInTheDocument();
    expect(within(await rowOf('2. 电器起火可以直接用水扑灭。')).getByText('错误')).toBeInTheDocument();
    expect(within(await rowOf('3. 火警电话是____。')).getByText('第1空：119')).toBeInTheDocument();
    expect(callsTo(listPath)[0]?.query.get('bank_id')).toBe('11');
  });

  it('filters the questions by type, difficulty and keywords', async () => {
    const { callsTo } = stubPage();
    renderQuestions();
    await rowOf('1. 下列哪些是灭火的基本方法？');
    await choose('题型', '判断题');
    await choose('难度', '困难');
    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: '电器' } });
    clickButton('搜索');
    await waitFor(() =>
      expect(Object.fromEntries(callsTo(listPath).at(-1)!.query)).toEqual({
        page: '1',
        limit: '10',
        bank_id: '11',
        type: 'judge',
        difficulty: '3',
        keywords: '电器',
      }),
    );
  });

  it('copies the selected questions into a new bank named in the dialog', async () => {
    const { callsTo } = stubPage();
    renderQuestions();
    await selectRows('1. 下列哪些是灭火的基本方法？', '3. 火警电话是____。');
    expect(screen.getByText('已选 2 道题')).toBeInTheDocument();
    clickButton('复制所选题目');
    const dialog = await dialogTitled('复制所选题目');
    const name = within(dialog).getByLabelText('题库名称');
    expect(name).toHaveValue('消防安全');
    fireEvent.change(name, { target: { value: '' } });
    clickButton('确定', dialog);
    await expectNotice('请输入题库名称');
    fireEvent.change(name, { target: { value: '防火精选' } });
    clickButton('确定', dialog);
    expect(await screen.findByText('已复制 2 道题到“防火精选”', {}, slow)).toBeInTheDocument();
    expect(callsTo('/api/QuestionBank/copy')[0]?.body).toEqual({
      from_bank_id: 11,
      question_ids: [1, 3],
      name: '防火精选',
    });
  });

  it('appends the selected questions to one of my banks, which must be chosen first', async () => {
    const { callsTo } = stubPage();
    renderQuestions();
    await selectRows('2. 电器起火可以直接用水扑灭。');
    clickButton('复制所选题目');
    const dialog = await dialogTitled('复制所选题目');
    fireEvent.click(within(dialog).getByLabelText('已有题库'));
    clickButton('确定', dialog);
    await expectNotice('请选择题库');
    await choose('选择题库', '我的安全题', dialog);
    clickButton('确定', dialog);
    await screen.findByText('已复制 2 道题到“我的安全题”', {}, slow);
    expect(callsTo('/api/QuestionBank/copy')[0]?.body).toEqual({
      from_bank_id: 11,
      question_ids: [2],
      to_bank_id: 21,
    });
  });
});
