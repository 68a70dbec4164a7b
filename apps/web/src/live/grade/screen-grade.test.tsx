import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, slow, stubApi } from '../../components/test-kit.js';
import { FakeSocket } from '../kit/test-socket.js';
import {
  gradeCode,
  makeLine,
  makeScreenData,
  makeStage,
  rankingLines,
  revealedStage,
  scoringStage,
  stageJudges,
  stagePaths,
} from './grade-stage-fixtures.js';
import { GradeScreenPage } from './screen-grade.js';

const renderScreen = () =>
  renderPage(<GradeScreenPage />, { route: `/screen/grade/${gradeCode}`, path: '/screen/grade/:code' });
const push = (payload: unknown) =>
  FakeSocket.last!.receive({ type: 'event', channel: 'game:9', event: 'grade.stage', payload });
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.gs-row-name')?.firstChild?.textContent);
const chip = (name: string) => screen.getByText(name, { selector: '.gs-chip-name' }).closest('li');
const reduceMotion = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

/** The screen on air: its first read shown and the game channel followed. */
const onAir = async (data = makeScreenData()) => {
  const api = stubApi({ [stagePaths.screen]: { data } });
  renderScreen();
  await screen.findByRole('heading', { level: 1 }, slow);
  await waitFor(() => expect(FakeSocket.last?.channels()).toEqual(['game:9']));
  return api;
};

