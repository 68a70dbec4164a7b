import { activityKind, type CompetitionSettings, competitionSettingsSchema } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { type ActivityRecord, ownActivity } from '../activity/index.js';

/** The caller's competition, or ACTIVITY_NOT_FOUND (also another organiser's) / ACTIVITY_KIND_MISMATCH. */
export const ownCompetition = (db: Db, user: CurrentUser, activityId: number) =>
  ownActivity(db, user, activityId, activityKind.siteCompetition);

/** The competition's settings, kept under `competition` beside the quiz rounds' own (defaults where unset). */
export const competitionSettingsOf = (activity: Pick<ActivityRecord, 'settings'>): CompetitionSettings =>
  competitionSettingsSchema.parse(activity.settings.competition ?? {});
