import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customers } from '../customer/index.js';
import { liveSessionExtraScores } from './live-session.table.js';

export type ExtraScoreInsert = typeof liveSessionExtraScores.$inferInsert;

/**
 * Who gave the points, as the results name them: the account's name, or its phone when it has none. Read with
 * `customers` joined on `given_by`.
 */
export const givenByName = sql<string>`coalesce(nullif(${customers.name}, ''), ${customers.phone}, '')`;

/** The record of points given by hand; the player's score itself moves in the player repository. */
export const extraScoreRepository = (db: Db) => ({
  add: (row: ExtraScoreInsert) => db.insert(liveSessionExtraScores).values(row),
  /** A rehearsal reset: with the scores go the points given by hand. */
  clear: (sessionId: number) =>
    db.delete(liveSessionExtraScores).where(eq(liveSessionExtraScores.sessionId, sessionId)),
});
