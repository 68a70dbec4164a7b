import type { Db } from '../../db/client.js';
import { sessionRepository } from './session.repository.js';

/** The session moved on under the host between the check and the write; the transaction is rolled back. */
class Stale extends Error {}

/**
 * A change to a kind's own stage, made only from the session version the console showed: in one transaction on the
 * locked session row `apply` runs and the version moves on by one. A stale version (a second press, another host)
 * changes nothing and answers false, as does `apply` answering false (the kind's own state is not there).
 */
export const versionedChange = async (
  db: Db,
  activityId: number,
  fromVersion: number,
  apply: (tx: Db) => Promise<boolean>,
) => {
  try {
    await db.transaction(async (tx: Db) => {
      const sessions = sessionRepository(tx);
      const session = await sessions.lock(activityId);
      if (!session || session.version !== fromVersion) throw new Stale();
      if (!(await apply(tx))) throw new Stale();
      if (!(await sessions.advance(session.id, fromVersion, {}))) throw new Stale();
    });
  } catch (err) {
    if (err instanceof Stale) return false;
    throw err;
  }
  return true;
};
