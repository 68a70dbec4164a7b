import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, slow, stubApi } from '../../components/test-kit.js';
import {
  makeAttempt,
  makeQuestion,
  makeResult,
  makeSession,
  makeState,
  makeTurn,
  paths,
} from '../kit/live-fixtures.js';
import { LiveFrame } from '../kit/live-frame.js';
import type { LiveSession } from '../kit/live-screen.js';
import { HomeScreen } from './phone-home.js';
import { MineScreen } from './phone-mine.js';
import { RankingScreen } from './phone-ranking.js';
import { ResultScreen } from './phone-result.js';

const renderScreen = (settings: Record<string, unknown>, screenOf: (live: LiveSession) => ReactNode) => {
  const go = vi.fn();
  const live = makeSession(go, settings);
  renderPage(<LiveFrame theme={live.settings.theme}>{screenOf(live)}</LiveFrame>);
  return go;
};

describe('participant screens', () => {
  it('shows levels with their locks on the home screen and leaves out the ranking when it is hidden', async () => {
    stubApi({
      [paths.state]: {
        data: makeState({
          attempts_left: 0,
          best_score: 80,
          open_level: 2,
          levels: [
            { title: '入门', passed: true },
            { title: '进阶', passed: false },
            { title: '高手', passed: false },
          ],
        }),
      },
      [paths.turns]: { data: [] },
    });
    renderScreen({ barrier: true, show_ranking: false }, (live) => <HomeScreen live={live} onTicketLost={() => {}} />);
    expect(await screen.findByText('第3关 高手', {}, slow)).toBeInTheDocument();
    expect(screen.getAllByText('已通过')).toHaveLength(1);
    expect(screen.getAllByText('未解锁')).toHaveLength(1);
    expect(screen.getByText('80')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '开始答题' })).toBeDisabled();
    expect(screen.getByText('今日答题次数已用完，明天再来吧')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '排行榜' })).toBeNull();
    expect(screen.queryByRole('button', { name: '去抽奖' })).toBeNull();
  });

  it('offers the next level, a draw, the red packet and the review after an attempt', async () => {
    const attempt = makeAttempt([makeQuestion(0)], { level: 2 });
    stubApi({
      [paths.turns]: { data: [makeTurn({ can_draw: true })] },
      [paths.start]: { data: attempt },
      '/api/h5/hb/state': { data: { offered: true, qualify: 'passed', can_claim: true, reason: '', mine: [] } },
    });
    const review = [
      {
        index: 0,
        stem: '火警电话',
        type: 'single' as const,
        given: ['B'],
        correct: false,
        score: 0,
        full_score: 1,
        key_points: null,
        correct_answer: ['A'],
        explanation: '119',
      },
    ];
    const result = makeResult({ passed: true, next_level: 2, review });
    const go = renderScreen({ barrier: true }, (live) => <ResultScreen live={live} result={result} />);
    expect(screen.getByText('已及格')).toBeInTheDocument();
    expect(screen.getByText('1. 火警电话')).toBeInTheDocument();
    expect(screen.getByText('你的答案：B')).toBeInTheDocument();
    expect(screen.getByText('正确答案：A')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '领取红包' }, slow)).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: '去抽奖' }, slow));
    expect(go).toHaveBeenCalledWith({ name: 'draw' });
    fireEvent.click(screen.getByRole('button', { name: '进入第2关' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith({ name: 'quiz', attempt }), slow);
  });

  it('lists my prizes with their codes and whether they were redeemed', async () => {
    const win = { turn_name: '幸运抽奖', goods_image: '', won_at: '2025-03-02T08:00:00.000Z' };
    stubApi({
      [paths.mine]: {
        data: [
          { ...win, code: 'AAA111', goods_name: '保温杯', redeemed: true },
          { ...win, code: 'BBB222', goods_name: '雨伞', redeemed: false },
        ],
      },
    });
    renderScreen({}, (live) => <MineScreen live={live} />);
    const cup = (await screen.findByText('兑奖码 AAA111', {}, slow)).closest('li') as HTMLElement;
    expect(within(cup).getByText('保温杯')).toBeInTheDocument();
    expect(within(cup).getByText('已兑奖')).toBeInTheDocument();
    const umbrella = screen.getByText('兑奖码 BBB222').closest('li') as HTMLElement;
    expect(within(umbrella).getByText('未兑奖')).toBeInTheDocument();
  });

  it('shows the ranking with my own place', async () => {
    const entry = { unit: '一部', duration_ms: 30_000 };
    stubApi({
      [paths.ranking]: {
        data: {
          list: [
            { ...entry, rank: 1, name: '韩梅梅', score: 100 },
            { ...entry, rank: 2, name: '李雷', score: 90 },
          ],
          mine: { ...entry, rank: 2, name: '李雷', score: 90 },
        },
      },
    });
    renderScreen({}, (live) => <RankingScreen live={live} />);
    expect(await screen.findByText('韩梅梅', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('李雷（我）')).toBeInTheDocument();
    expect(screen.getByText('100分')).toBeInTheDocument();
  });
});
