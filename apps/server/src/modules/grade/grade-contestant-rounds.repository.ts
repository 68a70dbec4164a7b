import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { activityOwner, ofActivity } from '../activity/index.js';
import { gradeAudienceScores, gradeEntries, gradeRounds, gradeScores } from './grade.table.js';
import type { GradeScope } from './grade-group.repository.js';

export type ContestantRound = { round_id: number; sort: number };

const e = gradeEntries;

/**
 * Which rounds a contestant is in, as adding, editing, importing and deleting a contestant change it. Replacing a
 * round's whole list (saveRc, drawOrder) is the stage order's own (grade-entry.*).
 */
export const gradeContestantRoundsRepository = (db: Db) => ({
  /** Of these ids, the rounds of the activity. */
  roundsOf: async (s: GradeScope, ids: number[]) => {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ id: gradeRounds.id })
      .from(gradeRounds)
      .where(and(ofActivity(gradeRounds, s), inArray(gradeRounds.id, ids)));
    return rows.map((r) => r.id);
  },

  /** Each contestant's rounds in the activity's round order, with their place in each. */
  of: async (s: GradeScope, contestantIds: number[]) => {
    const rounds = new Map<number, ContestantRound[]>();
    if (contestantIds.length === 0) return rounds;
    const rows = await db
      .select({ contestantId: e.contestantId, round_id: e.roundId, sort: e.sort })
      .from(e)
      .innerJoin(gradeRounds, eq(gradeRounds.id, e.roundId))
      .where(and(ofActivity(e, s), inArray(e.contestantId, contestantIds)))
      .orderBy(asc(gradeRounds.sort), asc(gradeRounds.id));
    for (const { contestantId, ...round } of rows)
      rounds.set(contestantId, [...(rounds.get(contestantId) ?? []), round]);
    return rounds;
  },

  /** Puts the contestants last in the round, in the order given (a contestant already in it stays where they are). */
  addLast: async (s: GradeScope, roundId: number, contestantIds: number[]) => {
    if (contestantIds.length === 0) return;
    const [last] = await db
      .select({ sort: max(e.sort) })
      .from(e)
      .where(and(ofActivity(e, s), eq(e.roundId, roundId)));
    const next = (last?.sort ?? -1) + 1;
    await db
      .insert(e)
      .values(contestantIds.map((contestantId, i) => ({ ...activityOwner(s), roundId, contestantId, sort: next + i })))
      .onConflictDoNothing();
  },

  /** Takes the contestant out of these rounds (of every round when none are named). */
  remove: (s: GradeScope, contestantId: number, roundIds?: number[]) =>
    db
      .delete(e)
      .where(
        and(ofActivity(e, s), eq(e.contestantId, contestantId), roundIds ? inArray(e.roundId, roundIds) : undefined),
      ),

  /** The rounds where anyone (a judge or the audience) has scored the contestant. */
  scoredRounds: async (s: GradeScope, contestantId: number) => {
    const [judged, heard] = await Promise.all([
      db
        .selectDistinct({ roundId: gradeScores.roundId })
        .from(gradeScores)
        .where(and(ofActivity(gradeScores, s), eq(gradeScores.contestantId, contestantId))),
      db
        .selectDistinct({ roundId: gradeAudienceScores.roundId })
        .from(gradeAudienceScores)
        .where(and(ofActivity(gradeAudienceScores, s), eq(gradeAudienceScores.contestantId, contestantId))),
    ]);
    return new Set([...judged, ...heard].map((r) => r.roundId));
  },
});