describe('the judge scoring big screen', () => {
  beforeEach(() => {
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('waits with the title, the round and the audience page’s QR code', async () => {
    const { callsTo } = await onAir();
    expect(screen.getByRole('heading', { level: 1, name: '教师技能大赛' })).toBeInTheDocument();
    expect(screen.getByText('决赛')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '扫码进入活动' })).toBeInTheDocument();
    expect(screen.getByText(`${window.location.origin}/h5/${gradeCode}`)).toBeInTheDocument();
    expect(callsTo(stagePaths.screen)[0]?.body).toEqual({ code: gradeCode });
  });

  it('shows the contestant on stage and lights each judge’s chip as they score', async () => {
    await onAir();
    push(scoringStage());
    expect(screen.getByRole('heading', { name: '张三' })).toBeInTheDocument();
    expect(screen.getByText('第一组')).toBeInTheDocument();
    expect(screen.getAllByText(/实验小学|一等奖作品/).map((el) => el.textContent)).toEqual(['实验小学', '一等奖作品']);
    // The judge who abstains is not waited for.
    expect(screen.getByText('评委已评 1/2')).toBeInTheDocument();
    expect(chip('王教授')).toHaveClass('gs-chip-scored');
    expect(chip('李老师')).not.toHaveClass('gs-chip-scored');
    expect(within(chip('赵主任')!).getByText('回避')).toBeInTheDocument();

    // A judge's score moves the progress without a new version.
    push(scoringStage({ judges: stageJudges.map((j) => (j.id === 42 ? { ...j, state: 'scored' } : j)) }));
    expect(screen.getByText('评委已评 2/2')).toBeInTheDocument();
    expect(chip('李老师')).toHaveClass('gs-chip-scored');
    // An older stage arriving late changes nothing.
    push(makeStage({ version: 1 }));
    expect(screen.getByRole('heading', { name: '张三' })).toBeInTheDocument();
  });

  it('keeps the live ranking beside the contestant, as many rows as the page asks', async () => {
    await onAir(makeScreenData(makeStage(), { ranking_size: 3 }));
    push(scoringStage({ ranking: rankingLines }));
    const board = screen.getByRole('list', { name: '实时排名' });
    expect(names(board)).toEqual(['张三', '李四', '王五']);
    expect(within(board).getAllByRole('listitem')[0]).toHaveClass('gs-row-current');
  });

  it('reveals each judge’s total, striking out the dropped ones, then counts up to the final score', async () => {
    await onAir();
    push(revealedStage());
    const scores = screen.getByRole('list', { name: '评委评分' });
    const dropped = within(scores).getByText('9.5');
    expect(dropped.tagName).toBe('S');
    expect(dropped.closest('li')).toHaveClass('gs-dropped');
    expect(within(scores).getByText('9').closest('s')).toBeNull();
    expect(within(scores).getByText('回避')).toBeInTheDocument();
    expect(within(scores).getByText('（不计入）')).toBeInTheDocument();
    expect(await screen.findByText('9.25', { selector: '.gs-final-score' }, slow)).toBeInTheDocument();
    expect(screen.getByText('去掉一个最高分和一个最低分后取平均')).toBeInTheDocument();
  });

  it('shows each judge group’s part under the final score when the round has groups', async () => {
    reduceMotion();
    await onAir();
    const groups = [
      { group_id: 61, count: 2, score: 8 },
      { group_id: 62, count: 1, score: 5.5 },
    ];
    push(
      revealedStage({
        result: makeLine({ groups, final: 7.25 }),
        groups: [
          { id: 61, name: '专业评委', weight: 70 },
          { id: 62, name: '大众评委', weight: 30 },
        ],
      }),
    );
    expect(screen.getByText('7.25', { selector: '.gs-final-score' })).toBeInTheDocument();
    const parts = within(screen.getByRole('list', { name: '评委分组得分' })).getAllByRole('listitem');
    expect(parts.map((li) => li.textContent)).toEqual(['专业评委8× 70%', '大众评委5.5× 30%']);
  });

  it('shows no group parts when the round has none', async () => {
    await onAir();
    push(revealedStage());
    expect(screen.queryByRole('list', { name: '评委分组得分' })).toBeNull();
  });

  it('shows only the final score, at once when motion is reduced, when the round hides the judges’ scores', async () => {
    reduceMotion();
    await onAir();
    push(revealedStage({ round: { id: 3, name: '决赛', reveal: 'total' }, result: makeLine({ final: 88.5 }) }));
    expect(screen.getByText('88.5', { selector: '.gs-final-score' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '评委评分' })).toBeNull();
    expect(screen.queryByText('9.5')).toBeNull();
  });

  it('shows the round’s ranking, top three marked, and follows a new order', async () => {
    await onAir();
    push(makeStage({ version: 4, phase: 'ranking', ranking: rankingLines }));
    const board = screen.getByRole('list', { name: '决赛 · 排行榜' });
    expect(names(board)).toEqual(['张三', '李四', '王五', '赵六']);
    const rows = within(board).getAllByRole('listitem');
    expect(rows.slice(0, 3).map((r) => r.className)).toEqual([
      'gs-row gs-top gs-top-1',
      'gs-row gs-top gs-top-2',
      'gs-row gs-top gs-top-3',
    ]);
    expect(rows[3]).not.toHaveClass('gs-top');
    expect(within(rows[1]!).getByText('8.8')).toBeInTheDocument();

    const reordered = [rankingLines[1]!, rankingLines[0]!].map((l, i) => ({ ...l, rank: i + 1 }));
    push(makeStage({ version: 5, phase: 'finished', ranking: reordered }));
    expect(names(screen.getByRole('list', { name: '决赛 · 比赛结束' }))).toEqual(['李四', '张三']);
  });

  it('reads the screen again once the channel is heard again after a drop, instead of replaying', async () => {
    const { callsTo } = await onAir();
    FakeSocket.last!.receive({ type: 'subscribed', channel: 'game:9' });
    await waitFor(() => expect(callsTo(stagePaths.screen)).toHaveLength(2));

    const first = FakeSocket.last!;
    act(() => first.onclose?.());
    await waitFor(() => expect(FakeSocket.last).not.toBe(first), { timeout: 3000 });
    await waitFor(() => expect(FakeSocket.last?.channels()).toEqual(['game:9']));
    expect(callsTo(stagePaths.screen)).toHaveLength(2);
    FakeSocket.last!.receive({ type: 'subscribed', channel: 'game:9' });
    await waitFor(() => expect(callsTo(stagePaths.screen)).toHaveLength(3));
  });
});
