import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { type ActivityRecord, activityOwner, ofActivity } from '../activity/index.js';
import { gradeJudgeGroups, gradeJudges, gradeScores } from './grade.table.js';

export type GradeJudgeGroupRow = typeof gradeJudgeGroups.$inferSelect;
type GroupValues = Pick<GradeJudgeGroupRow, 'name' | 'weight'>;

const g = gradeJudgeGroups;
const ofGroup = (activity: ActivityRecord, id: number) => and(ofActivity(g, activity), eq(g.id, id));
const ofRound = (activity: ActivityRecord, roundId: number) => and(ofActivity(g, activity), eq(g.roundId, roundId));

/** Checked in the same statement as the write, so a score stored meanwhile is not re-weighted afterwards. */
const roundUnscored = sql`not exists (select 1 from ${gradeScores} s where s.activity_id = ${g}.activity_id
  and s.round_id = ${g}.round_id)`;

const withJudgeCount = {
  group: g,
  judgeCount: sql<number>`(select count(*) from ${gradeJudges} j where j.group_id = ${g}.id
  and j.removed_at is null)`.mapWith(Number),
};

/** A round's judge groups in order (sort, then id). */
export const gradeJudgeGroupRepository = (db: Db) => ({
  list: (activity: ActivityRecord, roundId: number) =>
    db.select(withJudgeCount).from(g).where(ofRound(activity, roundId)).orderBy(asc(g.sort), asc(g.id)),
  one: async (activity: ActivityRecord, id: number) =>
    (await db.select(withJudgeCount).from(g).where(ofGroup(activity, id)))[0],
  /** The caller's group by id alone, for the calls that name only the group. */
  owned: async (user: CurrentUser, id: number) =>
    (
      await db
        .select()
        .from(g)
        .where(and(eq(g.id, id), eq(g.tenantId, user.tenantId), eq(g.customerId, user.ownerId)))
    )[0],
  count: async (activity: ActivityRecord, roundId: number) =>
    (await db.select({ n: count() }).from(g).where(ofRound(activity, roundId)))[0]?.n ?? 0,
  /** Answers the new id, or undefined when the round has a group of that name. */
  insert: async (activity: ActivityRecord, roundId: number, values: GroupValues) => {
    const [last] = await db
      .select({ next: sql<number>`coalesce(max(${g.sort}) + 1, 0)`.mapWith(Number) })
      .from(g)
      .where(ofRound(activity, roundId));
    const [row] = await db
      .insert(g)
      .values({ ...activityOwner(activity), roundId, ...values, sort: last?.next ?? 0 })
      .onConflictDoNothing()
      .returning({ id: g.id });
    return row?.id;
  },
  /** With `whileUnscored`, only while nobody has scored the round; answers whether a row changed. */
  update: async (activity: ActivityRecord, id: number, values: GroupValues, whileUnscored: boolean) =>
    (
      await db
        .update(g)
        .set(values)
        .where(whileUnscored ? and(ofGroup(activity, id), roundUnscored) : ofGroup(activity, id))
        .returning({ id: g.id })
    ).length > 0,
  /** Only while nobody has scored the round; its judges are left in no group. Answers whether it was removed. */
  deleteUnscored: async (activity: ActivityRecord, id: number) => {
    const removed = await db
      .delete(g)
      .where(and(ofGroup(activity, id), roundUnscored))
      .returning({ id: g.id });
    if (removed.length === 0) return false;
    await db
      .update(gradeJudges)
      .set({ groupId: null })
      .where(and(ofActivity(gradeJudges, activity), eq(gradeJudges.groupId, id)));
    return true;
  },
  /** Whether the round has any group (then every judge scoring it must be in one). */
  has: async (activity: ActivityRecord, roundId: number) =>
    (await db.select({ id: g.id }).from(g).where(ofRound(activity, roundId)).limit(1)).length > 0,
});
