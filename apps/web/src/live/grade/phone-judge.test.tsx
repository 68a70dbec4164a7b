import type { GradeJudgePage, GradeScore } from '@app/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, slow, stubApi } from '../../components/test-kit.js';
import { FakeSocket } from '../kit/test-socket.js';
import { gradePaths, judgeKey, makeContestant, makeItem, makeJudgePage, makeScore } from './grade-fixtures.js';
import { scoringStage } from './grade-stage-fixtures.js';
import { withScore } from './judge-view.js';
import { JudgePhone, judgeRefreshMs } from './phone-judge.js';

const renderJudge = (query = '') =>
  renderPage(<JudgePhone />, { route: `/h5/judge/${judgeKey}${query}`, path: '/h5/judge/:key' });
const press = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const dialog = () => screen.getByRole('dialog');
/** A server whose judge page holds the score once it took one. */
const scoringServer = (page: GradeJudgePage, answer: Partial<GradeScore>) => {
  let taken: GradeScore | null = null;
  return {
    [gradePaths.judge]: () => ({ data: taken ? withScore(page, taken) : page }),
    [gradePaths.score]: () => {
      taken = makeScore(answer);
      return { data: taken };
    },
  };
};
const locked = { id: 41, abstained: false, items: makeScore().items, total: 16.5, comment: '台风稳健', locked: true };

