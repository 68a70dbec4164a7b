import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { type ActivityRecord, activityOwner, ofActivity } from '../activity/index.js';
import {
  gradeAudienceScores,
  gradeContestants,
  gradeEntries,
  gradeGroups,
  gradeItems,
  gradeJudges,
  gradeRounds,
  gradeScores,
} from './grade.table.js';

type Owner = Pick<ActivityRecord, 'id' | 'tenantId' | 'customerId'>;

/** Every contestant (undefined), one, or none (null): the stage reads only the one on stage while they are scored. */
const ofContestant = (column: PgColumn, contestantId: number | null | undefined) =>
  contestantId === undefined ? undefined : contestantId === null ? sql`false` : eq(column, contestantId);

/**
 * What a round holds, read whole: its result is recomputed from these rows on every read. Promotion, which adds a
 * round's top contestants to another, writes here too.
 */
export const gradeResultRepository = (db: Db) => ({
  round: async (activity: Owner, roundId: number) =>
    (
      await db
        .select()
        .from(gradeRounds)
        .where(and(ofActivity(gradeRounds, activity), eq(gradeRounds.id, roundId)))
    )[0],

  items: (activity: Owner, roundId: number) =>
    db
      .select()
      .from(gradeItems)
      .where(and(ofActivity(gradeItems, activity), eq(gradeItems.roundId, roundId)))
      .orderBy(asc(gradeItems.sort), asc(gradeItems.id)),

  hasContestant: async (activity: Owner, roundId: number, contestantId: number) =>
    (
      await db
        .select({ id: gradeEntries.id })
        .from(gradeEntries)
        .where(
          and(
            ofActivity(gradeEntries, activity),
            eq(gradeEntries.roundId, roundId),
            eq(gradeEntries.contestantId, contestantId),
          ),
        )
    ).length > 0,

  /** Removed judges too: the scores they submitted stay in the results. */
  judges: (activity: Owner, roundId: number) =>
    db
      .select()
      .from(gradeJudges)
      .where(and(ofActivity(gradeJudges, activity), eq(gradeJudges.roundId, roundId)))
      .orderBy(asc(gradeJudges.sort), asc(gradeJudges.id)),

  /** The round's contestants in stage order, with their group's name (of one contestant or none, when given). */
  entries: (activity: Owner, roundId: number, contestantId?: number | null) =>
    db
      .select({ sort: gradeEntries.sort, contestant: gradeContestants, groupName: gradeGroups.name })
      .from(gradeEntries)
      .innerJoin(gradeContestants, eq(gradeContestants.id, gradeEntries.contestantId))
      .leftJoin(gradeGroups, eq(gradeGroups.id, gradeContestants.groupId))
      .where(
        and(
          ofActivity(gradeEntries, activity),
          eq(gradeEntries.roundId, roundId),
          ofContestant(gradeEntries.contestantId, contestantId),
        ),
      )
      .orderBy(asc(gradeEntries.sort), asc(gradeEntries.contestantId)),

  /** Every judge's score of the round (for one contestant or none, when given), with the judge's name. */
  scores: (activity: Owner, roundId: number, contestantId?: number | null) =>
    db
      .select({ score: gradeScores, judgeName: gradeJudges.name })
      .from(gradeScores)
      .innerJoin(gradeJudges, eq(gradeJudges.id, gradeScores.judgeId))
      .where(
        and(
          ofActivity(gradeScores, activity),
          eq(gradeScores.roundId, roundId),
          ofContestant(gradeScores.contestantId, contestantId),
        ),
      )
      .orderBy(asc(gradeJudges.sort), asc(gradeJudges.id)),

  /** The round, held until the transaction ends, so two promotions into it line up one after the other. */
  lockRound: async (activity: Owner, roundId: number) =>
    (
      await db
        .select()
        .from(gradeRounds)
        .where(and(ofActivity(gradeRounds, activity), eq(gradeRounds.id, roundId)))
        .for('update')
    )[0],

  /** Puts contestants not in the round yet after its own, in the order given; answers those it added. */
  appendEntries: async (activity: Owner, roundId: number, contestantIds: number[]) => {
    const present = await db
      .select({ contestantId: gradeEntries.contestantId, sort: gradeEntries.sort })
      .from(gradeEntries)
      .where(and(ofActivity(gradeEntries, activity), eq(gradeEntries.roundId, roundId)));
    const inRound = new Set(present.map((e) => e.contestantId));
    const adding = contestantIds.filter((id) => !inRound.has(id));
    if (adding.length === 0) return [];
    const from = Math.max(-1, ...present.map((e) => e.sort)) + 1;
    await db
      .insert(gradeEntries)
      .values(adding.map((contestantId, i) => ({ ...activityOwner(activity), roundId, contestantId, sort: from + i })));
    return adding;
  },

  setFromRound: (activity: Owner, roundId: number, fromRoundId: number) =>
    db
      .update(gradeRounds)
      .set({ fromRoundId })
      .where(and(ofActivity(gradeRounds, activity), eq(gradeRounds.id, roundId))),

  /** Per contestant (of one or none, when given), how many scored and the sum: the database adds up a hall's scores. */
  audience: (activity: Owner, roundId: number, contestantId?: number | null) =>
    db
      .select({
        contestant_id: gradeAudienceScores.contestantId,
        count: count().mapWith(Number),
        total: sql<number>`coalesce(sum(${gradeAudienceScores.score}), 0)`.mapWith(Number),
      })
      .from(gradeAudienceScores)
      .where(
        and(
          ofActivity(gradeAudienceScores, activity),
          eq(gradeAudienceScores.roundId, roundId),
          ofContestant(gradeAudienceScores.contestantId, contestantId),
        ),
      )
      .groupBy(gradeAudienceScores.contestantId),
});

export type GradeEntryRow = Awaited<ReturnType<ReturnType<typeof gradeResultRepository>['entries']>>[number];
export type GradeScoreWithJudge = Awaited<ReturnType<ReturnType<typeof gradeResultRepository>['scores']>>[number];
