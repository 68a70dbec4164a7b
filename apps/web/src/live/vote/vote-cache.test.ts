import { voteContract } from '@app/contract/vote';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { liveKey } from '../kit/live-hooks.js';
import { applyTally } from './vote-cache.js';
import type { CandidateDetail } from './vote-view.js';

const tally = (candidates: { id: number; votes: number }[]) => ({
  activity_id: 1,
  total_votes: 30,
  candidates,
  refresh: false,
});

describe('a phone applying a tally event', () => {
  it('shows newer counts and never takes a vote back for an event that comes late', () => {
    const client = new QueryClient();
    const key = liveKey(voteContract.h5Candidate, { id: 7 });
    client.setQueryData(key, { id: 7, votes: 12 } as CandidateDetail);
    applyTally(client, tally([{ id: 7, votes: 11 }]));
    expect(client.getQueryData<CandidateDetail>(key)?.votes).toBe(12);
    applyTally(client, tally([{ id: 7, votes: 15 }]));
    expect(client.getQueryData<CandidateDetail>(key)?.votes).toBe(15);
    applyTally(client, tally([{ id: 8, votes: 40 }]));
    expect(client.getQueryData<CandidateDetail>(key)?.votes).toBe(15);
  });
});
