import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { ActivityRecord } from '../activity/index.js';
import { activityOwner, ofActivity } from '../activity/index.js';
import { liveSessions } from '../live-session/index.js';
import { lotteryMessages, lotteryPeople, lotteryStages } from './lottery.table.js';

export type LotteryStageRow = typeof lotteryStages.$inferSelect;
export type LotteryStageChanges = Partial<Pick<LotteryStageRow, 'phase' | 'tierId' | 'drawId' | 'page' | 'barrageOn'>>;

/** The stage row of a lottery and the counts and lists the screen and console show beside it. */
export const lotteryStageRepository = (db: Db) => ({
  /** Made once per activity, on the wall; a second maker finds the first one's row. */
  ensure: async (activity: ActivityRecord, sessionId: number) => {
    await db
      .insert(lotteryStages)
      .values({ ...activityOwner(activity), sessionId })
      .onConflictDoNothing({ target: lotteryStages.activityId });
  },
  /** The stage with its session's version (what host commands name) and host key. */
  read: async (activity: ActivityRecord) =>
    (
      await db
        .select({ stage: lotteryStages, version: liveSessions.version, hostKey: liveSessions.hostKey })
        .from(lotteryStages)
        .innerJoin(liveSessions, eq(liveSessions.id, lotteryStages.sessionId))
        .where(ofActivity(lotteryStages, activity))
    )[0],
  /** Some commands (absent, confirm) change the draw's rows and leave the stage row as it is. */
  update: async (activity: ActivityRecord, changes: LotteryStageChanges) => {
    if (Object.keys(changes).length === 0) return;
    await db.update(lotteryStages).set(changes).where(ofActivity(lotteryStages, activity));
  },

  /** People on the list, signed in, and eligible. */
  counts: async (activity: ActivityRecord) => {
    const [row] = await db
      .select({
        people: count(),
        signed: sql<number>`count(*) filter (where ${lotteryPeople.signedAt} is not null)`.mapWith(Number),
        eligible: sql<number>`count(*) filter (where ${lotteryPeople.eligible})`.mapWith(Number),
      })
      .from(lotteryPeople)
      .where(ofActivity(lotteryPeople, activity));
    return { people: row?.people ?? 0, signed: row?.signed ?? 0, eligible: row?.eligible ?? 0 };
  },

  /** The newest sign-ins, newest first, for the wall. */
  recentSignIns: (activity: ActivityRecord, limit: number) =>
    db
      .select({ id: lotteryPeople.id, name: lotteryPeople.name, photo: lotteryPeople.photoUrl })
      .from(lotteryPeople)
      .where(and(ofActivity(lotteryPeople, activity), isNotNull(lotteryPeople.signedAt)))
      .orderBy(desc(lotteryPeople.signedAt), desc(lotteryPeople.id))
      .limit(limit),

  /** The last approved messages, newest first. */
  recentMessages: (activity: ActivityRecord, limit: number) =>
    db
      .select({
        id: lotteryMessages.id,
        name: lotteryMessages.name,
        text: lotteryMessages.text,
        system: lotteryMessages.system,
      })
      .from(lotteryMessages)
      .where(and(ofActivity(lotteryMessages, activity), eq(lotteryMessages.status, 'approved')))
      .orderBy(desc(lotteryMessages.id))
      .limit(limit),
});
