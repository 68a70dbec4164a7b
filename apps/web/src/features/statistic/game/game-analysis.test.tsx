import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type ApiCall, renderPage, slow, stubApi } from '../../../components/test-kit.js';
import { GameAnalysis } from './game-analysis.js';

// jsdom has no canvas: a chart shows the data it was handed.
vi.mock('../../../components/echart.js', () => ({
  EChart: ({ option, label }: { option: { series: { data: unknown[] }[] }; label: string }) => (
    <output aria-label={label}>{JSON.stringify(option.series.map((s) => s.data))}</output>
  ),
}));

const stat = (step: number, stem: string, answered: number, correct: number, averageMs: number) => ({
  step_index: step,
  round_name: '热身',
  type: step === 1 ? 'judge' : 'single',
  stem,
  answered,
  correct,
  correct_rate: answered ? correct / answered : 0,
  average_ms: averageMs,
  skipped: step === 1,
});

const player = (id: number, nickname: string, score: number, rank: number, status = 'playing') => ({
  id,
  participant_id: id,
  nickname,
  phone: '',
  score,
  rank,
  correct: 1,
  answered: 2,
  status,
  joined_at: '2026-06-01T02:00:00.000Z',
});

const answer = (playerId: number, nickname: string, step: number, given: string[], correct: boolean) => ({
  player_id: playerId,
  nickname,
  phone: '13800000001',
  step_index: step,
  stem: step === 0 ? '第一题' : '第二题',
  answer: given,
  correct,
  points: correct ? 900 : 0,
  elapsed_ms: 2400,
  answered_at: '2026-06-01T02:10:02.000Z',
});

const given = (id: number, nickname: string, points: number, reason: string) => ({
  id,
  player_id: id,
  nickname,
  phone: '',
  points,
  reason,
  given_by: '王经理',
  given_at: '2026-06-01T02:20:00.000Z',
});

const stubReport = () =>
  stubApi({
    '/api/game/questionStats': { data: [stat(0, '第一题', 4, 3, 4000), stat(1, '第二题', 2, 2, 1250)] },
    '/api/game/joinUser': {
      data: { list: [player(1, '小明', 1800, 1), player(4, '小李', 0, 3, 'kicked')], total: 2, page: 1, limit: 10 },
    },
    '/api/game/answerRecords': (c: ApiCall) => {
      const keywords = (c.body as { keywords?: string }).keywords ?? '';
      const all = [
        answer(1, '小明', 0, ['A'], true),
        answer(1, '小明', 1, ['T'], true),
        answer(2, '小红', 0, ['B'], false),
      ];
      const list = all.filter((a) => a.nickname.includes(keywords));
      return { data: { list, total: list.length, page: 1, limit: 10 } };
    },
    '/api/game/extraScores': {
      data: { list: [given(1, '小明', 100, '抢答加分'), given(2, '小红', -50, '')], total: 2, page: 1, limit: 10 },
    },
  });

describe('GameAnalysis', { timeout: 60_000 }, () => {
  it('charts each question’s correct rate and mean time, and lists them with the skipped one marked', async () => {
    stubReport();
    renderPage(<GameAnalysis activityId={8} />);
    const chart = await screen.findByLabelText('各题正确率与平均用时', {}, slow);
    expect(chart).toHaveTextContent('[[75,100],[4,1.3]]');
    const table = (await screen.findByText('逐题分析', {}, slow)).closest('.ant-card') as HTMLElement;
    expect(within(table).getByText('第一题')).toBeInTheDocument();
    expect(within(table).getByText('已跳过')).toBeInTheDocument();
    expect(within(table).getByText('4秒')).toBeInTheDocument();
    expect(screen.getByText('导出成绩（排名、答题明细与加减分）')).toBeInTheDocument();
  });

  it('shows the final ranking with each player’s status', async () => {
    const api = stubReport();
    renderPage(<GameAnalysis activityId={8} />);
    const card = (await screen.findByText('最终排名', {}, slow)).closest('.ant-card') as HTMLElement;
    expect(await within(card).findByText('小明', {}, slow)).toBeInTheDocument();
    expect(within(card).getByText('已移出')).toBeInTheDocument();
    expect(api.callsTo('/api/game/joinUser')[0]!.body).toMatchObject({ activity_id: 8, page: 1, limit: 10 });
  });

  it('pages every answer, true/false in words, and finds a player by nickname', async () => {
    const api = stubReport();
    renderPage(<GameAnalysis activityId={8} />);
    const card = (await screen.findByText('答题明细', {}, slow)).closest('.ant-card') as HTMLElement;
    expect(await within(card).findAllByText('1. 第一题', {}, slow)).toHaveLength(2);
    expect(within(card).getByText('对')).toBeInTheDocument();
    expect(within(card).getAllByText('小明')).toHaveLength(2);
    fireEvent.change(within(card).getByLabelText('昵称或手机号'), { target: { value: ' 小红 ' } });
    fireEvent.click(within(card).getByText(/^查\s*询$/));
    await waitFor(() => expect(within(card).queryByText('小明')).toBeNull(), slow);
    expect(api.callsTo('/api/game/answerRecords').at(-1)!.body).toMatchObject({ keywords: '小红', page: 1 });
  });

  it('lists the points the host gave by hand with their reasons and who gave them', async () => {
    const api = stubReport();
    renderPage(<GameAnalysis activityId={8} />);
    const card = (await screen.findByText('加减分记录', {}, slow)).closest('.ant-card') as HTMLElement;
    const row = (await within(card).findByText('抢答加分', {}, slow)).closest('tr') as HTMLElement;
    expect(within(row).getByText('小明')).toBeInTheDocument();
    expect(within(row).getByText('+100')).toBeInTheDocument();
    expect(within(row).getByText('王经理')).toBeInTheDocument();
    const taken = within(card).getByText('小红').closest('tr') as HTMLElement;
    expect(within(taken).getByText('-50')).toBeInTheDocument();
    expect(api.callsTo('/api/game/extraScores')[0]!.body).toMatchObject({ activity_id: 8, page: 1, limit: 10 });
  });
});
