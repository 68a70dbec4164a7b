import type { contract, ParsedInputOf } from '@app/contract';
import type { Deps } from '../../platform/deps.js';
import { groupCommitWriter, type ItemOutcome } from '../../platform/group-commit/group-commit-writer.js';
import { seatTicketReader, shanghaiDayOf } from '../activity/index.js';
import { type Ballot, ballotWriter, type Cast } from './vote-cast-batch.js';
import { publishCounts, type VoteCounts } from './vote-events.js';
import { assertVote } from './vote-settings.js';
import { toStanding } from './vote-standing.js';

type CastInput = ParsedInputOf<typeof contract.vote.h5Cast>;

type CastDeps = Pick<Deps, 'db' | 'clock' | 'bus' | 'limiter' | 'config' | 'log'>;

/** Each candidate's count after the batch, per activity, for the screens (sent at most every `tallyEveryMs`). */
const publishBatch = (deps: CastDeps, cast: { item: Ballot; outcome: ItemOutcome<Cast> }[]) => {
  const byActivity = new Map<number, VoteCounts>();
  for (const { item, outcome } of cast) {
    if (!outcome.ok) continue;
    const { activityId } = item.holder;
    const counts = byActivity.get(activityId) ?? { total: 0, changed: new Map<number, number>() };
    counts.total = outcome.value.totalVotes;
    counts.changed.set(item.candidateId, Math.max(counts.changed.get(item.candidateId) ?? 0, outcome.value.votes));
    byActivity.set(activityId, counts);
  }
  for (const [activityId, counts] of byActivity) publishCounts(deps, activityId, counts);
};

/** One vote from a participant: the hot path. Votes are written in batches by one group-commit writer. */
export const voteCastService = (deps: CastDeps) => {
  const { db } = deps;
  const writer = groupCommitWriter<Ballot, Cast>({
    db,
    ...deps.config.groupCommit,
    write: ballotWriter(deps.limiter),
    afterCommit: async (cast) => publishBatch(deps, cast),
    onError: (err) => deps.log.error({ err }, 'vote batch failed'),
  });

  const { windowMs, maxRows } = deps.config.groupCommit;
  const tickets = seatTicketReader(deps, { windowMs, maxKeys: maxRows });

  return {
    cast: async (input: CastInput, ip: string) => {
      const now = deps.clock();
      const { participant, activity } = await tickets.resolve(input.ticket, now);
      assertVote(activity);
      const ballot: Ballot = {
        holder: { participantId: participant.id, activityId: activity.id },
        activity,
        candidateId: input.candidate_id,
        castId: input.cast_id ?? null,
        ip,
        now,
        day: shanghaiDayOf(now),
      };
      const cast = await writer.submit(ballot);
      return {
        ...toStanding(cast.settings, cast.used, true),
        candidate_id: input.candidate_id,
        votes: cast.votes,
        rank: cast.rank,
      };
    },
  };
};
