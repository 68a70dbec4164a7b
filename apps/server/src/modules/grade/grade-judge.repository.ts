import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { CurrentUser } from '../../platform/request-context.js';
import { type ActivityRecord, activityOwner, ofActivity } from '../activity/index.js';
import { gradeJudgeGroups, gradeJudges, gradeScores } from './grade.table.js';
import type { GradeJudgeRow } from './grade-round.mappers.js';

const judgeColumns = {
  judge: gradeJudges,
  scored: sql<number>`(select count(*) from ${gradeScores} s where s.activity_id = ${gradeJudges}.activity_id
  and s.round_id = ${gradeJudges}.round_id and s.judge_id = ${gradeJudges}.id)`.mapWith(Number),
  groupName: sql<string>`coalesce((select g.name from ${gradeJudgeGroups} g where g.id = ${gradeJudges}.group_id), '')`,
};

/** A judge still on the list: a removed one keeps their row (and scores) but is no longer theirs to manage. */
const listed = (activity: ActivityRecord, id: number) =>
  and(ofActivity(gradeJudges, activity), eq(gradeJudges.id, id), isNull(gradeJudges.removedAt));
const ofRound = (activity: ActivityRecord, roundId: number) =>
  and(ofActivity(gradeJudges, activity), eq(gradeJudges.roundId, roundId), isNull(gradeJudges.removedAt));

export type GradeJudgeValues = Pick<GradeJudgeRow, 'name' | 'title' | 'groupId'>;

/** A round's judges not removed, in show order (sort, then id), with how many scores each has given. */
export const gradeJudgeRepository = (db: Db) => ({
  list: (activity: ActivityRecord, roundId: number) =>
    db
      .select(judgeColumns)
      .from(gradeJudges)
      .where(ofRound(activity, roundId))
      .orderBy(asc(gradeJudges.sort), asc(gradeJudges.id)),
  one: async (activity: ActivityRecord, id: number) =>
    (await db.select(judgeColumns).from(gradeJudges).where(listed(activity, id)))[0],
  /** The caller's listed judge by id alone, for the calls that name only the judge. */
  owned: async (user: CurrentUser, id: number): Promise<GradeJudgeRow | undefined> =>
    (
      await db
        .select()
        .from(gradeJudges)
        .where(
          and(
            eq(gradeJudges.id, id),
            eq(gradeJudges.tenantId, user.tenantId),
            eq(gradeJudges.customerId, user.ownerId),
            isNull(gradeJudges.removedAt),
          ),
        )
    )[0],
  count: async (activity: ActivityRecord, roundId: number) =>
    (await db.select({ n: count() }).from(gradeJudges).where(ofRound(activity, roundId)))[0]?.n ?? 0,
  /** Last of every judge the round ever had, removed ones too, so a new judge never shares a place. */
  insert: async (activity: ActivityRecord, roundId: number, values: GradeJudgeValues & { key: string }) => {
    const [last] = await db
      .select({ next: sql<number>`coalesce(max(${gradeJudges.sort}) + 1, 0)`.mapWith(Number) })
      .from(gradeJudges)
      .where(and(ofActivity(gradeJudges, activity), eq(gradeJudges.roundId, roundId)));
    const [row] = await db
      .insert(gradeJudges)
      .values({ ...activityOwner(activity), roundId, ...values, sort: last?.next ?? 0 })
      .returning({ id: gradeJudges.id });
    return row!.id;
  },
  /** Answers whether the judge was found listed in that round. */
  update: async (activity: ActivityRecord, roundId: number, id: number, values: GradeJudgeValues) =>
    (
      await db
        .update(gradeJudges)
        .set(values)
        .where(and(listed(activity, id), eq(gradeJudges.roundId, roundId)))
        .returning({ id: gradeJudges.id })
    ).length > 0,
  setKey: (activity: ActivityRecord, id: number, key: string) =>
    db.update(gradeJudges).set({ key }).where(listed(activity, id)),
  remove: (activity: ActivityRecord, id: number, at: Date) =>
    db.update(gradeJudges).set({ removedAt: at }).where(listed(activity, id)),
});
