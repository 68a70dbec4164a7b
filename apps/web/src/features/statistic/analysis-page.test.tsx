import { contract } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LocationProbe, renderPage, slow, stubApi } from '../../components/test-kit.js';
import { AnalysisPage } from './analysis-page.js';
import { makeGradeResult, makeGradeRound } from './grade/grade-result.factory.js';

// jsdom has no canvas: the chart is ECharts' business, the page only hands it the days.
vi.mock('./daily-chart.js', () => ({
  DailyChart: ({ days }: { days: { day: string; attempts: number }[] }) => (
    <output data-testid="daily-chart">{days.map((d) => `${d.day}:${d.attempts}`).join(',')}</output>
  ),
}));

const c = contract;
const record = (over: Record<string, unknown>) => ({
  attempt_id: 1,
  participant_id: 1,
  name: '李雷',
  phone: '13900000011',
  unit: '一车间',
  level: 1,
  score: 20,
  full_score: 30,
  correct_count: 2,
  total: 3,
  passed: true,
  duration_ms: 83_400,
  started_at: '2026-05-31T02:00:00.000Z',
  submitted_at: '2026-05-31T02:01:23.000Z',
  ...over,
});
const win = (over: Record<string, unknown>) => ({
  id: 1,
  code: 'A1B2C3',
  activity_id: 12,
  turn_name: '答题抽奖',
  goods_name: '保温杯',
  goods_image: '',
  participant_id: 2,
  name: '韩梅梅',
  phone: '13900000012',
  unit: '质检部',
  won_at: '2026-05-31T04:00:00.000Z',
  redeemed_at: null,
  ...over,
});
const list = (items: unknown[]) => ({ data: { list: items, total: items.length, page: 1, limit: 10 } });

const stubAnalysis = () =>
  stubApi({
    [c.activity.info.path]: { data: { id: 12, kind: 1, title: '安全知识竞赛' } },
    [c.statistic.overview.path]: {
      data: {
        participants: 128,
        attempts: 300,
        finished: 290,
        passed: 203,
        pass_rate: 70,
        avg_score: 76.5,
        winners: 40,
        redeemed: 12,
      },
    },
    [c.statistic.daily.path]: { data: [{ day: '2026-05-31', participants: 3, attempts: 5, passed: 2 }] },
    [c.statistic.unit.path]: {
      data: [{ unit: '未填写', participants: 9, attempts: 11, avg_score: 61.2, pass_rate: 45.5 }],
    },
    [c.statistic.questions.path]: {
      data: [
        {
          question_id: 2,
          type: 'judge',
          stem: '发生火灾时应乘坐电梯逃生。',
          answered: 10,
          correct: 9,
          correct_rate: 90,
        },
        { question_id: 1, type: 'blank', stem: '水的化学式是____', answered: 10, correct: 3, correct_rate: 30 },
      ],
    },
    [c.quiz.answerRecords.path]: (call) =>
      (call.body as { passed: unknown }).passed === 0
        ? list([record({ attempt_id: 2, name: '王芳', passed: false })])
        : list([record({}), record({ attempt_id: 3, name: '赵强', submitted_at: null, passed: false })]),
    [c.prize.winList.path]: list([win({}), win({ id: 2, code: 'D4E5F6', redeemed_at: '2026-05-31T06:30:00.000Z' })]),
    [c.prize.verify.path]: { data: win({ redeemed_at: '2026-06-01T02:00:00.000Z' }) },
  });

/** What an overview card shows under its title (antd splits a number into its integer and decimal parts). */
const figure = (title: string) =>
  screen
    .getByText(title, { selector: '.ant-statistic-title' })
    .closest('.ant-statistic')
    ?.querySelector('.ant-statistic-content')?.textContent;

/** The page reads the activity's kind before it asks for the numbers: the first answer comes a round-trip later. */
const firstPaint = { timeout: 15_000 };

const renderAnalysis = () => renderPage(<AnalysisPage />, { route: '/activity/analysis?activity_id=12' });

