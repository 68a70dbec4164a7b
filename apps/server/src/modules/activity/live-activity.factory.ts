import type { Db } from '../../db/client.js';
import { makeActivity } from './activity.factory.js';
import type { ActivityFields } from './activity.repository.js';

let counter = 0;

type TestHandle = { deps: { db: Db }; clock: { now: () => Date } };

/**
 * A published activity of `kind` open to participants for 30 days from the test clock, with its participant
 * code. `settings` are saved as given; reading them fills in the defaults.
 */
export const makeLiveActivity = (
  t: TestHandle,
  owner: { tenantId: number; id: number },
  kind: number,
  settings: Record<string, unknown> = {},
  fields: ActivityFields = {},
) =>
  makeActivity(t, owner, {
    kind,
    status: 'published',
    publishedAt: t.clock.now(),
    expiresAt: new Date(t.clock.now().getTime() + 30 * 86_400_000),
    code: `L${process.pid}x${kind}x${++counter}`.slice(0, 16),
    settings,
    ...fields,
  });
