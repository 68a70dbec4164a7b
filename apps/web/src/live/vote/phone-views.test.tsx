import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, slow, stubApi } from '../../components/test-kit.js';
import {
  candidatePage,
  FakeSocket,
  liveTicket,
  makeCandidate,
  makeDetail,
  makeRanking,
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
const press = async (name: string) => fireEvent.click(await screen.findByRole('button', { name }, slow));
const signedUp = (over: Record<string, unknown>) => ({
  ...makeCandidate(40, { name: '王五', number: 7 }),
  activity_id: 9,
  status: 'shown',
  review: 'pending',
  review_reason: '',
  source: 'signup',
  created_at: '2025-03-02T08:00:00.000Z',
  ...over,
});

describe('vote sub-screens', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });

  it('ranks the candidates with the first three apart from the rest', async () => {
    const { callsTo } = stubApi({
      [votePaths.home]: { data: makeVoteHome() },
      [votePaths.candidates]: { data: candidatePage([]) },
      [votePaths.ranking]: { data: makeRanking(5) },
    });
    renderVote();
    await press('排行榜');
    const top = await screen.findByRole('list', { name: '前三名' }, slow);
    expect(
      within(top)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1名次1编号 0011000 票', '2名次2编号 002990 票', '3名次3编号 003980 票']);
    expect(within(top).queryByText('名次4')).toBeNull();
    expect(screen.getByText('名次5')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '少儿组' }));
    await waitFor(() =>
      expect(callsTo(votePaths.ranking).at(-1)?.body).toEqual({ ticket: liveTicket, category_id: 5 }),
    );
  });

  it('shows a candidate’s detail and counts a vote there', async () => {
    const detail = makeDetail(3, { description: '热爱舞蹈\n参加过市赛', rank: 4, my_votes_today: 0 });
    stubApi({
      [votePaths.home]: { data: makeVoteHome() },
      [votePaths.candidates]: { data: candidatePage([makeCandidate(3)]) },
      [votePaths.candidate]: { data: detail },
      [votePaths.cast]: {
        data: { candidate_id: 3, votes: 31, rank: 2, today_left: 2, total_left: null, gate_passed: true },
      },
    });
    renderVote();
    fireEvent.click(await screen.findByLabelText('选手3', {}, slow));
    expect(await screen.findByText('第4名', {}, slow)).toBeInTheDocument();
    expect(screen.getByText(/热爱舞蹈/)).toBeInTheDocument();
    expect(screen.getByText('我今日已投 0 票')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('为选手3投票'));
    expect(await screen.findByText('第2名', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('我今日已投 1 票')).toBeInTheDocument();
    expect(screen.getByText('31')).toBeInTheDocument();
  });

  it('loads the next twenty candidates on 加载更多', async () => {
    const first = Array.from({ length: 20 }, (_, i) => makeCandidate(i + 1));
    const { callsTo } = stubApi({
      [votePaths.home]: { data: makeVoteHome({ layout: 'list' }) },
      [votePaths.candidates]: ({ body }) =>
        (body as { page: number }).page === 1
          ? { data: candidatePage(first, { total: 21 }) }
          : { data: candidatePage([makeCandidate(21)], { total: 21, page: 2 }) },
    });
    renderVote();
    await press('加载更多');
    expect(await screen.findByText('选手21', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('没有更多了')).toBeInTheDocument();
    expect(callsTo(votePaths.candidates)[1]?.body).toMatchObject({ page: 2, limit: 20 });
  });

  it('sends a sign-up with its fields and pictures, then shows it waiting for review', async () => {
    let sent = false;
    const { callsTo } = stubApi({
      [votePaths.home]: { data: makeVoteHome({ candidate_signup: true }) },
      [votePaths.candidates]: { data: candidatePage([]) },
      [votePaths.mySignup]: () => ({ data: sent ? signedUp({}) : null }),
      [votePaths.upload]: () => ({
        data: { url: `/uploads/p${callsTo(votePaths.upload).length}.jpg`, name: 'a.jpg', size: 3 },
      }),
      [votePaths.signup]: () => {
        sent = true;
        return { data: signedUp({}) };
      },
    });
    renderVote();
    await press('我要报名');
    fireEvent.change(await screen.findByLabelText('选手名称', {}, slow), { target: { value: '王五' } });
    fireEvent.change(screen.getByLabelText('分类'), { target: { value: '6' } });
    const photo = new File(['x'], 'a.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('封面'), { target: { files: [photo] } });
    await waitFor(() => expect(callsTo(votePaths.upload)).toHaveLength(1), slow);
    fireEvent.change(screen.getByLabelText('照片（最多9张）'), { target: { files: [photo, photo] } });
    await waitFor(() => expect(callsTo(votePaths.upload)).toHaveLength(3), slow);
    fireEvent.change(screen.getByLabelText('介绍'), { target: { value: '爱唱歌' } });
    await press('提交报名');
    expect(await screen.findByText('待审核', {}, slow)).toBeInTheDocument();
    expect(callsTo(votePaths.signup)[0]?.body).toEqual({
      ticket: liveTicket,
      name: '王五',
      category_id: 6,
      cover: '/uploads/p1.jpg',
      images: ['/uploads/p2.jpg', '/uploads/p3.jpg'],
      video: '',
      description: '爱唱歌',
    });
    const upload = callsTo(votePaths.upload)[0]?.body;
    expect(upload).toBeInstanceOf(FormData);
    expect(upload instanceof FormData && upload.get('ticket')).toBe(liveTicket);
  });

  it('tells a turned-down candidate why', async () => {
    stubApi({
      [votePaths.home]: { data: makeVoteHome({ candidate_signup: true }) },
      [votePaths.candidates]: { data: candidatePage([]) },
      [votePaths.mySignup]: { data: signedUp({ review: 'rejected', review_reason: '照片不清晰' }) },
    });
    renderVote();
    await press('我的报名');
    expect(await screen.findByText('已驳回', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('原因：照片不清晰')).toBeInTheDocument();
  });

  it('gives an approved candidate their number', async () => {
    stubApi({
      [votePaths.home]: { data: makeVoteHome({ candidate_signup: true }) },
      [votePaths.candidates]: { data: candidatePage([]) },
      [votePaths.mySignup]: { data: signedUp({ review: 'approved' }) },
    });
    renderVote();
    await press('我的报名');
    expect(await screen.findByText('已通过，编号 007', {}, slow)).toBeInTheDocument();
  });

  it('moves the counts and the ranking as votes arrive on the live channel', async () => {
    let ranking = makeRanking(3);
    const { callsTo } = stubApi({
      [votePaths.home]: { data: makeVoteHome({ layout: 'rank' }) },
      [votePaths.candidates]: { data: candidatePage([makeCandidate(1)]) },
      [votePaths.ranking]: () => ({ data: ranking }),
    });
    renderVote();
    expect(await screen.findByText('10 票', {}, slow)).toBeInTheDocument();
    const socket = FakeSocket.all[0]!;
    socket.accept();
    expect(socket.sent).toEqual([{ type: 'subscribe', channel: 'vote:9' }]);
    ranking = [
      { ...makeRanking(3)[2]!, rank: 1, votes: 2000 },
      ...makeRanking(2).map((e) => ({ ...e, rank: e.rank + 1 })),
    ];
    socket.receive('vote:9', 'vote.tally', {
      activity_id: 9,
      total_votes: 121,
      candidates: [{ id: 1, votes: 12 }],
      refresh: false,
    });
    expect(await screen.findByText('12 票', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('121')).toBeInTheDocument();
    const top = await screen.findByRole('list', { name: '前三名' }, slow);
    await waitFor(() => expect(within(top).getAllByRole('listitem')[0]).toHaveTextContent('名次3'), slow);
    expect(callsTo(votePaths.ranking)).toHaveLength(2);
  });

  it('copies the page link with a line asking for votes and offers the picture to save', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    stubApi({
      [votePaths.home]: { data: makeVoteHome() },
      [votePaths.candidates]: { data: candidatePage([makeCandidate(3)]) },
      [votePaths.candidate]: { data: makeDetail(3) },
    });
    renderVote();
    fireEvent.click(await screen.findByLabelText('选手3', {}, slow));
    await press('分享');
    expect(await screen.findByText('保存图片分享', {}, slow)).toBeInTheDocument();
    const url = `${window.location.origin}/h5/Ab3dE5fG7h`;
    expect(writeText).toHaveBeenCalledWith(`快来为003号选手3投票吧！最美少年评选 ${url}`);
    expect(await screen.findByText(url, {}, slow)).toBeInTheDocument();
    expect(await screen.findByText('链接已复制，快去分享给好友吧', {}, slow)).toBeInTheDocument();
  });
});