describe('the judge’s phone', () => {
  afterEach(() => sessionStorage.clear());

  it('shows the round, the judge, the notice and the contestants in stage order with where each stands', async () => {
    const { callsTo } = stubApi({
      [gradePaths.judge]: {
        data: makeJudgePage({
          contestants: [
            makeContestant({
              id: 23,
              name: '王五',
              sort: 3,
              mine: { ...locked, abstained: true, items: [], total: 0 },
            }),
            makeContestant({ id: 22, name: '李四', sort: 2, mine: locked }),
            makeContestant({ id: 21, name: '张三', sort: 1 }),
          ],
        }),
      },
    });
    renderJudge();
    expect(await screen.findByText('青年教师讲课比赛', {}, slow)).toBeInTheDocument();
    expect(callsTo(gradePaths.judge)[0]?.body).toEqual({ key: judgeKey });
    expect(screen.getByText('决赛')).toBeInTheDocument();
    expect(screen.getByText('评委：王评委（教授）')).toBeInTheDocument();
    expect(screen.getByText('请独立评分，评分后不能修改')).toBeInTheDocument();
    expect(screen.getByText('已评 2 / 3 位选手')).toBeInTheDocument();
    const rows = within(screen.getByRole('list')).getAllByRole('button');
    expect(rows.map((r) => r.textContent)).toEqual(['张张三第一组待评', '李李四第一组已评16.5 分', '王王五第一组回避']);
  });

  it('scores every item with steps and typing, confirms, posts them with the comment and shows the locked score', async () => {
    let submitted = false;
    const { callsTo } = stubApi({
      [gradePaths.judge]: () => ({
        data: makeJudgePage({
          round: { ...makeJudgePage().round, judges_see_others: true },
          contestants: [
            makeContestant({
              mine: submitted ? { ...locked, comment: '台风稳健' } : null,
              others: submitted ? [{ judge_name: '赵评委', total: 15, abstained: false }] : [],
            }),
          ],
        }),
      }),
      [gradePaths.score]: () => {
        submitted = true;
        return { data: makeScore({ comment: '台风稳健' }) };
      },
    });
    renderJudge();
    fireEvent.click(await screen.findByRole('button', { name: /张三/ }, slow));
    expect(screen.getByText('单位')).toBeInTheDocument();
    expect(screen.getByText('实验小学')).toBeInTheDocument();
    expect(screen.getByText('从事教学工作十年')).toBeInTheDocument();
    expect(screen.getByText('0–10 分，步长 0.5 · 权重 ×1')).toBeInTheDocument();

    type('专业能力', '8.5');
    press('表达减 1 分');
    press('表达减 1 分');
    expect(screen.getByLabelText('表达')).toHaveValue('4');
    expect(screen.getByText('16.5 / 20 分')).toBeInTheDocument();
    type('评语', '台风稳健');
    press('提交评分');
    expect(within(dialog()).getByText('提交后不能修改，如需修改请联系主持人解锁')).toBeInTheDocument();
    expect(within(dialog()).getByText('张三：加权总分 16.5 分')).toBeInTheDocument();
    fireEvent.click(within(dialog()).getByRole('button', { name: '确认提交' }));

    expect(await screen.findByText('评分已提交', {}, slow)).toBeInTheDocument();
    expect(callsTo(gradePaths.score)).toHaveLength(1);
    expect(callsTo(gradePaths.score)[0]?.body).toEqual({
      key: judgeKey,
      contestant_id: 21,
      abstain: false,
      items: [
        { item_id: 11, score: 8.5 },
        { item_id: 12, score: 4 },
      ],
      comment: '台风稳健',
    });
    expect(screen.queryByRole('button', { name: '提交评分' })).toBeNull();
    expect(screen.queryByLabelText('专业能力')).toBeNull();
    expect(await screen.findByText('赵评委', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('15 分')).toBeInTheDocument();
  });

  it('opens the sheet of the contestant the host puts on stage, and reads the page again on each stage', async () => {
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
    try {
      const { callsTo } = stubApi({ [gradePaths.judge]: { data: makeJudgePage() } });
      renderJudge();
      await screen.findByText('青年教师讲课比赛', {}, slow);
      await waitFor(() => expect(FakeSocket.last?.channels()).toEqual(['game:9']));
      const reads = callsTo(gradePaths.judge).length;
      const push = (stage: unknown) =>
        act(() => FakeSocket.last!.receive({ type: 'event', channel: 'game:9', event: 'grade.stage', payload: stage }));
      push(scoringStage({ round: { id: 4, name: '复赛', reveal: 'each' } }));
      expect(screen.queryByLabelText('专业能力')).toBeNull();
      push(scoringStage({ version: 3 }));
      expect(await screen.findByLabelText('专业能力', {}, slow)).toBeInTheDocument();
      await waitFor(() => expect(callsTo(gradePaths.judge).length).toBeGreaterThan(reads + 1));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('abstains after confirming, without items', async () => {
    const { callsTo } = stubApi(scoringServer(makeJudgePage(), { abstained: true, items: [], total: 0 }));
    renderJudge('?c=21');
    await screen.findByLabelText('专业能力', {}, slow);
    type('专业能力', '9');
    press('回避');
    expect(within(dialog()).getByText(/确认对张三回避/)).toBeInTheDocument();
    fireEvent.click(within(dialog()).getByRole('button', { name: '确认回避' }));
    expect(await screen.findByText('已回避该选手', {}, slow)).toBeInTheDocument();
    expect(callsTo(gradePaths.score)[0]?.body).toEqual({
      key: judgeKey,
      contestant_id: 21,
      abstain: true,
      items: [],
      comment: '',
    });
  });

  it('shows a locked score read-only', async () => {
    const { callsTo } = stubApi({
      [gradePaths.judge]: { data: makeJudgePage({ contestants: [makeContestant({ mine: locked })] }) },
    });
    renderJudge('?c=21');
    expect(await screen.findByText('评分已提交', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('8.5 分')).toBeInTheDocument();
    expect(screen.getByText('16.5 分')).toBeInTheDocument();
    expect(screen.getByText('台风稳健')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: '提交评分' })).toBeNull();
    expect(screen.queryByRole('button', { name: '回避' })).toBeNull();
    expect(callsTo(gradePaths.score)).toHaveLength(0);
  });

  it('lets the judge send an unlocked score again, starting from what was submitted', async () => {
    const unlocked = makeJudgePage({ contestants: [makeContestant({ mine: { ...locked, locked: false } })] });
    const again = {
      id: 42,
      items: [
        { item_id: 11, score: 9 },
        { item_id: 12, score: 4 },
      ],
      total: 17,
    };
    const { callsTo } = stubApi(scoringServer(unlocked, again));
    renderJudge('?c=21');
    expect(await screen.findByText('主持人已解锁本次评分，修改后请重新提交', {}, slow)).toBeInTheDocument();
    expect(screen.getByLabelText('专业能力')).toHaveValue('8.5');
    expect(screen.getByLabelText('评语')).toHaveValue('台风稳健');
    press('专业能力加 0.5 分');
    press('提交评分');
    fireEvent.click(within(dialog()).getByRole('button', { name: '确认提交' }));
    expect(await screen.findByText('评分已提交', {}, slow)).toBeInTheDocument();
    expect(callsTo(gradePaths.score)[0]?.body).toMatchObject({
      abstain: false,
      items: [
        { item_id: 11, score: 9 },
        { item_id: 12, score: 4 },
      ],
      comment: '台风稳健',
    });
  });

  it('asks for a required comment and for every item before it asks to confirm', async () => {
    const { callsTo } = stubApi({
      [gradePaths.judge]: { data: makeJudgePage({ round: { ...makeJudgePage().round, comment: 'required' } }) },
    });
    renderJudge('?c=21');
    await screen.findByLabelText('专业能力', {}, slow);
    type('专业能力', '8');
    press('提交评分');
    expect(screen.getByText('请为每个评分项打分')).toBeInTheDocument();
    expect(screen.getByText('请填写评语')).toBeInTheDocument();
    type('表达', '3');
    press('提交评分');
    expect(screen.queryByText('请为每个评分项打分')).toBeNull();
    expect(screen.getByText('请填写评语')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    type('评语', '  ');
    press('提交评分');
    expect(screen.queryByRole('dialog')).toBeNull();
    type('评语', '逻辑清晰');
    press('提交评分');
    expect(dialog()).toBeInTheDocument();
    expect(callsTo(gradePaths.score)).toHaveLength(0);
  });

  it('has no comment box when the round takes none', async () => {
    stubApi({ [gradePaths.judge]: { data: makeJudgePage({ round: { ...makeJudgePage().round, comment: 'off' } }) } });
    renderJudge('?c=21');
    await screen.findByLabelText('专业能力', {}, slow);
    expect(screen.queryByLabelText('评语')).toBeNull();
  });

  it('shows the server’s refusal on the sheet and reads the page again', async () => {
    const { callsTo } = stubApi({
      [gradePaths.judge]: { data: makeJudgePage({ items: [makeItem()] }) },
      [gradePaths.score]: { code: 400, msg: '已提交评分，如需修改请联系主持人解锁', data: null },
    });
    renderJudge('?c=21');
    await screen.findByLabelText('专业能力', {}, slow);
    type('专业能力', '6');
    press('提交评分');
    fireEvent.click(within(dialog()).getByRole('button', { name: '确认提交' }));
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('已提交评分，如需修改请联系主持人解锁');
    expect(callsTo(gradePaths.judge).length).toBeGreaterThan(1);
  });

  it('keeps unsent values through a reload, per contestant', async () => {
    stubApi({ [gradePaths.judge]: { data: makeJudgePage() } });
    const first = renderJudge('?c=21');
    await screen.findByLabelText('专业能力', {}, slow);
    type('专业能力', '7.5');
    type('评语', '表现稳定');
    first.unmount();
    renderJudge('?c=21');
    expect(await screen.findByLabelText('专业能力', {}, slow)).toHaveValue('7.5');
    expect(screen.getByLabelText('评语')).toHaveValue('表现稳定');
    expect(screen.getByLabelText('表达')).toHaveValue('');
  });

  it('reads the list again every 10 seconds while open', async () => {
    let scored = false;
    stubApi({
      [gradePaths.judge]: () => ({
        data: makeJudgePage({ contestants: [makeContestant({ mine: scored ? locked : null })] }),
      }),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderJudge();
      expect(await screen.findByText('待评', {}, slow)).toBeInTheDocument();
      scored = true;
      await vi.advanceTimersByTimeAsync(judgeRefreshMs + 100);
      expect(await screen.findByText('16.5 分', {}, slow)).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says what is wrong with a bad link on the whole page', async () => {
    stubApi({ [gradePaths.judge]: { code: 400, msg: '评委链接无效或已停用，请向主办方索取新链接', data: null } });
    renderJudge();
    expect(await screen.findByRole('status', {}, slow)).toHaveTextContent('评委链接无效或已停用，请向主办方索取新链接');
    expect(screen.queryByRole('list')).toBeNull();
  });
});
