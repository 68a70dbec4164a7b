import { and, asc, count, countDistinct, desc, eq, ilike, inArray, max, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type ActivityRecord, escapeLike, ofActivity } from '../activity/index.js';
import {
  gradeAudienceScores,
  gradeContestants,
  gradeEntries,
  gradeRounds,
  gradeSettings,
  gradeStages,
} from './grade.table.js';

type Owner = Pick<ActivityRecord, 'id' | 'tenantId' | 'customerId'>;
const a = gradeAudienceScores;

export type AudienceScoreFilter = { roundId: number; contestantId: number | ''; page: number; limit: number };
export type AudienceFilter = { roundId: number | ''; keyword: string; page: number; limit: number };

const deleted = async (db: Db, where: SQL | undefined) =>
  (await db.delete(a).where(where).returning({ id: a.id })).length;

/** The audience's scores: one per participant, round and contestant. */
export const gradeAudienceRepository = (db: Db) => ({
  pages: async (activity: Owner) =>
    (await db.select({ pages: gradeSettings.pages }).from(gradeSettings).where(ofActivity(gradeSettings, activity)))[0]
      ?.pages ?? {},

  /** Rounds the audience scores now, in show order. */
  openRounds: (activity: Owner) =>
    db
      .select()
      .from(gradeRounds)
      .where(and(ofActivity(gradeRounds, activity), sql`(${gradeRounds.settings} ->> 'audience_open')::boolean`))
      .orderBy(asc(gradeRounds.sort), asc(gradeRounds.id)),

  /** The contestant the judges score now (phase scoring), if any: the one the audience may score. */
  onStage: async (activity: Owner) => {
    const [row] = await db
      .select({ roundId: gradeStages.roundId, contestantId: gradeStages.contestantId })
      .from(gradeStages)
      .innerJoin(
        gradeEntries,
        and(eq(gradeEntries.roundId, gradeStages.roundId), eq(gradeEntries.contestantId, gradeStages.contestantId)),
      )
      .where(and(ofActivity(gradeStages, activity), eq(gradeStages.phase, 'scoring')));
    return row?.roundId && row.contestantId ? { roundId: row.roundId, contestantId: row.contestantId } : undefined;
  },

  ofParticipant: (activity: Owner, participantId: number) =>
    db
      .select({ roundId: a.roundId, contestantId: a.contestantId, score: a.score })
      .from(a)
      .where(and(ofActivity(a, activity), eq(a.participantId, participantId))),

  /** Answers the rows stored: one a participant had given the contestant in the round already is not. */
  insertMany: (values: (typeof a.$inferInsert)[]) =>
    db
      .insert(a)
      .values(values)
      .onConflictDoNothing()
      .returning({ roundId: a.roundId, contestantId: a.contestantId, participantId: a.participantId }),

  /** Newest first. */
  page: async (activity: Owner, f: AudienceScoreFilter) => {
    const where = and(
      ofActivity(a, activity),
      eq(a.roundId, f.roundId),
      f.contestantId === '' ? undefined : eq(a.contestantId, f.contestantId),
    );
    const [list, [total]] = await Promise.all([
      db
        .select({ score: a, contestantName: gradeContestants.name })
        .from(a)
        .innerJoin(gradeContestants, eq(gradeContestants.id, a.contestantId))
        .where(where)
        .orderBy(desc(a.createdAt), desc(a.id))
        .limit(f.limit)
        .offset((f.page - 1) * f.limit),
      db.select({ n: count() }).from(a).where(where),
    ]);
    return { list, total: total?.n ?? 0 };
  },

  /** One row per participant who scored, the latest first; the keyword matches how they are named. */
  people: async (activity: Owner, f: AudienceFilter) => {
    const where = and(
      ofActivity(a, activity),
      f.roundId === '' ? undefined : eq(a.roundId, f.roundId),
      f.keyword ? ilike(a.who, `%${escapeLike(f.keyword)}%`) : undefined,
    );
    const lastAt = max(a.createdAt);
    const [list, [total]] = await Promise.all([
      db
        .select({
          participantId: a.participantId,
          who: sql<string>`(array_agg(${a.who} order by ${a.id} desc))[1]`,
          scores: count(),
          lastAt,
        })
        .from(a)
        .where(where)
        .groupBy(a.participantId)
        .orderBy(desc(lastAt), desc(a.participantId))
        .limit(f.limit)
        .offset((f.page - 1) * f.limit),
      db
        .select({ n: countDistinct(a.participantId) })
        .from(a)
        .where(where),
    ]);
    return { list, total: total?.n ?? 0 };
  },

  deleteIds: (activity: Owner, ids: number[]) => deleted(db, and(ofActivity(a, activity), inArray(a.id, ids))),
  /** The round's scores, or only those of the contestants given. */
  deleteOfRound: (activity: Owner, roundId: number, contestantIds?: number[]) =>
    deleted(
      db,
      and(
        ofActivity(a, activity),
        eq(a.roundId, roundId),
        contestantIds ? inArray(a.contestantId, contestantIds) : undefined,
      ),
    ),
  deleteOfParticipants: (activity: Owner, participantIds: number[]) =>
    deleted(db, and(ofActivity(a, activity), inArray(a.participantId, participantIds))),
});