describe('AnalysisPage', () => {
  it('shows the overview, the daily figures, units, the hardest question first and the answer records', async () => {
    const api = stubAnalysis();
    renderAnalysis();
    expect(await screen.findByText('128', {}, firstPaint)).toBeInTheDocument();
    expect(figure('参与人数')).toBe('128');
    expect(figure('平均分')).toBe('76.5');
    expect(figure('及格率')).toBe('70%');
    expect(await screen.findByTestId('daily-chart')).toHaveTextContent('2026-05-31:5');
    expect(screen.getByText('未填写')).toBeInTheDocument();
    const stems = screen.getAllByText(/水的化学式是|发生火灾时/).map((n) => n.textContent);
    expect(stems).toEqual(['水的化学式是____', '发生火灾时应乘坐电梯逃生。']);
    expect(await screen.findByText('赵强', {}, slow)).toBeInTheDocument();
    const li = screen.getByText('李雷').closest('tr') as HTMLElement;
    expect(within(li).getByText('20/30')).toBeInTheDocument();
    expect(within(li).getByText('83.4 秒')).toBeInTheDocument();
    expect(within(li).getByText('及格')).toBeInTheDocument();
    expect(within(screen.getByText('赵强').closest('tr') as HTMLElement).getByText('答题中')).toBeInTheDocument();
    expect(api.callsTo(c.quiz.answerRecords.path)[0]?.body).toMatchObject({ activity_id: 12, page: 1, passed: '' });
    expect(screen.getByRole('button', { name: /导出答题记录/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导出答卷/ })).toBeNull();
  });

  it('shows a judge-scoring contest its own analysis, round by round, with its results export', async () => {
    const api = stubApi({
      [c.activity.info.path]: { data: { id: 12, kind: 6, title: '歌手大赛' } },
      [c.gradeRound.list.path]: list([makeGradeRound(1, { name: '初赛', activity_id: 12 })]),
      [c.gradeUserData.userScore.path]: { data: makeGradeResult() },
      [c.gradeUserData.audienceScore.path]: list([]),
      [c.gradeActivity.audienceList.path]: list([]),
    });
    renderAnalysis();
    const judges = (await screen.findByText('评委一致性', {}, firstPaint)).closest('.ant-card') as HTMLElement;
    expect(await within(judges).findByText('赵评委', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /导出成绩/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导出答题记录/ })).toBeNull();
    expect(api.callsTo(c.gradeUserData.userScore.path)[0]?.body).toEqual({ activity_id: 12, round_id: 1 });
    expect(api.callsTo(c.statistic.overview.path)).toHaveLength(0);
  });

  it('sends a lottery to its draws, where its records are', async () => {
    stubApi({ [c.activity.info.path]: { data: { id: 12, kind: 5, title: '年会抽奖' } } });
    renderPage(
      <>
        <AnalysisPage />
        <LocationProbe />
      </>,
      { route: '/activity/analysis?activity_id=12' },
    );
    await waitFor(
      () => expect(screen.getByTestId('location')).toHaveTextContent('/LargeScreenLottery/audit?activity_id=12'),
      firstPaint,
    );
  });

  it('shows a questionnaire’s statistics and offers only its responses for export', async () => {
    const api = stubApi({
      [c.activity.info.path]: { data: { id: 12, kind: 4, title: '满意度调查', settings: { form: 'survey' } } },
      [c.statistic.quesStatistic.path]: { data: { total: 37, daily: [], questions: [] } },
      [c.survey.responses.path]: list([]),
    });
    renderAnalysis();
    expect(await screen.findByText('有效答卷', {}, firstPaint)).toBeInTheDocument();
    expect(screen.getByText('问卷还没有题目')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /导出答卷/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导出答题记录/ })).toBeNull();
    expect(api.callsTo(c.statistic.overview.path)).toHaveLength(0);
    expect(api.callsTo(c.statistic.quesStatistic.path)[0]?.body).toEqual({ activity_id: 12, filter: null });
  });

  it('searches the answer records by keywords and result', async () => {
    const api = stubAnalysis();
    renderAnalysis();
    await screen.findByText('赵强', {}, firstPaint);
    const records = screen
      .getByText('答题记录', { selector: '.ant-card-head-title' })
      .closest('.ant-card') as HTMLElement;
    fireEvent.change(within(records).getByLabelText('姓名/手机号/单位'), { target: { value: ' 王 ' } });
    fireEvent.mouseDown(within(records).getByLabelText('及格情况'));
    fireEvent.click(await screen.findByText('不及格', { selector: '.ant-select-item-option-content' }, slow));
    fireEvent.click(within(records).getByRole('button', { name: '查询' }));
    expect(await screen.findByText('王芳', {}, slow)).toBeInTheDocument();
    expect(api.callsTo(c.quiz.answerRecords.path).at(-1)?.body).toMatchObject({ keywords: '王', passed: 0, page: 1 });
  });

  it('lists the winners and redeems a code after confirming', async () => {
    const api = stubAnalysis();
    renderAnalysis();
    const row = (await screen.findByText('A1B2C3', {}, firstPaint)).closest('tr') as HTMLElement;
    expect(within(row).getByText('未核销')).toBeInTheDocument();
    expect(within(screen.getByText('D4E5F6').closest('tr') as HTMLElement).queryByText('核销')).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: '核销' }));
    expect(await screen.findByText('确定核销兑奖码 A1B2C3 吗？', {}, slow)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /确\s?定|OK/ }));
    expect(await screen.findByText('核销成功', {}, slow)).toBeInTheDocument();
    expect(api.callsTo(c.prize.verify.path)[0]?.body).toEqual({ code: 'A1B2C3' });
  });
});
