import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import type { Paging } from '../../db/list-page.js';
import { type ActivityRecord, activityOwner, ofActivity } from '../activity/index.js';
import {
  gradeAudienceScores,
  gradeEntries,
  gradeItems,
  gradeJudgeGroups,
  gradeJudges,
  gradeRounds,
  gradeScores,
} from './grade.table.js';
import type { GradeRoundRow } from './grade-round-access.js';

/**
 * Rows of `table` in the round being read; activity_id too, so grade_scores' (activity_id, round_id) index serves.
 * The outer columns are named by table: a query without joins names its own bare, and `qualified` spells a column
 * by its TypeScript key (activityId), not the snake_case name the database has.
 */
const perRound = (table: PgTable, where: SQL = sql`true`) =>
  sql<number>`(select count(*) from ${table} x where x.activity_id = ${gradeRounds}.activity_id
  and x.round_id = ${gradeRounds}.id and ${where})`.mapWith(Number);

const roundColumns = {
  round: gradeRounds,
  itemCount: perRound(gradeItems),
  contestantCount: perRound(gradeEntries),
  judgeCount: perRound(gradeJudges, sql`x.removed_at is null`),
  scoreCount: perRound(gradeScores),
};

export type GradeRoundCounted = {
  round: GradeRoundRow;
  itemCount: number;
  contestantCount: number;
  judgeCount: number;
  scoreCount: number;
};
export type GradeRoundFields = Pick<typeof gradeRounds.$inferInsert, 'name' | 'settings' | 'rule' | 'sort'>;

const ofRound = (activity: ActivityRecord, id: number) =>
  and(ofActivity(gradeRounds, activity), eq(gradeRounds.id, id));

/** An activity's rounds, in show order (sort, then id). */
export const gradeRoundRepository = (db: Db) => ({
  list: (activity: ActivityRecord, paging: Paging): Promise<GradeRoundCounted[]> =>
    db
      .select(roundColumns)
      .from(gradeRounds)
      .where(ofActivity(gradeRounds, activity))
      .orderBy(asc(gradeRounds.sort), asc(gradeRounds.id))
      .limit(paging.limit)
      .offset(paging.offset),
  one: async (activity: ActivityRecord, id: number): Promise<GradeRoundCounted | undefined> =>
    (await db.select(roundColumns).from(gradeRounds).where(ofRound(activity, id)))[0],
  row: async (activity: ActivityRecord, id: number) =>
    (await db.select().from(gradeRounds).where(ofRound(activity, id)))[0],
  /** Held until the transaction ends, so a round's limits and its scored state are checked against its writes. */
  lock: async (activity: ActivityRecord, id: number) =>
    (await db.select().from(gradeRounds).where(ofRound(activity, id)).for('update'))[0],
  /** Two rounds added at once count each other, so the limit holds. */
  lockActivityRounds: (activity: ActivityRecord) =>
    db.execute(sql`select pg_advisory_xact_lock(${activity.id}, hashtext('grade-rounds'))`),
  count: async (activity: ActivityRecord) =>
    (await db.select({ n: count() }).from(gradeRounds).where(ofActivity(gradeRounds, activity)))[0]?.n ?? 0,
  ids: async (activity: ActivityRecord) =>
    (await db.select({ id: gradeRounds.id }).from(gradeRounds).where(ofActivity(gradeRounds, activity))).map(
      (r) => r.id,
    ),
  nextSort: async (activity: ActivityRecord) =>
    (
      await db
        .select({ next: sql<number>`coalesce(max(${gradeRounds.sort}) + 1, 0)`.mapWith(Number) })
        .from(gradeRounds)
        .where(ofActivity(gradeRounds, activity))
    )[0]?.next ?? 0,
  insert: async (activity: ActivityRecord, fields: GradeRoundFields) =>
    (
      await db
        .insert(gradeRounds)
        .values({ ...activityOwner(activity), ...fields })
        .returning({ id: gradeRounds.id })
    )[0]!.id,
  update: (activity: ActivityRecord, id: number, fields: Partial<GradeRoundFields>) =>
    db.update(gradeRounds).set(fields).where(ofRound(activity, id)).returning(),
  setSorts: async (activity: ActivityRecord, ids: number[]) => {
    for (const [sort, id] of ids.entries()) await db.update(gradeRounds).set({ sort }).where(ofRound(activity, id));
  },
  /** Whether any judge has scored in the round: its items and its existence then stay as scored. */
  scored: async (activity: ActivityRecord, id: number) =>
    (
      await db
        .select({ id: gradeScores.id })
        .from(gradeScores)
        .where(and(ofActivity(gradeScores, activity), eq(gradeScores.roundId, id)))
        .limit(1)
    ).length > 0,
  /** The round and every row of its own; a round promoted from it forgets where its contestants came from. */
  remove: async (activity: ActivityRecord, id: number) => {
    for (const table of [gradeItems, gradeEntries, gradeJudges, gradeJudgeGroups, gradeAudienceScores]) {
      await db.delete(table).where(and(ofActivity(table, activity), eq(table.roundId, id)));
    }
    await db
      .update(gradeRounds)
      .set({ fromRoundId: null })
      .where(and(ofActivity(gradeRounds, activity), eq(gradeRounds.fromRoundId, id)));
    await db.delete(gradeRounds).where(ofRound(activity, id));
  },
});
