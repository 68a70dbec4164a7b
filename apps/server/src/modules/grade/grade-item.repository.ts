import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { type ActivityRecord, activityOwner, ofActivity } from '../activity/index.js';
import { gradeItems, gradeScores } from './grade.table.js';
import type { GradeItemRow, GradeItemValues } from './grade-round.mappers.js';

const ofItem = (activity: ActivityRecord, id: number) => and(ofActivity(gradeItems, activity), eq(gradeItems.id, id));
const ofRound = (activity: ActivityRecord, roundId: number) =>
  and(ofActivity(gradeItems, activity), eq(gradeItems.roundId, roundId));

/** Checked in the same statement as the write, so a score stored meanwhile is not overrun. */
const roundUnscored = sql`not exists (select 1 from ${gradeScores} s where s.activity_id = ${gradeItems}.activity_id
  and s.round_id = ${gradeItems}.round_id)`;

/** A round's scoring items, in show order (sort, then id). */
export const gradeItemRepository = (db: Db) => ({
  list: (activity: ActivityRecord, roundId: number) =>
    db.select().from(gradeItems).where(ofRound(activity, roundId)).orderBy(asc(gradeItems.sort), asc(gradeItems.id)),
  /** The caller's item by id alone, for the calls that name only the item. */
  owned: async (user: CurrentUser, id: number): Promise<GradeItemRow | undefined> =>
    (
      await db
        .select()
        .from(gradeItems)
        .where(
          and(eq(gradeItems.id, id), eq(gradeItems.tenantId, user.tenantId), eq(gradeItems.customerId, user.ownerId)),
        )
    )[0],
  count: async (activity: ActivityRecord, roundId: number) =>
    (await db.select({ n: count() }).from(gradeItems).where(ofRound(activity, roundId)))[0]?.n ?? 0,
  insert: async (activity: ActivityRecord, roundId: number, values: GradeItemValues) => {
    const [last] = await db
      .select({ next: sql<number>`coalesce(max(${gradeItems.sort}) + 1, 0)`.mapWith(Number) })
      .from(gradeItems)
      .where(ofRound(activity, roundId));
    const [row] = await db
      .insert(gradeItems)
      .values({ ...activityOwner(activity), roundId, ...values, sort: last?.next ?? 0 })
      .returning();
    return row!;
  },
  /** With `whileUnscored`, only while nobody has scored the round; answers the row, or undefined when refused. */
  update: async (activity: ActivityRecord, id: number, values: GradeItemValues, whileUnscored: boolean) => {
    const where: SQL | undefined = whileUnscored ? and(ofItem(activity, id), roundUnscored) : ofItem(activity, id);
    return (await db.update(gradeItems).set(values).where(where).returning())[0];
  },
  deleteUnscored: async (activity: ActivityRecord, id: number) =>
    (
      await db
        .delete(gradeItems)
        .where(and(ofItem(activity, id), roundUnscored))
        .returning({ id: gradeItems.id })
    ).length > 0,
});
