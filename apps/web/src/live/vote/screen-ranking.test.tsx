import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubApi } from '../../components/test-kit.js';
import { FakeSocket } from '../kit/test-socket.js';
import { VoteScreenPage } from './screen-ranking.js';

const entry = (id: number, name: string, votes: number, rank: number) => ({
  rank,
  id,
  number: id,
  name,
  cover: '',
  category_id: null,
  votes,
});
const screenData = (over: Record<string, unknown> = {}) => ({
  title: '最美教师评选',
  code: 'ab12cd',
  totals: { candidates: 2, votes: 8, voters: 6 },
  ranking: [entry(1, '王老师', 5, 1), entry(2, '李老师', 3, 2)],
  ...over,
});
const order = () =>
  screen
    .getAllByRole('listitem')
    .sort((a, b) => Number(a.getAttribute('aria-posinset')) - Number(b.getAttribute('aria-posinset')))
    .map((li) => li.textContent);

describe('the vote big screen page', () => {
  beforeEach(() => vi.stubGlobal('WebSocket', FakeSocket));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the title, totals, ranking and the QR code of the voting page, and goes live', async () => {
    const api = stubApi({ '/api/vote/screen': { data: screenData() } });
    renderPage(<VoteScreenPage />, { route: '/activity/voteScreen?activity_id=5&top=20&category_id=3' });
    expect(await screen.findByRole('heading', { name: '最美教师评选' })).toBeInTheDocument();
    expect(api.callsTo('/api/vote/screen')[0]?.body).toEqual({ activity_id: 5, top: 20, category_id: 3 });
    expect(screen.getByText('累计票数').previousSibling).toHaveTextContent('8');
    expect(screen.getByText('投票人数').previousSibling).toHaveTextContent('6');
    expect(order()).toEqual(['1王001号王老师5 票', '2李002号李老师3 票']);
    expect(screen.getByRole('img', { name: '扫码投票' })).toBeInTheDocument();
    expect(screen.getByTitle(`${window.location.origin}/h5/ab12cd`)).toBeInTheDocument();

    expect(screen.getByText('连接中…')).toBeInTheDocument();
    await waitFor(() => expect(FakeSocket.last?.sent).toEqual([{ type: 'subscribe', channel: 'vote:5' }]));
    FakeSocket.last!.receive({ type: 'subscribed', channel: 'vote:5' });
    expect(screen.getByText('实时')).toBeInTheDocument();
  });

  it('re-sorts the bars as votes arrive, and reads the ranking again when told to', async () => {
    let reads = 0;
    stubApi({
      '/api/vote/screen': () => {
        reads += 1;
        return { data: reads === 1 ? screenData() : screenData({ ranking: [entry(2, '李老师', 1, 1)] }) };
      },
    });
    renderPage(<VoteScreenPage />, { route: '/activity/voteScreen?activity_id=5' });
    await screen.findByText('王老师');
    await waitFor(() => expect(FakeSocket.last?.sent).toHaveLength(1));
    const socket = FakeSocket.last!;
    socket.receive({ type: 'subscribed', channel: 'vote:5' });
    socket.receive({
      type: 'event',
      channel: 'vote:5',
      event: 'vote.tally',
      payload: { activity_id: 5, total_votes: 11, candidates: [{ id: 2, votes: 6 }], refresh: false },
    });
    expect(order()).toEqual(['1李002号李老师6 票', '2王001号王老师5 票']);
    expect(screen.getByText('累计票数').previousSibling).toHaveTextContent('11');
    expect(reads).toBe(1);

    socket.receive({
      type: 'event',
      channel: 'vote:5',
      event: 'vote.tally',
      payload: { activity_id: 5, total_votes: 1, candidates: [], refresh: true },
    });
    await waitFor(() => expect(order()).toEqual(['1李002号李老师1 票']), { timeout: 3000 });
    expect(reads).toBe(2);
  });

  it('says what is missing when opened without an activity', () => {
    stubApi({});
    renderPage(<VoteScreenPage />, { route: '/activity/voteScreen' });
    expect(screen.getByText('缺少活动编号，请从投票设置页打开大屏')).toBeInTheDocument();
  });
});
