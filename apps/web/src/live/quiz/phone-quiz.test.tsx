import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, slow, stubApi } from '../../components/test-kit.js';
import { liveTicket, makeAttempt, makeQuestion, makeResult, makeSession, paths } from '../kit/live-fixtures.js';
import { LiveFrame } from '../kit/live-frame.js';
import { QuizScreen } from './phone-quiz.js';

const hidden = { index: 0, correct: null, correct_answer: null, explanation: null };
const renderQuiz = (attempt: ReturnType<typeof makeAttempt>, settings: Record<string, unknown> = {}) => {
  const go = vi.fn();
  const live = makeSession(go, settings);
  renderPage(
    <LiveFrame theme={live.settings.theme}>
      <QuizScreen live={live} attempt={attempt} />
    </LiveFrame>,
  );
  return go;
};
const press = async (name: string) => fireEvent.click(await screen.findByRole('button', { name }, slow));

const hidePage = () => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
};

describe('QuizScreen', () => {
  it('hands an empty answer in when the question clock runs out and moves on', async () => {
    const attempt = makeAttempt([makeQuestion(0), makeQuestion(1)], { time_mode: 'question', time_limit: 1 });
    const { callsTo } = stubApi({ [paths.answer]: { data: { ...hidden, correct: false, correct_answer: ['A'] } } });
    renderQuiz(attempt);
    expect(await screen.findByRole('timer', {}, slow)).toHaveTextContent(/^0:0[01]$/);
    expect(await screen.findByText('2/2', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(callsTo(paths.answer)[0]?.body).toEqual({ ticket: liveTicket, attempt_id: 31, index: 0, answer: [] });
    expect(screen.queryByText('回答错误')).toBeNull();
  });

  it('hands the attempt in when its deadline has passed', async () => {
    const attempt = makeAttempt([makeQuestion(0)], {
      time_mode: 'attempt',
      time_limit: 60,
      deadline_at: new Date(Date.now() - 1000).toISOString(),
    });
    const result = makeResult();
    const { callsTo } = stubApi({ [paths.finish]: { data: result } });
    const go = renderQuiz(attempt);
    await waitFor(() => expect(go).toHaveBeenCalledWith({ name: 'result', result }), slow);
    expect(callsTo(paths.finish)).toHaveLength(1);
  });

  it('answers true/false, blanks and short questions, moving on silently when results are kept back', async () => {
    const attempt = makeAttempt([
      makeQuestion(0, { type: 'judge', options: [], stem: '地球是圆的' }),
      makeQuestion(1, { type: 'blank', options: [], blank_count: 2, stem: '__和__' }),
      makeQuestion(2, { type: 'short', options: [], stem: '谈谈安全' }),
    ]);
    const result = makeResult({ total: 3 });
    const { callsTo } = stubApi({ [paths.answer]: { data: hidden }, [paths.finish]: { data: result } });
    const go = renderQuiz(attempt);
    await press('正确');
    expect(await screen.findByText('2/3', {}, slow)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('第1空'), { target: { value: '长江' } });
    fireEvent.change(screen.getByLabelText('第2空'), { target: { value: '黄河' } });
    await press('确定');
    expect(await screen.findByText('3/3', {}, slow)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('你的回答'), { target: { value: '注意用电' } });
    await press('确定');
    await waitFor(() => expect(go).toHaveBeenCalledWith({ name: 'result', result }), slow);
    expect(callsTo(paths.answer).map((c) => (c.body as { answer: string[] }).answer)).toEqual([
      ['T'],
      ['长江', '黄河'],
      ['注意用电'],
    ]);
  });

  it('answers an ordering question by taps and reads the right order back with arrows', async () => {
    const attempt = makeAttempt([makeQuestion(0, { type: 'sort', stem: '按人口从多到少排列' }), makeQuestion(1)]);
    const marked = { ...hidden, correct: false, correct_answer: ['A', 'B', 'C'], late: false };
    const { callsTo } = stubApi({ [paths.answer]: { data: marked } });
    renderQuiz(attempt);
    expect(await screen.findByText('排序题', {}, slow)).toBeInTheDocument();
    await press('C. 广州');
    await press('A. 北京');
    await press('B. 上海');
    await press('确定');
    expect(await screen.findByText('正确答案：A → B → C', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('你的顺序：C → A → B')).toBeInTheDocument();
    expect(callsTo(paths.answer)[0]?.body).toMatchObject({ index: 0, answer: ['C', 'A', 'B'] });
  });

  it('resumes at the first unanswered question', async () => {
    stubApi({});
    renderQuiz(makeAttempt([makeQuestion(0, { answered: ['A'] }), makeQuestion(1, { stem: '第二道' })]));
    expect(await screen.findByText('2/2', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('第二道')).toBeInTheDocument();
  });

  it('counts leaving the page and hands the attempt in when the server says so', async () => {
    const leaves = [
      { leaves: 1, left: 1, finished: false },
      { leaves: 2, left: 0, finished: true },
    ];
    const result = makeResult();
    const { callsTo } = stubApi({
      [paths.leave]: () => ({ data: leaves[callsTo(paths.leave).length - 1] }),
      [paths.finish]: { data: result },
    });
    const go = renderQuiz(makeAttempt([makeQuestion(0)]), { leave_limit: 2 });
    expect(await screen.findByText('离开页面2次将自动交卷', {}, slow)).toBeInTheDocument();
    hidePage();
    expect(await screen.findByText('你已离开页面1次，再离开1次将自动交卷', {}, slow)).toBeInTheDocument();
    hidePage();
    await waitFor(() => expect(go).toHaveBeenCalledWith({ name: 'result', result }), slow);
    expect(callsTo(paths.leave)[0]?.body).toEqual({ ticket: liveTicket, attempt_id: 31 });
  });

  it('blocks copying the questions when the settings forbid it', async () => {
    stubApi({});
    renderQuiz(makeAttempt([makeQuestion(0, { stem: '不可复制的题干' })]), { no_copy: true });
    const stem = await screen.findByText('不可复制的题干', {}, slow);
    expect(fireEvent.copy(stem)).toBe(false);
  });

  it('lets text be copied when copying is allowed', async () => {
    stubApi({});
    renderQuiz(makeAttempt([makeQuestion(0, { stem: '可复制的题干' })]));
    expect(fireEvent.copy(await screen.findByText('可复制的题干', {}, slow))).toBe(true);
  });
});
