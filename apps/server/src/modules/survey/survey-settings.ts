import { type SurveySettings, surveySettingsSchema } from '@app/contract';
import type { ActivityRecord } from '../activity/own-activity.js';

/** Keyed by the stored settings as read: the submits of a batch share their activity's record (ticket-reader.ts). */
const parsedSettings = new WeakMap<Record<string, unknown>, SurveySettings>();

/** A kind-4 activity's settings as the contract reads them: missing parts take their defaults. */
export const surveySettingsOf = ({ settings }: Pick<ActivityRecord, 'settings'>): SurveySettings => {
  const known = parsedSettings.get(settings);
  if (known) return known;
  const parsed = surveySettingsSchema.parse(settings);
  parsedSettings.set(settings, parsed);
  return parsed;
};
