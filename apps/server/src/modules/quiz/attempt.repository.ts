import { and, asc, count, desc, eq, lt, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { activities } from '../activity/activity.table.js';
import { activityGate } from '../activity/ticket-reader.js';
import { type Asked, answerKey, askedValues } from './batched-answer.js';
import { type DrawnQuestion, quizAnswers, quizAttempts } from './quiz.table.js';

export type AttemptRow = typeof quizAttempts.$inferSelect;
export type AttemptInsert = Omit<typeof quizAttempts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type AnswerInsert = Omit<typeof quizAnswers.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type StoredAnswer = { outcome: 'stored' | 'closed' } | { outcome: 'repeat'; correct: boolean };
export type GivenAnswer = { questionIndex: number; answer: string[]; correct: boolean; score: number };
export type AttemptTally = Pick<AttemptRow, 'score' | 'fullScore' | 'correctCount' | 'total' | 'passed' | 'durationMs'>;

/** One element of a question snapshot; a driver may hand jsonb over as text. */
const snapshotElement = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as DrawnQuestion;

const mine = (attemptId: number, participantId: number) =>
  and(eq(quizAttempts.id, attemptId), eq(quizAttempts.participantId, participantId));
const finishedOf = (participantId: number) =>
  and(eq(quizAttempts.participantId, participantId), eq(quizAttempts.status, 'finished'));

/** A participant's attempts and answers: every read and write names the participant as well as the attempt. */
export const attemptRepository = (db: Db) => ({
  latestOpen: async (participantId: number) =>
    (
      await db
        .select()
        .from(quizAttempts)
        .where(and(eq(quizAttempts.participantId, participantId), eq(quizAttempts.status, 'open')))
        .orderBy(desc(quizAttempts.id))
        .limit(1)
    )[0] ?? null,
  /** Attempts started on a day, and in all. */
  counts: async (participantId: number, day: string) => {
    const [row] = await db
      .select({
        today: sql<number>`count(*) filter (where ${quizAttempts.day} = ${day})`.mapWith(Number),
        total: count(),
      })
      .from(quizAttempts)
      .where(eq(quizAttempts.participantId, participantId));
    return { today: row?.today ?? 0, total: row?.total ?? 0 };
  },
  /** The levels passed, the best score and whether any attempt passed. */
  standing: async (participantId: number) => {
    const rows = await db
      .select({ level: quizAttempts.level, passed: quizAttempts.passed, best: max(quizAttempts.score) })
      .from(quizAttempts)
      .where(finishedOf(participantId))
      .groupBy(quizAttempts.level, quizAttempts.passed);
    const passedLevels = new Set(rows.filter((r) => r.passed).map((r) => r.level));
    const best = rows.length ? Math.max(...rows.map((r) => r.best ?? 0)) : null;
    return { passedLevels, best, passed: passedLevels.size > 0 };
  },
  /** Question ids the participant met in the levels before this one, so a new level can skip them. */
  earlierQuestionIds: async (participantId: number, level: number) => {
    const rows = await db
      .select({ ids: sql<number[]>`jsonb_path_query_array(${quizAttempts.questions}, '$[*].questionId')` })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.participantId, participantId), lt(quizAttempts.level, level)));
    return [...new Set(rows.flatMap((r) => r.ids))];
  },
  insert: async (row: AttemptInsert) => (await db.insert(quizAttempts).values(row).returning())[0]!,
  /**
   * The answer hot path's one read, for a batch of answers at once: the activity of each answer's participant, and
   * the attempt answered (when it is that participant's) with the one question asked about, not the whole
   * snapshot, and when it was last answered (the question clock runs from there); the subquery walks the
   * (attempt, index) unique index. Keyed by `answerKey`. The participant comes from their seat, already known.
   */
  forAnswers: async (asked: Asked[]) => {
    const rows = await db
      .select({
        // Only what the answer's checks use: whole rows cost more to read and map than the rest of the query.
        activity: { ...activityGate, settings: activities.settings },
        participantId: sql<number>`v.participant_id`.mapWith(Number),
        playId: sql<number>`v.attempt_id`.mapWith(Number),
        index: sql<number>`v.idx`.mapWith(Number),
        attempt: {
          id: quizAttempts.id,
          status: quizAttempts.status,
          startedAt: quizAttempts.startedAt,
          deadlineAt: quizAttempts.deadlineAt,
          lastAnswerAt: sql<Date | null>`(select max(given.created_at) from ${quizAnswers} given
            where given.attempt_id = ${quizAttempts.id})`.mapWith(quizAnswers.createdAt),
          question: sql<DrawnQuestion | null>`${quizAttempts.questions} -> v.idx`.mapWith(snapshotElement),
        },
      })
      .from(sql`(values ${askedValues(asked)}) as v(activity_id, participant_id, attempt_id, idx)`)
      .innerJoin(activities, sql`${activities.id} = v.activity_id`)
      .leftJoin(
        quizAttempts,
        and(sql`${quizAttempts.id} = v.attempt_id`, sql`${quizAttempts.participantId} = v.participant_id`),
      );
    return new Map(rows.map((r) => [answerKey({ ...r, activityId: r.activity.id }), r]));
  },
  /**
   * Stores a batch of answers in one statement, each the first answer to its question of an open attempt, and
   * answers for each: 'stored', 'repeat' with the first answer's outcome when the question was answered already
   * (earlier or earlier in the batch), or 'closed' once the attempt is handed in. The share lock on the attempts
   * makes a hand-in wait for answers being stored (and answers wait for a hand-in), so no answer is stored that
   * its attempt's score leaves out. Answers are stamped with the service's clock, as the attempt's start is,
   * since the next question's clock runs from it. Rows go in key order, so two batches in flight that retry the
   * same answers wait for each other rather than deadlock, and then in the order given, so the first of a batch's
   * answers to one question is the one kept (as the outcomes assume).
   */
  insertAnswers: async (rows: { row: AnswerInsert; at: Date }[]): Promise<StoredAnswer[]> => {
    const values = sql.join(
      rows.map(
        ({ row, at }, i) => sql`(${i}::int, ${row.activityId}::int, ${row.attemptId}::int, ${row.participantId}::int,
          ${row.questionIndex}::int, ${row.questionId}::int, ${JSON.stringify(row.answer)}::jsonb,
          ${row.correct}::boolean, ${row.score}::int, ${at.toISOString()}::timestamptz)`,
      ),
      sql`, `,
    );
    const inserted = await db.execute(sql`
      insert into ${quizAnswers} (activity_id, attempt_id, participant_id, question_index, question_id, answer, correct, score, created_at, updated_at)
      select v.activity_id, a.id, v.participant_id, v.question_index, v.question_id, v.answer, v.correct, v.score, v.at, v.at
      from (values ${values}) as v(n, activity_id, attempt_id, participant_id, question_index, question_id, answer, correct, score, at)
      join ${quizAttempts} a on a.id = v.attempt_id
      where a.status = 'open'
      order by v.attempt_id, v.question_index, v.n
      for share of a
      on conflict (attempt_id, question_index) do nothing
      returning attempt_id, question_index`);
    const key = (attemptId: number, index: number) => `${attemptId}:${index}`;
    const stored = new Set(
      (inserted as unknown as { rows: { attempt_id: number; question_index: number }[] }).rows.map((r) =>
        key(Number(r.attempt_id), Number(r.question_index)),
      ),
    );
    const first = rows.map(({ row }, i) => {
      const k = key(row.attemptId, row.questionIndex);
      return stored.has(k) && rows.findIndex((r) => key(r.row.attemptId, r.row.questionIndex) === k) === i;
    });
    const others = rows.filter((_, i) => !first[i]).map(({ row }) => row);
    const found = new Map<string, { status: string; correct: boolean | null }>();
    if (others.length > 0) {
      const pairs = sql.join(
        others.map((r) => sql`(${r.attemptId}::int, ${r.questionIndex}::int)`),
        sql`, `,
      );
      const existing = await db.execute(sql`
        select v.attempt_id, v.question_index, a.status, given.correct
        from (values ${pairs}) as v(attempt_id, question_index)
        join ${quizAttempts} a on a.id = v.attempt_id
        left join ${quizAnswers} given on given.attempt_id = v.attempt_id and given.question_index = v.question_index`);
      type Existing = { attempt_id: number; question_index: number; status: string; correct: boolean | null };
      for (const r of (existing as unknown as { rows: Existing[] }).rows) {
        found.set(key(Number(r.attempt_id), Number(r.question_index)), { status: r.status, correct: r.correct });
      }
    }
    return rows.map(({ row }, i): StoredAnswer => {
      if (first[i]) return { outcome: 'stored' };
      const seen = found.get(key(row.attemptId, row.questionIndex));
      return seen?.status === 'open' ? { outcome: 'repeat', correct: seen.correct ?? false } : { outcome: 'closed' };
    });
  },
  answersOf: (attemptId: number): Promise<GivenAnswer[]> =>
    db
      .select({
        questionIndex: quizAnswers.questionIndex,
        answer: quizAnswers.answer,
        correct: quizAnswers.correct,
        score: quizAnswers.score,
      })
      .from(quizAnswers)
      .where(eq(quizAnswers.attemptId, attemptId))
      .orderBy(asc(quizAnswers.questionIndex)),
  /** Locks the attempt while it is handed in, so two hand-ins (finish, leave, deadline) score it once. */
  lockMine: async (attemptId: number, participantId: number) =>
    (await db.select().from(quizAttempts).where(mine(attemptId, participantId)).for('update'))[0] ?? null,
  finish: async (attemptId: number, tally: AttemptTally, submittedAt: Date) =>
    (
      await db
        .update(quizAttempts)
        .set({ ...tally, status: 'finished', submittedAt })
        .where(eq(quizAttempts.id, attemptId))
        .returning()
    )[0]!,
  addLeave: async (attemptId: number) =>
    (
      await db
        .update(quizAttempts)
        .set({ leaves: sql`${quizAttempts.leaves} + 1` })
        .where(eq(quizAttempts.id, attemptId))
        .returning({ leaves: quizAttempts.leaves })
    )[0]!.leaves,
});
