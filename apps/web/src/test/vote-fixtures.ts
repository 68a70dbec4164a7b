import { voteSettingsSchema } from '@app/contract';
import { act } from '@testing-library/react';
import { liveTicket, makeInfo, makeSession } from '../live/kit/live-fixtures.js';
import type { LiveSession } from '../live/kit/live-screen.js';
import type { CandidateDetail, PublicCandidate, RankingEntry, VoteHomeData } from '../live/vote/vote-view.js';

/** Test data for the vote's participant pages, shaped as the server answers. */
export const votePaths = {
  home: '/api/h5/vote/home',
  candidates: '/api/h5/vote/candidates',
  candidate: '/api/h5/vote/candidate',
  gate: '/api/h5/vote/gate',
  cast: '/api/h5/vote/cast',
  ranking: '/api/h5/vote/ranking',
  signup: '/api/h5/vote/signup',
  mySignup: '/api/h5/vote/mySignup',
  upload: '/api/h5/upload',
} as const;

type HomeSettings = Partial<Omit<VoteHomeData['settings'], 'gate'>> & { gate?: VoteHomeData['settings']['gate'] };

export const makeVoteHome = (
  settings: HomeSettings = {},
  over: Partial<Omit<VoteHomeData, 'settings'>> = {},
): VoteHomeData => {
  const { gate: _gate, quota_since: _q, anti_stuffing: _a, ...defaults } = voteSettingsSchema.parse({});
  return {
    settings: {
      ...defaults,
      rules: '每人每天可投3票',
      gate: { enabled: false, question: '', options: [] },
      ...settings,
    },
    categories: [
      { id: 5, name: '少儿组', sort: 0, candidate_count: 2 },
      { id: 6, name: '成人组', sort: 1, candidate_count: 1 },
    ],
    totals: { candidates: 3, votes: 120, voters: 45 },
    mine: { today_left: 3, total_left: null, gate_passed: false },
    ...over,
  };
};

export const makeCandidate = (id: number, over: Partial<PublicCandidate> = {}): PublicCandidate => ({
  id,
  number: id,
  name: `选手${id}`,
  category_id: 5,
  category_name: '少儿组',
  cover: '',
  images: [],
  video: '',
  description: '',
  votes: id * 10,
  ...over,
});

export const makeDetail = (id: number, over: Partial<CandidateDetail> = {}): CandidateDetail => ({
  ...makeCandidate(id),
  rank: 2,
  my_votes_today: 0,
  ...over,
});

export const candidatePage = (
  list: PublicCandidate[],
  over: { total?: number; page?: number; limit?: number } = {},
) => ({
  list,
  total: list.length,
  page: 1,
  limit: 20,
  ...over,
});

export const makeRanking = (n: number): RankingEntry[] =>
  Array.from({ length: n }, (_, i) => ({
    rank: i + 1,
    id: 100 + i,
    number: i + 1,
    name: `名次${i + 1}`,
    cover: '',
    category_id: null,
    votes: 1000 - i * 10,
  }));

/** A joined voter of activity 9 (code and ticket as the quiz fixtures have them). */
export const makeVoteSession = (): LiveSession => {
  const base = makeSession(() => {});
  return { ...base, info: makeInfo({ id: 9, kind: 4, title: '最美少年评选', settings: { form: 'vote' } }) };
};

export { liveTicket };

/** Stands in for the browser's WebSocket (app/live-channel.ts opens one per page); tests speak for the server. */
export class FakeSocket {
  static all: FakeSocket[] = [];
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.onclose?.();
  }
  /** Opens and answers the subscription, as the server does. */
  accept() {
    act(() => this.onopen?.());
    const { channel } = this.sent[0] as { channel: string };
    act(() => this.onmessage?.({ data: JSON.stringify({ type: 'subscribed', channel }) }));
  }
  receive(channel: string, event: string, payload: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify({ type: 'event', channel, event, payload }) }));
  }
}
