import { type SurveySettings, surveySettingsSchema } from '@app/contract';
import type { ActivityRecord } from '../activity/own-activity.js';

/** A kind-4 activity's settings as the contract reads them: missing parts take their defaults. */
export const surveySettingsOf = (activity: Pick<ActivityRecord, 'settings'>): SurveySettings =>
  surveySettingsSchema.parse(activity.settings);
