import type { Candidate } from '@app/contract';
import type { voteCandidates, voteCategories } from './vote.table.js';

export type CandidateRow = typeof voteCandidates.$inferSelect;
export type CategoryRow = typeof voteCategories.$inferSelect;
/** A candidate with its category's name joined in (empty without one). */
export type CandidateView = CandidateRow & { categoryName: string | null };

export const toCandidate = (row: CandidateView): Candidate => ({
  id: row.id,
  activity_id: row.activityId,
  number: row.number,
  name: row.name,
  category_id: row.categoryId,
  category_name: row.categoryName ?? '',
  cover: row.cover,
  images: row.images,
  video: row.video,
  description: row.description,
  votes: row.votes,
  status: row.status,
  review: row.review,
  review_reason: row.reviewReason,
  source: row.source,
  created_at: row.createdAt.toISOString(),
});

/** What voters see: no review notes; the count is 0 when the organiser hides counts. */
export const toPublicCandidate = (row: CandidateView, showVotes: boolean) => ({
  id: row.id,
  number: row.number,
  name: row.name,
  category_id: row.categoryId,
  category_name: row.categoryName ?? '',
  cover: row.cover,
  images: row.images,
  video: row.video,
  description: row.description,
  votes: showVotes ? row.votes : 0,
});

export const toCategory = (row: CategoryRow, candidateCount: number) => ({
  id: row.id,
  name: row.name,
  sort: row.sort,
  candidate_count: candidateCount,
});
