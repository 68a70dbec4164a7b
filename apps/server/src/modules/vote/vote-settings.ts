import { activityKind, type VoteSettings, voteSettingsSchema } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { type ActivityRecord, activities, ownActivity } from '../activity/index.js';

type WithSettings = { settings: Record<string, unknown> };

/** A kind-4 activity is a vote when its settings say form 'vote'; the survey's default form is 'survey'. */
export const isVote = (activity: WithSettings) => activity.settings.form === 'vote';

/** The vote part of a kind-4 activity's settings, defaults filled in. */
export const voteSettingsOf = (activity: WithSettings): VoteSettings =>
  voteSettingsSchema.parse(activity.settings.vote ?? {});

/** The caller's organiser's vote: ACTIVITY_NOT_FOUND for others' ids, VOTE_NOT_VOTE for a survey or form. */
export const ownVote = async (db: Db, user: CurrentUser, activityId: number): Promise<ActivityRecord> => {
  const activity = await ownActivity(db, user, activityId, activityKind.survey);
  if (!isVote(activity)) throw new AppError('VOTE_NOT_VOTE');
  return activity;
};

/** The participant's activity must be a vote too (the ticket may be for a survey of the same kind). */
export const assertVote = (activity: WithSettings & Pick<ActivityRecord, 'kind'>) => {
  if (activity.kind !== activityKind.survey || !isVote(activity)) throw new AppError('VOTE_NOT_VOTE');
};

/** Writes some keys of settings.vote, keeping the rest of it (gate vs page vs quota_since are saved apart). */
export const mergeVoteSettings = async (db: Db, activityId: number, part: Partial<VoteSettings>) => {
  const [row] = await db
    .update(activities)
    .set({
      settings: sql`jsonb_set(${activities.settings}, '{vote}', coalesce(${activities.settings} -> 'vote', '{}'::jsonb) || ${JSON.stringify(part)}::jsonb)`,
    })
    .where(eq(activities.id, activityId))
    .returning();
  return row!;
};
