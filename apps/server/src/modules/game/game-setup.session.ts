import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { liveSessions } from '../live-session/index.js';

/** Phases in which a session is showing its frozen play list to the hall. */
const runningPhases = ['question', 'closed', 'reveal', 'leaderboard'] as const;

/** Whether the activity's session is past the lobby and not yet finished. */
export const sessionRunning = async (db: Db, activityId: number) =>
  (
    await db
      .select({ id: liveSessions.id })
      .from(liveSessions)
      .where(and(eq(liveSessions.activityId, activityId), inArray(liveSessions.phase, [...runningPhases])))
      .limit(1)
  ).length > 0;
