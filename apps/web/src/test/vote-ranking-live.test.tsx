import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubApi } from '../components/test-kit.js';
import { VoteRankingCard } from '../features/vote/vote-ranking-card.js';
import { FakeSocket } from '../live/kit/test-socket.js';
import { VoteScreenPage } from '../live/vote/screen-ranking.js';

const ranking = (votes: number, voters: number) => ({
  data: {
    title: '最美教师评选',
    code: 'ab12cd',
    totals: { candidates: 1, votes, voters },
    ranking: [{ rank: 1, id: 1, number: 1, name: '王老师', cover: '', category_id: null, votes }],
  },
});
const total = (scope: HTMLElement, label: string) => within(scope).getByText(label).previousSibling?.textContent;
const statistic = (scope: HTMLElement, label: string) => within(scope).getByText(label).closest('.ant-statistic');

describe('the vote’s totals on the big screen and the organiser’s ranking', () => {
  beforeEach(() => {
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('agree on votes and voters as votes arrive, without a reload', { timeout: 20_000 }, async () => {
    let server = ranking(3, 2);
    stubApi({ '/api/vote/screen': () => server });
    renderPage(
      <>
        <VoteScreenPage />
        <VoteRankingCard activityId={5} />
      </>,
      { route: '/activity/voteScreen?activity_id=5' },
    );
    const big = (await screen.findByRole('main')) as HTMLElement;
    const card = (await screen.findByText('票数排行')).closest('.ant-card') as HTMLElement;
    await waitFor(() => expect(total(big, '投票人数')).toBe('2'));
    await waitFor(() => expect(statistic(card, '投票人数')).toHaveTextContent('2'));
    await waitFor(() => expect(FakeSocket.all.length).toBeGreaterThanOrEqual(2));
    for (const socket of FakeSocket.all) socket.receive({ type: 'subscribed', channel: 'vote:5' });

    // A third voter votes for 王老师: the server now counts 4 votes from 3 voters.
    server = ranking(4, 3);
    for (const socket of FakeSocket.all)
      socket.receive({
        type: 'event',
        channel: 'vote:5',
        event: 'vote.tally',
        payload: { activity_id: 5, total_votes: 4, candidates: [{ id: 1, votes: 4 }], refresh: false },
      });
    await waitFor(
      () => {
        expect(total(big, '投票人数')).toBe('3');
        expect(statistic(card, '投票人数')).toHaveTextContent('3');
        expect(statistic(card, '总票数')).toHaveTextContent('4');
      },
      { timeout: 8000 },
    );
  });
});
