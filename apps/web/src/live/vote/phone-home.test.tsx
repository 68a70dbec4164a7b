import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, slow, stubApi } from '../../components/test-kit.js';
import {
  candidatePage,
  FakeSocket,
  liveTicket,
  makeCandidate,
  makeVoteHome,
  makeVoteSession,
  votePaths,
} from '../../test/vote-fixtures.js';
import { LiveFrame } from '../kit/live-frame.js';
import { VoteHome } from './phone-home.js';

const renderVote = () => {
  const live = makeVoteSession();
  renderPage(
    <LiveFrame theme={live.settings.theme}>
      <VoteHome live={live} onTicketLost={() => {}} />
    </LiveFrame>,
  );
};
const refusal = (msg: string, error: string) => ({ code: 400, msg, error });
const cast = (over: Record<string, unknown> = {}) => ({
  data: { candidate_id: 1, votes: 11, rank: 1, today_left: 2, total_left: null, gate_passed: true, ...over },
});
const anyId = expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/);
const voteButton = (name: string) => screen.findByLabelText(`为${name}投票`, {}, slow);

describe('VoteHome', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });

  it('shows the candidates as cards with their numbers and votes, the totals and what the voter has left', async () => {
    stubApi({
      [votePaths.home]: { data: makeVoteHome() },
      [votePaths.candidates]: { data: candidatePage([makeCandidate(1), makeCandidate(12, { name: '李四' })]) },
    });
    renderVote();
    expect(await screen.findByText('李四', {}, slow)).toBeInTheDocument();
    const card = screen.getByText('李四').closest('article') as HTMLElement;
    expect(within(card).getByText('编号 012')).toBeInTheDocument();
    expect(within(card).getByText('120 票')).toBeInTheDocument();
    expect(screen.getByText('编号 001')).toBeInTheDocument();
    expect(screen.getByText('最美少年评选')).toBeInTheDocument();
    expect(screen.getByText('今日剩余 3 票')).toBeInTheDocument();
    expect(screen.getByText('累计票数')).toBeInTheDocument();
  });

  it('asks for the chosen category and the searched name or number', async () => {
    const { callsTo } = stubApi({
      [votePaths.home]: { data: makeVoteHome() },
      [votePaths.candidates]: { data: candidatePage([makeCandidate(1)]) },
    });
    renderVote();
    fireEvent.click(await screen.findByRole('tab', { name: '成人组' }, slow));
    await waitFor(() => expect(callsTo(votePaths.candidates)).toHaveLength(2), slow);
    fireEvent.change(screen.getByPlaceholderText('搜索选手名称或编号'), { target: { value: ' 12 ' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s?索/ }));
    await waitFor(() => expect(callsTo(votePaths.candidates)).toHaveLength(3), slow);
    expect(callsTo(votePaths.candidates).map((c) => c.body)).toEqual([
      { ticket: liveTicket, category_id: '', keywords: '', page: 1, limit: 20 },
      { ticket: liveTicket, category_id: 6, keywords: '', page: 1, limit: 20 },
      { ticket: liveTicket, category_id: 6, keywords: '12', page: 1, limit: 20 },
    ]);
  });

  it('counts a vote on the card and in the standing at once, then reads the totals again', async () => {
    let voted = false;
    const { callsTo } = stubApi({
      [votePaths.home]: () => ({
        data: voted
          ? makeVoteHome(
              {},
              {
                totals: { candidates: 3, votes: 121, voters: 46 },
                mine: { today_left: 2, total_left: null, gate_passed: true },
              },
            )
          : makeVoteHome(),
      }),
      [votePaths.candidates]: { data: candidatePage([makeCandidate(1)]) },
      [votePaths.cast]: () => {
        voted = true;
        return cast();
      },
    });
    renderVote();
    fireEvent.click(await voteButton('选手1'));
    expect(await screen.findByText('11 票', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('今日剩余 2 票')).toBeInTheDocument();
    expect(await screen.findByText('投票成功', {}, slow)).toBeInTheDocument();
    expect(await screen.findByText('46', {}, slow)).toBeInTheDocument();
    expect(callsTo(votePaths.cast)[0]?.body).toEqual({ ticket: liveTicket, candidate_id: 1, cast_id: anyId });
  });

  it('sends one vote however quickly the button is tapped twice', async () => {
    const { callsTo } = stubApi({
      [votePaths.home]: { data: makeVoteHome() },
      [votePaths.candidates]: { data: candidatePage([makeCandidate(1)]) },
      [votePaths.cast]: cast(),
    });
    renderVote();
    const button = await voteButton('选手1');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText('11 票', {}, slow)).toBeInTheDocument();
    expect(callsTo(votePaths.cast)).toHaveLength(1);
  });

  it('sends a vote the server could not confirm again under the same id, and the next vote under a new one', async () => {
    const { callsTo } = stubApi({
      [votePaths.home]: { data: makeVoteHome() },
      [votePaths.candidates]: { data: candidatePage([makeCandidate(1), makeCandidate(2)]) },
      [votePaths.cast]: () =>
        callsTo(votePaths.cast).length === 1 ? refusal('暂时无法保存，请稍后重试', 'WRITE_UNAVAILABLE') : cast(),
    });
    renderVote();
    fireEvent.click(await voteButton('选手1'));
    expect(await screen.findByText('暂时无法保存，请稍后重试', {}, slow)).toBeInTheDocument();
    // The toast is drawn outside React: the button takes presses again only once the page has redrawn.
    await waitFor(() => expect(screen.getByLabelText('为选手1投票')).toBeEnabled(), slow);
    fireEvent.click(screen.getByLabelText('为选手1投票'));
    await waitFor(() => expect(callsTo(votePaths.cast)).toHaveLength(2), slow);
    expect(await screen.findByText('11 票', {}, slow)).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('为选手2投票'));
    await waitFor(() => expect(callsTo(votePaths.cast)).toHaveLength(3), slow);
    const ids = callsTo(votePaths.cast).map((c) => (c.body as { cast_id: string }).cast_id);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
    expect(ids[0]).toEqual(anyId);
  });

  it('shows the server’s reason when a vote is refused', async () => {
    stubApi({
      [votePaths.home]: { data: makeVoteHome() },
      [votePaths.candidates]: { data: candidatePage([makeCandidate(1)]) },
      [votePaths.cast]: refusal('今日投票次数已用完，请明天再来', 'VOTE_DAY_LIMIT'),
    });
    renderVote();
    fireEvent.click(await voteButton('选手1'));
    expect(await screen.findByText('今日投票次数已用完，请明天再来', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('10 票')).toBeInTheDocument();
  });

  it('asks the gate question when the server wants it, and casts the vote once it is answered right', async () => {
    const gate = { enabled: true, question: '活动主办方是谁', options: ['团委', '工会'] };
    // The organiser set the gate after the page loaded: only the second read of the home knows the question.
    const { callsTo } = stubApi({
      [votePaths.home]: () => ({
        data: callsTo(votePaths.home).length === 1 ? makeVoteHome() : makeVoteHome({ gate }),
      }),
      [votePaths.candidates]: { data: candidatePage([makeCandidate(1)]) },
      [votePaths.cast]: () =>
        callsTo(votePaths.cast).length === 1 ? refusal('请先回答关卡题', 'VOTE_GATE_REQUIRED') : cast(),
      [votePaths.gate]: { data: { today_left: 3, total_left: null, gate_passed: true } },
    });
    renderVote();
    fireEvent.click(await voteButton('选手1'));
    expect(await screen.findByText('活动主办方是谁', {}, slow)).toBeInTheDocument();
    expect(screen.queryByText('请先回答关卡题')).toBeNull();
    fireEvent.click(screen.getByLabelText('工会'));
    fireEvent.click(screen.getByRole('button', { name: '提交答案' }));
    expect(await screen.findByText('11 票', {}, slow)).toBeInTheDocument();
    expect(callsTo(votePaths.cast).map((c) => c.body)).toEqual([
      { ticket: liveTicket, candidate_id: 1, cast_id: anyId },
      { ticket: liveTicket, candidate_id: 1, cast_id: anyId },
    ]);
  });

  it('opens the gate before the first vote and casts it after a wrong and then a right answer', async () => {
    const gate = { enabled: true, question: '活动主办方是谁', options: ['团委', '工会'] };
    const { callsTo } = stubApi({
      [votePaths.home]: { data: makeVoteHome({ gate }) },
      [votePaths.candidates]: { data: candidatePage([makeCandidate(1)]) },
      [votePaths.cast]: cast(),
      [votePaths.gate]: ({ body }) =>
        (body as { answer: number }).answer === 1
          ? { data: { today_left: 3, total_left: null, gate_passed: true } }
          : refusal('回答错误，请再想一想', 'VOTE_GATE_WRONG'),
    });
    renderVote();
    fireEvent.click(await voteButton('选手1'));
    expect(await screen.findByText('活动主办方是谁', {}, slow)).toBeInTheDocument();
    expect(callsTo(votePaths.cast)).toHaveLength(0);
    fireEvent.click(screen.getByLabelText('团委'));
    fireEvent.click(screen.getByRole('button', { name: '提交答案' }));
    expect(await screen.findByText('回答错误，请再想一想', {}, slow)).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('工会'));
    fireEvent.click(screen.getByRole('button', { name: '提交答案' }));
    expect(await screen.findByText('11 票', {}, slow)).toBeInTheDocument();
    expect(callsTo(votePaths.gate).map((c) => c.body)).toEqual([
      { ticket: liveTicket, answer: 0 },
      { ticket: liveTicket, answer: 1 },
    ]);
    expect(callsTo(votePaths.cast)).toHaveLength(1);
  });

  it('keeps the counts to itself when the organiser hides them', async () => {
    stubApi({
      [votePaths.home]: { data: makeVoteHome({ show_votes: false }) },
      [votePaths.candidates]: { data: candidatePage([makeCandidate(1), makeCandidate(2)]) },
    });
    renderVote();
    expect(await screen.findByText('选手2', {}, slow)).toBeInTheDocument();
    expect(screen.queryByText('10 票')).toBeNull();
    expect(screen.queryByText('20 票')).toBeNull();
    expect(screen.queryByText('累计票数')).toBeNull();
    expect(screen.getByText('编号 002')).toBeInTheDocument();
  });

  it('says to open the page in WeChat when the vote admits WeChat voters only', async () => {
    stubApi({
      [votePaths.home]: { data: makeVoteHome({ require_wechat: true }) },
      [votePaths.candidates]: { data: candidatePage([makeCandidate(1)]) },
      [votePaths.cast]: refusal('请在微信中打开参与投票', 'VOTE_WECHAT_REQUIRED'),
    });
    renderVote();
    fireEvent.click(await voteButton('选手1'));
    expect(await screen.findByText('请在微信中打开', {}, slow)).toBeInTheDocument();
    expect(screen.queryByText('选手1')).toBeNull();
  });
});
