import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type ActivityRecord, ofActivity } from '../activity/index.js';
import { customers } from '../customer/index.js';
import { gradeJudges, gradeScores } from './grade.table.js';

type Owner = Pick<ActivityRecord, 'id' | 'tenantId' | 'customerId'>;
type ScoreValues = typeof gradeScores.$inferInsert;
export type ScoreFilter = {
  roundId: number;
  contestantId: number | '';
  judgeId: number | '';
  page: number;
  limit: number;
};

const withJudge = (db: Db) =>
  db
    .select({ score: gradeScores, judgeName: gradeJudges.name })
    .from(gradeScores)
    .innerJoin(gradeJudges, eq(gradeJudges.id, gradeScores.judgeId));

const ofRound = (activity: Owner, roundId: number, contestantIds?: number[]) =>
  and(
    ofActivity(gradeScores, activity),
    eq(gradeScores.roundId, roundId),
    contestantIds ? inArray(gradeScores.contestantId, contestantIds) : undefined,
  );

const deleted = async (db: Db, where: SQL | undefined) =>
  (await db.delete(gradeScores).where(where).returning({ id: gradeScores.id })).length;

/** Judges' scores: one row per round, contestant and judge, locked once submitted. */
export const gradeScoreRepository = (db: Db) => ({
  /**
   * Stores the score once: a new row, or the unlocked row replaced and locked again. Answers nothing when the row
   * is locked, so of two submits at once exactly one is written.
   */
  submit: async (values: ScoreValues) =>
    (
      await db
        .insert(gradeScores)
        .values({ ...values, locked: true })
        .onConflictDoUpdate({
          target: [gradeScores.roundId, gradeScores.contestantId, gradeScores.judgeId],
          set: {
            abstained: values.abstained,
            items: values.items,
            total: values.total,
            comment: values.comment,
            submittedAt: values.submittedAt,
            locked: true,
          },
          setWhere: eq(gradeScores.locked, false),
        })
        .returning()
    )[0],

  one: async (activity: Owner, id: number) =>
    (await withJudge(db).where(and(ofActivity(gradeScores, activity), eq(gradeScores.id, id))))[0],

  /** A score of the organiser's, whichever activity it is in. */
  ofOwner: async (owner: { tenantId: number; customerId: number }, id: number) =>
    (
      await db
        .select()
        .from(gradeScores)
        .where(
          and(
            eq(gradeScores.tenantId, owner.tenantId),
            eq(gradeScores.customerId, owner.customerId),
            eq(gradeScores.id, id),
          ),
        )
    )[0],

  /**
   * Unlocks a locked score and keeps what it held in its history, in one statement: an unlock racing a submit
   * either keeps the submitted values or finds the row unlocked already, never loses them.
   */
  unlock: async (activity: Owner, id: number, by: { accountId: number; phone: string }, reason: string, now: Date) =>
    (
      await db
        .update(gradeScores)
        .set({
          locked: false,
          history: sql`${gradeScores.history} || jsonb_build_array(jsonb_build_object(
            'items', ${gradeScores.items},
            'abstained', ${gradeScores.abstained},
            'comment', ${gradeScores.comment},
            'submitted_at', to_char(${gradeScores.submittedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
            'unlocked_at', ${now.toISOString()}::text,
            'unlocked_by', coalesce(
              (select nullif(c.name, '') from ${customers} c where c.id = ${by.accountId}), ${by.phone}::text),
            'reason', ${reason}::text))`,
        })
        .where(and(ofActivity(gradeScores, activity), eq(gradeScores.id, id), eq(gradeScores.locked, true)))
        .returning({ id: gradeScores.id })
    ).length > 0,

  /** Newest first. */
  page: async (activity: Owner, f: ScoreFilter) => {
    const where = and(
      ofRound(activity, f.roundId),
      f.contestantId === '' ? undefined : eq(gradeScores.contestantId, f.contestantId),
      f.judgeId === '' ? undefined : eq(gradeScores.judgeId, f.judgeId),
    );
    const [list, [total]] = await Promise.all([
      withJudge(db)
        .where(where)
        .orderBy(desc(gradeScores.submittedAt), desc(gradeScores.id))
        .limit(f.limit)
        .offset((f.page - 1) * f.limit),
      db.select({ n: count() }).from(gradeScores).where(where),
    ]);
    return { list, total: total?.n ?? 0 };
  },

  deleteIds: (activity: Owner, ids: number[]) =>
    deleted(db, and(ofActivity(gradeScores, activity), inArray(gradeScores.id, ids))),
  /** The round's scores, or only those of the contestants given. */
  deleteOfRound: (activity: Owner, roundId: number, contestantIds?: number[]) =>
    deleted(db, ofRound(activity, roundId, contestantIds)),
});
