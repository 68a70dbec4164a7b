import type { Db } from '../../db/client.js';
import { type ActivityFields, activityRepository } from './activity.repository.js';
import { newActivityCode } from './activity-code.js';

let counter = 0;

/** An activity of the given organiser, for tests; a draft online quiz with a fresh link code unless told otherwise. */
export const makeActivity = (
  t: { deps: { db: Db } },
  owner: { tenantId: number; id: number },
  fields: ActivityFields = {},
) => {
  counter += 1;
  return activityRepository(t.deps.db).insert(
    { tenantId: owner.tenantId, customerId: owner.id },
    { kind: 1, title: `测试活动 ${counter}`, code: newActivityCode(), ...fields },
  );
};
