import type { Question, QuestionBank } from '@app/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { slow } from '../../components/test-kit.js';

/** Banks and questions in the server's shapes, and small helpers, for the question pages' tests. */
export const makeBank = (id: number, over: Partial<QuestionBank> = {}): QuestionBank => ({
  id,
  name: `题库${id}`,
  description: '',
  is_public: false,
  topic: '',
  question_count: 0,
  created_at: '2025-03-01T08:00:00.000Z',
  updated_at: '2025-03-02T08:30:00.000Z',
  ...over,
});

export const makeQuestion = (id: number, over: Partial<Question> = {}): Question => ({
  id,
  bank_id: 1,
  type: 'single',
  stem: `题目${id}`,
  options: [
    { key: 'A', text: '甲', image: '' },
    { key: 'B', text: '乙', image: '' },
  ],
  answer: ['A'],
  blanks: [],
  explanation: '',
  difficulty: 1,
  tags: [],
  score: 1,
  image: '',
  audio: '',
  video: '',
  sort: id,
  created_at: '2025-03-01T08:00:00.000Z',
  ...over,
});

export const listOf = <T>(list: T[], total = list.length, page = 1, limit = 10) => ({
  data: { list, total, page, limit },
});

export const rowOf = async (text: string) => (await screen.findByText(text, {}, slow)).closest('tr') as HTMLElement;

/** Tests render without the app's button config, so antd may space a two-character label ("保 存"). */
const spaced = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);
export const clickButton = (name: string, scope: HTMLElement = document.body) =>
  fireEvent.click(within(scope).getByRole('button', { name: spaced(name) }));

/** Opens an antd select by its label and picks an option (fireEvent keeps this fast in jsdom). */
export const choose = async (label: string, option: string, scope: HTMLElement = document.body) => {
  fireEvent.mouseDown(within(scope).getAllByLabelText(label)[0]!);
  const items = await screen.findAllByTitle(option);
  fireEvent.click(items[items.length - 1]!);
};
