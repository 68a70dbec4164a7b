import { type ErrorName, errorTable, type SurveySettings } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { ParticipantRecord } from '../activity/index.js';
import { shanghaiDayOf } from '../activity/index.js';
import { type LimitScope, type ResponseRow, responseRepository } from './response.repository.js';

/** The submissions a participant's limit counts: theirs or their device's, in all or today (Asia/Shanghai). */
export const limitScopeOf = (
  settings: SurveySettings,
  activityId: number,
  participant: Pick<ParticipantRecord, 'id' | 'deviceId'>,
  now: Date,
): LimitScope => {
  const limit = settings.submit_limit;
  return {
    activityId,
    by: limit.per === 'device' ? { deviceId: participant.deviceId } : { participantId: participant.id },
    day: limit.period === 'day' ? shanghaiDayOf(now) : null,
  };
};

/** A sign-up form with a quota counts everyone's responses. */
export const countsQuota = (settings: SurveySettings) => settings.form === 'signup' && settings.quota > 0;

/** Why one more submission is refused, or null. A sign-up form's quota counts everyone's responses. */
export const blockOf = (settings: SurveySettings, submitted: number, total: number): ErrorName | null => {
  const { count, period } = settings.submit_limit;
  if (count > 0 && submitted >= count) return period === 'day' ? 'SURVEY_DAILY_LIMIT' : 'SURVEY_ALREADY_SUBMITTED';
  if (countsQuota(settings) && total >= settings.quota) return 'SURVEY_QUOTA_FULL';
  return null;
};

const toLast = (row: ResponseRow | null) =>
  row ? { response_id: row.id, score: row.score, created_at: row.createdAt.toISOString() } : null;

/** Where the participant stands against the limits, from their counted submissions, the quota's and their last. */
export const standingFrom = (settings: SurveySettings, submitted: number, total: number, last: ResponseRow | null) => {
  const block = blockOf(settings, submitted, total);
  return {
    submitted,
    can_submit: block === null,
    message: block ? errorTable[block].msg : '',
    last: toLast(last),
    block,
  };
};

export type SurveyStanding = ReturnType<typeof standingFrom>;

/** Where the participant stands against the limits now (read with `db`, inside a transaction or not). */
export const standingOf = async (
  db: Db,
  settings: SurveySettings,
  activityId: number,
  participant: Pick<ParticipantRecord, 'id' | 'deviceId'>,
  now: Date,
) => {
  const repo = responseRepository(db);
  const [submitted, total, last] = await Promise.all([
    repo.counted(limitScopeOf(settings, activityId, participant, now)),
    countsQuota(settings) ? repo.total(activityId) : Promise.resolve(0),
    repo.lastOf(activityId, participant.id),
  ]);
  return standingFrom(settings, submitted, total, last);
};
