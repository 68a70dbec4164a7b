import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type ActivityRecord, activityOwner, ofActivity } from '../activity/index.js';
import { liveSessions } from '../live-session/index.js';
import {
  gradeContestants,
  gradeEntries,
  gradeGroups,
  gradeJudges,
  gradeRounds,
  gradeScores,
  gradeStages,
} from './grade.table.js';

type Owner = Pick<ActivityRecord, 'id' | 'tenantId' | 'customerId'>;

export type GradeStageRow = typeof gradeStages.$inferSelect;
export type GradeStageChanges = Partial<Pick<GradeStageRow, 'phase' | 'roundId' | 'contestantId' | 'shownEntryIds'>>;
export type GradeEntryOnStage = { id: number; roundId: number; contestantId: number; sort: number };

/** The stage row of a judge-scoring activity and what its commands and reads look up beside it. */
export const gradeStageRepository = (db: Db) => ({
  /** Made once per activity, idle; a second maker finds the first one's row. */
  ensure: async (activity: Owner, sessionId: number) => {
    await db
      .insert(gradeStages)
      .values({ ...activityOwner(activity), sessionId })
      .onConflictDoNothing({ target: gradeStages.activityId });
  },
  /** The stage with its session's version (what host commands name) and host key. */
  read: async (activity: Owner) =>
    (
      await db
        .select({ stage: gradeStages, version: liveSessions.version, hostKey: liveSessions.hostKey })
        .from(gradeStages)
        .innerJoin(liveSessions, eq(liveSessions.id, gradeStages.sessionId))
        .where(ofActivity(gradeStages, activity))
    )[0],
  update: async (activity: Owner, changes: GradeStageChanges) => {
    if (Object.keys(changes).length === 0) return;
    await db.update(gradeStages).set(changes).where(ofActivity(gradeStages, activity));
  },

  /** The activity's rounds in show order (sort, then id). */
  rounds: (activity: Owner) =>
    db
      .select()
      .from(gradeRounds)
      .where(ofActivity(gradeRounds, activity))
      .orderBy(asc(gradeRounds.sort), asc(gradeRounds.id)),

  /** Every round's entries in stage order (sort, then id). */
  entries: (activity: Owner, roundId?: number): Promise<GradeEntryOnStage[]> =>
    db
      .select({
        id: gradeEntries.id,
        roundId: gradeEntries.roundId,
        contestantId: gradeEntries.contestantId,
        sort: gradeEntries.sort,
      })
      .from(gradeEntries)
      .where(
        and(ofActivity(gradeEntries, activity), roundId === undefined ? undefined : eq(gradeEntries.roundId, roundId)),
      )
      .orderBy(asc(gradeEntries.roundId), asc(gradeEntries.sort), asc(gradeEntries.id)),

  contestant: async (activity: Owner, contestantId: number) =>
    (
      await db
        .select({ contestant: gradeContestants, groupName: gradeGroups.name })
        .from(gradeContestants)
        .leftJoin(gradeGroups, eq(gradeGroups.id, gradeContestants.groupId))
        .where(and(ofActivity(gradeContestants, activity), eq(gradeContestants.id, contestantId)))
    )[0],

  /** Whether any judge has scored or abstained for the contestant in the round. */
  hasScore: async (activity: Owner, roundId: number, contestantId: number) =>
    (
      await db
        .select({ id: gradeScores.id })
        .from(gradeScores)
        .where(
          and(
            ofActivity(gradeScores, activity),
            eq(gradeScores.roundId, roundId),
            eq(gradeScores.contestantId, contestantId),
          ),
        )
        .limit(1)
    ).length > 0,

  /** The contestant's submitted scores in the round, with the judge's name, in the judges' order. */
  scoresOf: (activity: Owner, roundId: number, contestantId: number) =>
    db
      .select({ score: gradeScores, judgeName: gradeJudges.name })
      .from(gradeScores)
      .innerJoin(gradeJudges, eq(gradeJudges.id, gradeScores.judgeId))
      .where(
        and(
          ofActivity(gradeScores, activity),
          eq(gradeScores.roundId, roundId),
          eq(gradeScores.contestantId, contestantId),
        ),
      )
      .orderBy(asc(gradeJudges.sort), asc(gradeJudges.id)),
});
