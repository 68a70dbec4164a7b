import { activityKind } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { type ActivityRecord, ownActivity } from '../activity/index.js';

/** The caller's judge-scoring activity, or ACTIVITY_NOT_FOUND (also another organiser's) / ACTIVITY_KIND_MISMATCH. */
export const ownGrade = (db: Db, user: CurrentUser, activityId: number) =>
  ownActivity(db, user, activityId, activityKind.grade);

/** A draft is the rehearsal before an event is paid for: judges' links and the big screen work on it too. */
export const rehearsedOrLive = (activity: Pick<ActivityRecord, 'status'>) =>
  activity.status === 'published' || activity.status === 'draft';
