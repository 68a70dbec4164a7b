import { and, asc, count, desc, eq, lt, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type DrawnQuestion, quizAnswers, quizAttempts } from './quiz.table.js';

export type AttemptRow = typeof quizAttempts.$inferSelect;
export type AttemptInsert = Omit<typeof quizAttempts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type AnswerInsert = Omit<typeof quizAnswers.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type GivenAnswer = { questionIndex: number; answer: string[]; correct: boolean; score: number };
export type AttemptTally = Pick<AttemptRow, 'score' | 'fullScore' | 'correctCount' | 'total' | 'passed' | 'durationMs'>;

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
   * The answer hot path reads the one question asked about, not the whole snapshot, and when the attempt was
   * last answered (the question clock runs from there); the subquery walks the (attempt, index) unique index.
   */
  forAnswer: async (attemptId: number, participantId: number, index: number) =>
    (
      await db
        .select({
          id: quizAttempts.id,
          status: quizAttempts.status,
          startedAt: quizAttempts.startedAt,
          deadlineAt: quizAttempts.deadlineAt,
          // Spelled out: a one-table select leaves columns unqualified, which the subquery would read as its own.
          lastAnswerAt: sql<Date | null>`(
            select max(given.created_at) from ${quizAnswers} given where given.attempt_id = ${quizAttempts}.id
          )`.mapWith(quizAnswers.createdAt),
          question: sql<DrawnQuestion | null>`${quizAttempts.questions} -> ${index}::int`,
        })
        .from(quizAttempts)
        .where(mine(attemptId, participantId))
    )[0] ?? null,
  /**
   * Stores the first answer to a question of an open attempt: 'stored', 'repeat' when the question was
   * answered already (the first answer counts), or 'closed' once the attempt is handed in. The share lock on
   * the attempt makes a hand-in wait for an answer being stored (and an answer wait for a hand-in), so no
   * answer is stored that its attempt's score leaves out. The answer is stamped with the service's clock, as
   * the attempt's start is, since the next question's clock runs from it.
   */
  insertAnswer: async (row: AnswerInsert, at: Date): Promise<'stored' | 'repeat' | 'closed'> => {
    const stamp = at.toISOString();
    const result = await db.execute(sql`
      insert into ${quizAnswers} (activity_id, attempt_id, participant_id, question_index, question_id, answer, correct, score, created_at, updated_at)
      select ${row.activityId}, ${quizAttempts.id}, ${row.participantId}, ${row.questionIndex}, ${row.questionId},
        ${JSON.stringify(row.answer)}::jsonb, ${row.correct}, ${row.score}, ${stamp}::timestamptz, ${stamp}::timestamptz
      from ${quizAttempts}
      where ${quizAttempts.id} = ${row.attemptId} and ${quizAttempts.status} = 'open'
      for share
      on conflict (attempt_id, question_index) do nothing
      returning id`);
    if ((result as unknown as { rows: unknown[] }).rows.length > 0) return 'stored';
    const [attempt] = await db
      .select({ status: quizAttempts.status })
      .from(quizAttempts)
      .where(eq(quizAttempts.id, row.attemptId));
    return attempt?.status === 'open' ? 'repeat' : 'closed';
  },
  answerAt: async (attemptId: number, index: number) =>
    (
      await db
        .select({ correct: quizAnswers.correct })
        .from(quizAnswers)
        .where(and(eq(quizAnswers.attemptId, attemptId), eq(quizAnswers.questionIndex, index)))
    )[0] ?? null,
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
