import type { LivePayload } from '@app/contract';
import { voteContract } from '@app/contract/vote';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { liveKey } from '../kit/live-hooks.js';
import type { CandidateDetail, CandidatePage, CastResult, Standing, VoteHomeData } from './vote-view.js';

const standingOf = ({ today_left, total_left, gate_passed }: Standing): Standing => ({
  today_left,
  total_left,
  gate_passed,
});

/** After the gate: the voter's standing as the server now counts it. */
export const applyStanding = (client: QueryClient, standing: Standing) =>
  client.setQueriesData<VoteHomeData>({ queryKey: liveKey(voteContract.h5Home) }, (home) =>
    home ? { ...home, mine: standingOf(standing) } : home,
  );

/**
 * A counted vote changes what every screen shows at once (the server's own numbers, no guessing); the totals
 * (a first vote adds a voter) and the ranking are read again since other candidates may have moved too.
 */
export const applyCast = (client: QueryClient, cast: CastResult) => {
  client.setQueriesData<VoteHomeData>({ queryKey: liveKey(voteContract.h5Home) }, (home) =>
    home ? { ...home, mine: standingOf(cast) } : home,
  );
  client.setQueriesData<InfiniteData<CandidatePage>>({ queryKey: liveKey(voteContract.h5Candidates) }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((p) => ({
            ...p,
            list: p.list.map((c) => (c.id === cast.candidate_id ? { ...c, votes: cast.votes } : c)),
          })),
        }
      : data,
  );
  client.setQueriesData<CandidateDetail>({ queryKey: liveKey(voteContract.h5Candidate) }, (c) =>
    c && c.id === cast.candidate_id
      ? { ...c, votes: cast.votes, rank: cast.rank, my_votes_today: c.my_votes_today + 1 }
      : c,
  );
  return Promise.all(
    [voteContract.h5Ranking, voteContract.h5Home].map((e) => client.invalidateQueries({ queryKey: liveKey(e) })),
  );
};

/** Counts moved elsewhere (other voters, a reset): read the changing parts again. */
export const refreshTallies = (client: QueryClient) =>
  Promise.all(
    [voteContract.h5Ranking, voteContract.h5Home, voteContract.h5Candidates, voteContract.h5Candidate].map((e) =>
      client.invalidateQueries({ queryKey: liveKey(e) }),
    ),
  );

/** A tally event carries the new counts of the candidates that changed: show them without reading them again. */
export const applyTally = (client: QueryClient, tally: LivePayload<'vote.tally'>) => {
  const votes = new Map(tally.candidates.map((c) => [c.id, c.votes]));
  // Events can arrive out of order, or after this phone's own vote answered a newer count, and counts only grow
  // between refreshes: a late one must not take a vote back.
  const patch = <C extends { id: number; votes: number }>(c: C): C =>
    (votes.get(c.id) ?? 0) > c.votes ? { ...c, votes: votes.get(c.id) ?? c.votes } : c;
  client.setQueriesData<VoteHomeData>({ queryKey: liveKey(voteContract.h5Home) }, (home) =>
    home ? { ...home, totals: { ...home.totals, votes: Math.max(home.totals.votes, tally.total_votes) } } : home,
  );
  client.setQueriesData<InfiniteData<CandidatePage>>({ queryKey: liveKey(voteContract.h5Candidates) }, (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, list: p.list.map(patch) })) } : data,
  );
  client.setQueriesData<CandidateDetail>({ queryKey: liveKey(voteContract.h5Candidate) }, (c) => (c ? patch(c) : c));
};
