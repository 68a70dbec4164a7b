import { and, asc, count, desc, eq, inArray, isNull, max, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { activities, activityGate, participants } from '../activity/index.js';
import { type Asked, answerKey, askedValues } from './batched-answer.js';
import type { ChallengeRow } from './challenge.repository.js';
import { type DrawnQuestion, pkAnswers, pkChallenges, pkConfigs } from './quiz.table.js';

export type PkAnswer = { questionIndex: number; answer: string[]; correct: boolean };
export type GivenPkAnswer = { challengeId: number; index: number; answer: string[]; correct: boolean };
/** The first answer to the question, right or not, and the match's right answers so far; or the match is over. */
export type StoredPkAnswer = { correct: boolean; correctCount: number } | 'closed';
export type MatchResult = Pick<ChallengeRow, 'status' | 'correctCount' | 'durationMs' | 'finishedAt'>;
export type Opponent = {
  id: number;
  kind: ChallengeRow['kind'];
  name: string;
  phone: string | null;
  correctCount: number;
  durationMs: number;
};

const mine = (challengeId: number, participantId: number) =>
  and(eq(pkChallenges.id, challengeId), eq(pkChallenges.participantId, participantId), eq(pkChallenges.kind, 'match'));
/** Runs that set a mark at a level: house challengers and finished matches; open and voided ones do not. */
const settled = inArray(pkChallenges.status, ['won', 'lost']);

/** A participant's PK matches and answers: every read and write names the participant as well as the match. */
export const pkPlayRepository = (db: Db) => ({
  openMatch: async (participantId: number, levelId: number): Promise<ChallengeRow | null> =>
    (
      await db
        .select()
        .from(pkChallenges)
        .where(
          and(
            eq(pkChallenges.participantId, participantId),
            eq(pkChallenges.levelId, levelId),
            eq(pkChallenges.status, 'open'),
          ),
        )
        .orderBy(desc(pkChallenges.id))
        .limit(1)
    )[0] ?? null,
  /** Per level the participant played: whether they won it and their best right answers in a settled match. */
  standing: (participantId: number) =>
    db
      .select({
        levelId: pkChallenges.levelId,
        won: sql<boolean>`bool_or(${pkChallenges.status} = 'won')`,
        best: max(pkChallenges.correctCount),
      })
      .from(pkChallenges)
      .where(and(eq(pkChallenges.participantId, participantId), settled))
      .groupBy(pkChallenges.levelId),
  /** Matches started on a day; a voided one still used its go. */
  countOn: async (participantId: number, day: string) =>
    (
      await db
        .select({ n: count() })
        .from(pkChallenges)
        .where(and(eq(pkChallenges.participantId, participantId), eq(pkChallenges.day, day)))
    )[0]?.n ?? 0,
  /** The best settled run at a level by anyone else: most right answers, then the fastest, then the earliest. */
  opponent: async (activityId: number, levelId: number, participantId: number): Promise<Opponent | null> =>
    (
      await db
        .select({
          id: pkChallenges.id,
          kind: pkChallenges.kind,
          name: sql<string>`coalesce(${participants.name}, ${pkChallenges.name})`,
          phone: participants.phone,
          correctCount: pkChallenges.correctCount,
          durationMs: pkChallenges.durationMs,
        })
        .from(pkChallenges)
        .leftJoin(participants, eq(participants.id, pkChallenges.participantId))
        .where(
          and(
            eq(pkChallenges.activityId, activityId),
            eq(pkChallenges.levelId, levelId),
            settled,
            or(isNull(pkChallenges.participantId), ne(pkChallenges.participantId, participantId)),
          ),
        )
        .orderBy(desc(pkChallenges.correctCount), asc(pkChallenges.durationMs), asc(pkChallenges.id))
        .limit(1)
    )[0] ?? null,
  insert: async (row: typeof pkChallenges.$inferInsert) => (await db.insert(pkChallenges).values(row).returning())[0]!,
  /**
   * The PK answer path's one read, for a batch of answers at once: the activity of each answer's participant and
   * whether PK is on there, and the match answered (when it is that participant's) with the one question asked
   * about, not the whole snapshot. Keyed by `answerKey`; the participant comes from their seat, already known.
   */
  forAnswers: async (asked: Asked[]) => {
    const rows = await db
      .select({
        activity: activityGate,
        pkEnabled: sql<boolean>`coalesce(${pkConfigs.enabled}, false)`,
        participantId: sql<number>`v.participant_id`.mapWith(Number),
        challengeId: sql<number>`v.challenge_id`.mapWith(Number),
        index: sql<number>`v.idx`.mapWith(Number),
        match: {
          id: pkChallenges.id,
          status: pkChallenges.status,
          deadlineAt: pkChallenges.deadlineAt,
          question: sql<DrawnQuestion | null>`${pkChallenges.questions} -> v.idx`,
        },
      })
      .from(sql`(values ${askedValues(asked)}) as v(activity_id, participant_id, challenge_id, idx)`)
      .innerJoin(activities, sql`${activities.id} = v.activity_id`)
      .leftJoin(pkConfigs, eq(pkConfigs.activityId, activities.id))
      .leftJoin(
        pkChallenges,
        and(
          sql`${pkChallenges.id} = v.challenge_id`,
          sql`${pkChallenges.participantId} = v.participant_id`,
          eq(pkChallenges.kind, 'match'),
        ),
      );
    return new Map(rows.map((r) => [answerKey({ ...r, activityId: r.activity.id }), r]));
  },
  /**
   * Stores a batch of answers in one statement, each kept only as the first answer to its question of an open
   * match, and answers for each its question's first answer and the match's right answers so far, or 'closed'
   * once the match is over. The share lock on the matches makes a finish wait for answers being stored (and
   * answers wait for a finish), so no stored answer is left out of the match's count. Rows go in key order, so
   * two batches in flight that carry the same answers wait for each other rather than deadlock, and then in the
   * order given, so the first of a batch's answers to one question is the one kept.
   */
  insertAnswers: async (given: GivenPkAnswer[]): Promise<StoredPkAnswer[]> => {
    const values = sql.join(
      given.map(
        (g, i) =>
          sql`(${i}::int, ${g.challengeId}::int, ${g.index}::int, ${JSON.stringify(g.answer)}::jsonb, ${g.correct}::boolean)`,
      ),
      sql`, `,
    );
    await db.execute(sql`
      insert into ${pkAnswers} (challenge_id, question_index, answer, correct)
      select c.id, v.idx, v.answer, v.correct
      from (values ${values}) as v(n, challenge_id, idx, answer, correct)
      join ${pkChallenges} c on c.id = v.challenge_id
      where c.status = 'open'
      order by v.challenge_id, v.idx, v.n
      for share of c
      on conflict (challenge_id, question_index) do nothing`);
    const ids = [...new Set(given.map((g) => g.challengeId))];
    const rows = await db
      .select({
        id: pkChallenges.id,
        status: pkChallenges.status,
        index: pkAnswers.questionIndex,
        correct: pkAnswers.correct,
      })
      .from(pkChallenges)
      .leftJoin(pkAnswers, eq(pkAnswers.challengeId, pkChallenges.id))
      .where(inArray(pkChallenges.id, ids));
    const matches = new Map<number, { open: boolean; answers: Map<number, boolean>; right: number }>();
    for (const r of rows) {
      const match = matches.get(r.id) ?? { open: r.status === 'open', answers: new Map(), right: 0 };
      matches.set(r.id, match);
      if (r.index === null || r.correct === null) continue;
      match.answers.set(r.index, r.correct);
      if (r.correct) match.right += 1;
    }
    return given.map((g): StoredPkAnswer => {
      const match = matches.get(g.challengeId);
      if (!match?.open) return 'closed';
      return { correct: match.answers.get(g.index) ?? false, correctCount: match.right };
    });
  },
  answersOf: (challengeId: number): Promise<PkAnswer[]> =>
    db
      .select({ questionIndex: pkAnswers.questionIndex, answer: pkAnswers.answer, correct: pkAnswers.correct })
      .from(pkAnswers)
      .where(eq(pkAnswers.challengeId, challengeId))
      .orderBy(asc(pkAnswers.questionIndex)),
  /** Locks the match while it is finished, so two finishes (or a finish and a deadline) settle it once. */
  lockMine: async (challengeId: number, participantId: number): Promise<ChallengeRow | null> =>
    (await db.select().from(pkChallenges).where(mine(challengeId, participantId)).for('update'))[0] ?? null,
  finish: async (challengeId: number, result: MatchResult) =>
    (await db.update(pkChallenges).set(result).where(eq(pkChallenges.id, challengeId)).returning())[0]!,
});
