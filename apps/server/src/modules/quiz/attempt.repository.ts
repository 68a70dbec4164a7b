import { and, asc, count, desc, eq, inArray, lt, max, sql } from 'drizzle-orm';
import { arrayColumns } from '../../db/array-columns.js';
import type { Db } from '../../db/client.js';
import { quizAnswers, quizAttempts } from './quiz.table.js';

export type AttemptRow = typeof quizAttempts.$inferSelect;
export type AttemptInsert = Omit<typeof quizAttempts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type AnswerInsert = Omit<typeof quizAnswers.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type StoredAnswer =
  | { outcome: 'stored'; late: boolean }
  | { outcome: 'repeat'; correct: boolean }
  | { outcome: 'closed' };
/**
 * An answer graded and ready to store, with its question's clock when the quiz has one per question (its time
 * limit and grace, in ms) and when it came.
 */
export type AnswerToStore = { row: AnswerInsert; questionMs: number | null; at: Date };
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
  /** What never changes once attempts started (attempt-facts.ts), by id. */
  facts: (ids: number[]) =>
    db
      .select({
        id: quizAttempts.id,
        participantId: quizAttempts.participantId,
        activityId: quizAttempts.activityId,
        startedAt: quizAttempts.startedAt,
        deadlineAt: quizAttempts.deadlineAt,
        questions: quizAttempts.questions,
      })
      .from(quizAttempts)
      .where(inArray(quizAttempts.id, ids)),
  insert: async (row: AttemptInsert) => (await db.insert(quizAttempts).values(row).returning())[0]!,
  /**
   * Stores a batch of answers in one statement, each the first answer to its question of an open attempt, and
   * answers for each: 'stored' (and whether late), 'repeat' with the first answer's outcome when the question was answered already
   * (earlier or earlier in the batch), or 'closed' once the attempt is handed in. The share lock on the attempts
   * makes a hand-in wait for answers being stored (and answers wait for a hand-in), so no answer is stored that
   * its attempt's score leaves out. Answers are stamped with the service's clock, as the attempt's start is,
   * since the next question's clock runs from it. Rows go in key order, so two batches in flight that retry the
   * same answers wait for each other rather than deadlock, and then in the order given, so the first of a batch's
   * answers to one question is the one kept (as the outcomes assume). An answer past its question's clock, which
   * runs from the attempt's previous answer (or its start), is stored as wrong with no score: judged here, from the
   * stored answers, so that answering stays one round trip and needs no call when each question opens.
   */
  insertAnswers: async (answers: AnswerToStore[]): Promise<StoredAnswer[]> => {
    const columns = arrayColumns(answers, [
      ['int', (_, i) => i],
      ['int', (a) => a.row.activityId],
      ['int', (a) => a.row.attemptId],
      ['int', (a) => a.row.participantId],
      ['int', (a) => a.row.questionIndex],
      ['int', (a) => a.row.questionId],
      ['jsonb', (a) => JSON.stringify(a.row.answer)],
      ['boolean', (a) => a.row.correct],
      ['int', (a) => a.row.score],
      ['int', (a) => a.questionMs],
      ['timestamptz', (a) => a.at.toISOString()],
    ]);
    const inserted = await db.execute(sql`
      with judged as (
        select v.*, v.question_ms is not null and v.at > coalesce(
            (select max(given.created_at) from ${quizAnswers} given where given.attempt_id = a.id), a.started_at
          ) + v.question_ms * interval '1 millisecond' as late
        from unnest(${columns}) as v(n, activity_id, attempt_id, participant_id, question_index, question_id, answer,
          correct, score, question_ms, at)
        join ${quizAttempts} a on a.id = v.attempt_id
        where a.status = 'open'
        order by v.attempt_id, v.question_index, v.n
        for share of a
      ), stored as (
        insert into ${quizAnswers} (activity_id, attempt_id, participant_id, question_index, question_id, answer,
          correct, score, created_at, updated_at)
        select activity_id, attempt_id, participant_id, question_index, question_id, answer,
          correct and not late, case when late then 0 else score end, at, at
        from judged
        order by attempt_id, question_index, n
        on conflict (attempt_id, question_index) do nothing
        returning attempt_id, question_index
      )
      select distinct on (j.attempt_id, j.question_index) j.n, j.late
      from stored s join judged j on j.attempt_id = s.attempt_id and j.question_index = s.question_index
      order by j.attempt_id, j.question_index, j.n`);
    const lateOf = new Map(
      (inserted as unknown as { rows: { n: number; late: boolean }[] }).rows.map((r) => [Number(r.n), r.late]),
    );
    const rows = answers.map((a) => a.row);
    const key = (attemptId: number, index: number) => `${attemptId}:${index}`;
    const others = rows.filter((_, i) => !lateOf.has(i));
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
    return rows.map((row, i): StoredAnswer => {
      const late = lateOf.get(i);
      if (late !== undefined) return { outcome: 'stored', late };
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
