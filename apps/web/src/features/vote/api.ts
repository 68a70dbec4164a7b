import type { DataOf } from '@app/contract';
import { activityContract } from '@app/contract/activity';
import { voteContract, voteDataContract } from '@app/contract/vote';
import { useEndpointChange, useEndpointQuery } from '../../app/api-hooks.js';

const v = voteContract;
const d = voteDataContract;

export const useActivityInfo = (activityId: number) =>
  useEndpointQuery(activityContract.info, { activity_id: activityId }, { enabled: activityId > 0 });
export const useVoteSite = (activityId: number) =>
  useEndpointQuery(v.site, { activity_id: activityId }, { enabled: activityId > 0 });
export const useVoteTemplates = () => useEndpointQuery(v.template, {}, { staleTime: Number.POSITIVE_INFINITY });
export const useCategories = (activityId: number) =>
  useEndpointQuery(v.categoryList, { activity_id: activityId }, { enabled: activityId > 0 });
/** The organiser's ranking shows this many. */
export const rankingTop = 100;
export const useVoteRanking = (activityId: number) =>
  useEndpointQuery(v.screen, { activity_id: activityId, top: rankingTop }, { enabled: activityId > 0 });

// A candidate's change shows in the lists, the categories' counts, the totals and the ranking.
const candidateViews = [v.list, v.verifyList, v.categoryList, v.site, v.screen, v.voteUser];
// Removing votes changes every count on both pages.
const voteViews = [d.vote, d.user, d.userVote, v.list, v.site, v.screen, v.voteUser];

export const useSaveSettings = () => useEndpointChange(v.page, [v.site]);
export const useSaveGate = () => useEndpointChange(v.gk, [v.site]);

export const useAddCategory = () => useEndpointChange(v.categoryAdd, [v.categoryList]);
export const useEditCategory = () => useEndpointChange(v.categoryEdit, [v.categoryList, v.list]);
export const useDeleteCategory = () => useEndpointChange(v.categoryDelete, [v.categoryList, v.list]);

export const useAddCandidate = () => useEndpointChange(v.add, candidateViews);
export const useEditCandidate = () => useEndpointChange(v.edit, candidateViews);
export const useDeleteCandidate = () => useEndpointChange(v.delete, candidateViews);
export const useCandidateStatus = () => useEndpointChange(v.status, candidateViews);
export const useVerify = () => useEndpointChange(v.verify, candidateViews);

export const useRemoveVotes = () => useEndpointChange(d.voteDel, voteViews);
export const useRemoveVoters = () => useEndpointChange(d.delete, voteViews);
export const useResetVotes = () => useEndpointChange(d.voteInit, voteViews);
export const useResetQuotas = () => useEndpointChange(d.userInit, [v.site]);

export type VoteSite = DataOf<typeof v.site>;

/** Sign-ups waiting for review: only the count is read, for the tab's badge. */
export const usePendingSignups = (activityId: number) =>
  useEndpointQuery(
    v.verifyList,
    { activity_id: activityId, review: 'pending', page: 1, limit: 1 },
    { enabled: activityId > 0 },
  );
