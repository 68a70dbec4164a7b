import { and, asc, count, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { type ActivityRecord, activityOwner, ofActivity } from '../activity/index.js';
import { gradeAudienceScores, gradeContestants, gradeEntries, gradeScores } from './grade.table.js';

const intArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** Every row unless ids are given: `not in ()` is not SQL. */
const outside = (column: PgColumn, ids: number[]): SQL | undefined =>
  ids.length === 0 ? undefined : notInArray(column, ids);

/** A round's contestants ("entries") in their stage order (sort, then id). */
export const gradeEntryRepository = (db: Db) => ({
  contestantIds: async (activity: ActivityRecord, roundId: number) =>
    (
      await db
        .select({ id: gradeEntries.contestantId })
        .from(gradeEntries)
        .where(and(ofActivity(gradeEntries, activity), eq(gradeEntries.roundId, roundId)))
        .orderBy(asc(gradeEntries.sort), asc(gradeEntries.id))
    ).map((r) => r.id),
  /** How many of `ids` are contestants of the activity. */
  contestantsOf: async (activity: ActivityRecord, ids: number[]) =>
    ids.length === 0
      ? 0
      : ((
          await db
            .select({ n: count() })
            .from(gradeContestants)
            .where(and(ofActivity(gradeContestants, activity), inArray(gradeContestants.id, ids)))
        )[0]?.n ?? 0),
  /** Whether a contestant left out of `ids` has a judge's or the audience's score in the round. */
  scoredOutside: async (activity: ActivityRecord, roundId: number, ids: number[]) => {
    for (const table of [gradeScores, gradeAudienceScores]) {
      const [found] = await db
        .select({ id: table.id })
        .from(table)
        .where(and(ofActivity(table, activity), eq(table.roundId, roundId), outside(table.contestantId, ids)))
        .limit(1);
      if (found) return true;
    }
    return false;
  },
  /** The round's entries become exactly `ids`, in that order; an entry kept keeps its row. */
  replace: async (activity: ActivityRecord, roundId: number, ids: number[]) => {
    await db
      .delete(gradeEntries)
      .where(
        and(
          ofActivity(gradeEntries, activity),
          eq(gradeEntries.roundId, roundId),
          outside(gradeEntries.contestantId, ids),
        ),
      );
    if (ids.length === 0) return;
    await db
      .insert(gradeEntries)
      .values(ids.map((contestantId, sort) => ({ ...activityOwner(activity), roundId, contestantId, sort })))
      .onConflictDoUpdate({
        target: [gradeEntries.roundId, gradeEntries.contestantId],
        set: { sort: sql`excluded.sort` },
      });
  },
  /** One statement for the whole order: sort is each id's place in `ids`. */
  setOrder: (activity: ActivityRecord, roundId: number, ids: number[]) =>
    db.execute(sql`update ${gradeEntries} e set sort = v.ord - 1, updated_at = now()
      from unnest(${intArray(ids)}) with ordinality as v(id, ord)
      where e.tenant_id = ${activity.tenantId} and e.customer_id = ${activity.customerId}
      and e.activity_id = ${activity.id} and e.round_id = ${roundId} and e.contestant_id = v.id`),
});
