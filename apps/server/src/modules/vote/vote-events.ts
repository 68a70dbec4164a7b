import { type LivePayload, liveChannels } from '@app/contract';
import type { Bus } from '../../platform/bus/bus.js';
import type { Deps } from '../../platform/deps.js';
import { eventCoalescer } from '../../platform/live/event-coalescer.js';
import { candidateRepository } from './vote-candidate.repository.js';

/** An activity's votes in all after a batch, and the count of each candidate it changed. */
export type VoteCounts = { total: number; changed: Map<number, number> };

/** A screen redraws the ranking at most this often while a hall votes (each instance sends its own). */
export const tallyEveryMs = 100;

const tallyOf = (activityId: number, total: number, changed: Map<number, number>): LivePayload<'vote.tally'> => ({
  activity_id: activityId,
  total_votes: total,
  candidates: [...changed].map(([id, votes]) => ({ id, votes })),
  refresh: false,
});

const coalescers = new WeakMap<Bus, ReturnType<typeof eventCoalescer<number, VoteCounts>>>();

/** The vote channels' counts, one stream per bus (one app instance). */
export const voteTallies = (deps: Pick<Deps, 'bus' | 'log'>) => {
  let tallies = coalescers.get(deps.bus);
  if (!tallies) {
    tallies = eventCoalescer<number, VoteCounts>({
      everyMs: tallyEveryMs,
      // Batches commit one after another, so a newer count is never lower.
      merge: (waiting, newer) => ({ total: newer.total, changed: new Map([...waiting.changed, ...newer.changed]) }),
      send: (activityId, { total, changed }) =>
        deps.bus.publish(liveChannels.vote(activityId), 'vote.tally', tallyOf(activityId, total, changed)),
      onError: (err) => deps.log.error({ err }, 'vote tally failed'),
    });
    coalescers.set(deps.bus, tallies);
  }
  return tallies;
};

/** Tells ranking pages and screens the counts after a batch of votes committed (`changed`: each candidate's count). */
export const publishCounts = (deps: Pick<Deps, 'bus' | 'log'>, activityId: number, counts: VoteCounts) =>
  voteTallies(deps).push(activityId, counts);

/**
 * Asks ranking pages and screens to read the whole ranking again, after an edit, review or removal committed;
 * counts still waiting to be sent are older than that read, so they are dropped.
 */
export const publishRefresh = async (deps: Pick<Deps, 'db' | 'bus'>, activityId: number) => {
  coalescers.get(deps.bus)?.drop(activityId);
  await deps.bus.publish(liveChannels.vote(activityId), 'vote.tally', {
    ...tallyOf(activityId, await candidateRepository(deps.db).shownVotes(activityId), new Map()),
    refresh: true,
  });
};
