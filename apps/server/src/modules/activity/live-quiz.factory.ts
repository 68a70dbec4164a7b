import type { QuizSettingsInput } from '@app/contract';
import type { Db } from '../../db/client.js';
import { makeActivity } from './activity.factory.js';
import type { ActivityFields } from './activity.repository.js';

let counter = 0;

/**
 * A published online quiz open to participants for 30 days from the test clock, with its participant code.
 * `settings` are saved as given; reading them fills in the defaults.
 */
export const makeLiveQuiz = (
  t: { deps: { db: Db }; clock: { now: () => Date } },
  owner: { tenantId: number; id: number },
  settings: QuizSettingsInput = {},
  fields: ActivityFields = {},
) =>
  makeActivity(t, owner, {
    kind: 1,
    status: 'published',
    publishedAt: t.clock.now(),
    expiresAt: new Date(t.clock.now().getTime() + 30 * 86_400_000),
    code: `Q${process.pid}x${++counter}`.slice(0, 16),
    settings,
    ...fields,
  });
