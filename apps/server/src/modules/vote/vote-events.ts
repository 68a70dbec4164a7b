import { liveChannels } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { candidateRepository } from './vote-candidate.repository.js';

type EventDeps = Pick<Deps, 'db' | 'bus'>;

/**
 * Tells ranking pages and screens what changed, after the change committed. `changed` are the candidates whose
 * count moved; without them (edits, reviews, removals) clients read the whole ranking again.
 */
export const publishTally = async (
  deps: EventDeps,
  activityId: number,
  changed: { id: number; votes: number }[] = [],
  /** The votes on show, when the caller already read them. */
  totalVotes?: number,
) => {
  await deps.bus.publish(liveChannels.vote(activityId), 'vote.tally', {
    activity_id: activityId,
    total_votes: totalVotes ?? (await candidateRepository(deps.db).shownVotes(activityId)),
    candidates: changed,
    refresh: changed.length === 0,
  });
};
