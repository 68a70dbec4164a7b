import type { QuizSettingsInput } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { ActivityFields } from './activity.repository.js';
import { makeLiveActivity } from './live-activity.factory.js';

/** A published online quiz open to participants for 30 days from the test clock (makeLiveActivity). */
export const makeLiveQuiz = (
  t: { deps: { db: Db }; clock: { now: () => Date } },
  owner: { tenantId: number; id: number },
  settings: QuizSettingsInput = {},
  fields: ActivityFields = {},
) => makeLiveActivity(t, owner, 1, settings, fields);
