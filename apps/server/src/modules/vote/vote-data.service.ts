import type { contract, ParsedInputOf } from '@app/contract';
import { pagingOf } from '../../db/list-page.js';
import type { Deps } from '../../platform/deps.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { type RecordFilter, type Removal, voteDataRepository } from './vote-data.repository.js';
import { publishRefresh } from './vote-events.js';
import { mergeVoteSettings, ownVote } from './vote-settings.js';

type Input<E extends keyof typeof contract.voteData> = ParsedInputOf<(typeof contract.voteData)[E]>;
type Records = Awaited<ReturnType<ReturnType<typeof voteDataRepository>['records']>>['rows'];

const flag = (value: number | '') => (value === '' ? undefined : value === 1);

const toRecord = (r: Records[number]) => ({
  id: r.vote.id,
  candidate_id: r.vote.candidateId,
  candidate_number: r.candidateNumber ?? 0,
  candidate_name: r.candidateName ?? '',
  participant_id: r.vote.participantId,
  voter_name: r.voterName ?? '',
  voter_phone: r.voterPhone ?? '',
  ip: r.vote.ip,
  flagged: r.vote.flagged,
  flag_reason: r.vote.flagReason,
  invalid: r.vote.invalidAt !== null,
  created_at: r.vote.createdAt.toISOString(),
});

export const removalReasons = { organiser: '主办方删除', reset: '票数重置' } as const;

/** The organiser's vote records: who voted for whom, removing invalid votes, and resets. */
export const voteDataService = (deps: Pick<Deps, 'db' | 'bus' | 'clock'>) => {
  const repo = voteDataRepository(deps.db);

  const records = async (
    user: CurrentUser,
    activityId: number,
    filter: RecordFilter,
    input: { page: number; limit: number },
  ) => {
    await ownVote(deps.db, user, activityId);
    const { rows, total, totalCapped } = await repo.records(activityId, filter, pagingOf(input));
    return { list: rows.map(toRecord), total, total_capped: totalCapped, page: input.page, limit: input.limit };
  };
  /** Removes, then tells the screens to read the ranking again (the counts moved, maybe everywhere). */
  const remove = async (user: CurrentUser, activityId: number, which: Removal, reason: string) => {
    await ownVote(deps.db, user, activityId);
    const removed = await repo.remove(activityId, which, reason, deps.clock());
    if (removed > 0) await publishRefresh(deps, activityId);
    return { removed };
  };

  return {
    vote: (user: CurrentUser, input: Input<'vote'>) =>
      records(
        user,
        input.activity_id,
        { candidateId: input.candidate_id || undefined, flagged: flag(input.flagged), invalid: flag(input.invalid) },
        input,
      ),
    userVote: (user: CurrentUser, input: Input<'userVote'>) =>
      records(user, input.activity_id, { participantId: input.participant_id }, input),
    user: async (user: CurrentUser, input: Input<'user'>) => {
      await ownVote(deps.db, user, input.activity_id);
      const { rows, total } = await repo.voters(input.activity_id, input.keywords, pagingOf(input));
      return { list: rows, total, page: input.page, limit: input.limit };
    },
    voteDel: (user: CurrentUser, input: Input<'voteDel'>) =>
      remove(user, input.activity_id, { ids: input.ids }, removalReasons.organiser),
    delete: (user: CurrentUser, input: Input<'delete'>) =>
      remove(user, input.activity_id, { participantIds: input.participant_ids }, removalReasons.organiser),
    voteInit: (user: CurrentUser, input: Input<'voteInit'>) =>
      remove(user, input.activity_id, 'all', removalReasons.reset),
    /** Votes before now stop counting against limits; they still count for the candidates. */
    userInit: async (user: CurrentUser, input: Input<'userInit'>) => {
      await ownVote(deps.db, user, input.activity_id);
      const quotaSince = deps.clock().toISOString();
      await mergeVoteSettings(deps.db, input.activity_id, { quota_since: quotaSince });
      await publishRefresh(deps, input.activity_id);
      return { quota_since: quotaSince };
    },
  };
};
