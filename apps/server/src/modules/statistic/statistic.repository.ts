import { and, asc, avg, count, countDistinct, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fromRealParticipants, participants } from '../activity/index.js';
import { prizeDraws } from '../prize/index.js';
import { type DrawnQuestion, quizAnswers, quizAttempts } from '../quiz/index.js';

/**
 * Callers check ownership first; activity ids are unique, so the activity alone scopes these queries. The organiser's
 * previews are left out of every number.
 */

const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
const finished = sql`${quizAttempts.status} = 'finished'`;
const finishedPassed = sql`${quizAttempts.status} = 'finished' and ${quizAttempts.passed}`;

export const statisticRepository = (db: Db) => {
  const attemptsOf = (activityId: number) =>
    and(eq(quizAttempts.activityId, activityId), fromRealParticipants(db, quizAttempts.participantId, activityId));
  return {
    participantCount: async (activityId: number) =>
      (
        await db
          .select({ n: count() })
          .from(participants)
          .where(and(eq(participants.activityId, activityId), eq(participants.preview, false)))
      )[0]?.n ?? 0,

    attemptTotals: async (activityId: number) =>
      (
        await db
          .select({
            attempts: count(),
            finished: countWhere(finished),
            passed: countWhere(finishedPassed),
            avgScore: sql<number>`coalesce(avg(${quizAttempts.score}) filter (where ${finished}), 0)`.mapWith(Number),
          })
          .from(quizAttempts)
          .where(attemptsOf(activityId))
      )[0]!,

    winTotals: async (activityId: number) =>
      (
        await db
          .select({ winners: count(), redeemed: count(prizeDraws.redeemedAt) })
          .from(prizeDraws)
          .where(
            and(
              eq(prizeDraws.activityId, activityId),
              isNotNull(prizeDraws.code),
              fromRealParticipants(db, prizeDraws.participantId, activityId),
            ),
          )
      )[0]!,

    /** Days are the attempt's own Asia/Shanghai day, so no time zone arithmetic happens here. */
    daily: (activityId: number, from: string, to: string) =>
      db
        .select({
          day: quizAttempts.day,
          participants: countDistinct(quizAttempts.participantId),
          attempts: count(),
          passed: countWhere(finishedPassed),
        })
        .from(quizAttempts)
        .where(and(attemptsOf(activityId), gte(quizAttempts.day, from), lte(quizAttempts.day, to)))
        .groupBy(quizAttempts.day),

    /** Every unit participants gave, with the finished attempts of its people. */
    units: (activityId: number) =>
      db
        .select({
          unit: participants.unit,
          participants: countDistinct(participants.id),
          attempts: count(quizAttempts.id),
          passed: sql<number>`count(${quizAttempts.id}) filter (where ${quizAttempts.passed})`.mapWith(Number),
          avgScore: sql<number>`coalesce(${avg(quizAttempts.score)}, 0)`.mapWith(Number),
        })
        .from(participants)
        .leftJoin(quizAttempts, and(eq(quizAttempts.participantId, participants.id), finished))
        .where(and(eq(participants.activityId, activityId), eq(participants.preview, false)))
        .groupBy(participants.unit)
        .orderBy(sql`count(distinct ${participants.id}) desc`, sql`${participants.unit} = ''`, asc(participants.unit)),

    /** Answers per question, with the newest attempt that drew it (to read its stem from). */
    questionTotals: (activityId: number) =>
      db
        .select({
          questionId: quizAnswers.questionId,
          answered: count(),
          correct: sql<number>`count(*) filter (where ${quizAnswers.correct})`.mapWith(Number),
          attemptId: sql<number>`max(${quizAnswers.attemptId})`.mapWith(Number),
        })
        .from(quizAnswers)
        .where(
          and(eq(quizAnswers.activityId, activityId), fromRealParticipants(db, quizAnswers.participantId, activityId)),
        )
        .groupBy(quizAnswers.questionId),

    /** The questions as those attempts drew them. */
    drawnQuestions: (activityId: number, attemptIds: number[]) =>
      attemptIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              questionId: quizAnswers.questionId,
              question: sql<DrawnQuestion | null>`${quizAttempts.questions} -> ${quizAnswers.questionIndex}`,
            })
            .from(quizAnswers)
            .innerJoin(quizAttempts, eq(quizAttempts.id, quizAnswers.attemptId))
            .where(and(eq(quizAnswers.activityId, activityId), inArray(quizAnswers.attemptId, attemptIds))),
  };
};
