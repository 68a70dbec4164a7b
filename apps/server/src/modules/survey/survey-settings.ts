import { type SurveySettings, surveySettingsSchema } from '@app/contract';
import { keptPer } from '../../platform/kept-per.js';
import type { ActivityRecord } from '../activity/index.js';

/** Keyed by the stored settings as read: the submits of a batch share their activity's record (ticket-reader.ts). */
const parsedSettings = keptPer<Record<string, unknown>, SurveySettings>();

/** A kind-4 activity's settings as the contract reads them: missing parts take their defaults. */
export const surveySettingsOf = ({ settings }: Pick<ActivityRecord, 'settings'>): SurveySettings =>
  parsedSettings(settings, () => surveySettingsSchema.parse(settings));
