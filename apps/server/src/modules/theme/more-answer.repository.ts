import { and, count, countDistinct, desc, eq, ilike, inArray, isNull, max, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containing } from '../../db/like.js';
import { participants } from '../activity/index.js';
import { moreAnswers, moreQuestions } from './theme.table.js';

export type MoreAnswerRow = typeof moreAnswers.$inferSelect;
type Paging = { page: number; limit: number };
const offsetOf = (paging: Paging) => (paging.page - 1) * paging.limit;

const who = { name: participants.name, phone: participants.phone, unit: participants.unit };

/** Answers to an activity's extra questions; callers have checked the activity is theirs or the ticket's. */
export const moreAnswerRepository = (db: Db) => ({
  /** Every answer with who gave it and to which question, newest first. */
  page: async (activityId: number, questionId: number | undefined, paging: Paging) => {
    const where = and(
      eq(moreAnswers.activityId, activityId),
      questionId ? eq(moreAnswers.questionId, questionId) : undefined,
    );
    const [rows, totals] = await Promise.all([
      db
        .select({ answer: moreAnswers, ...who, stem: moreQuestions.stem })
        .from(moreAnswers)
        .innerJoin(participants, eq(participants.id, moreAnswers.participantId))
        .innerJoin(moreQuestions, eq(moreQuestions.id, moreAnswers.questionId))
        .where(where)
        .orderBy(desc(moreAnswers.createdAt), desc(moreAnswers.id))
        .limit(paging.limit)
        .offset(offsetOf(paging)),
      db.select({ n: count() }).from(moreAnswers).where(where),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
  },
  /** Participants who answered, newest answers first, found by name, phone or unit. */
  users: async (activityId: number, keywords: string, paging: Paging) => {
    const pattern = containing(keywords);
    const where: SQL | undefined = and(
      eq(moreAnswers.activityId, activityId),
      keywords
        ? or(ilike(participants.name, pattern), ilike(participants.phone, pattern), ilike(participants.unit, pattern))
        : undefined,
    );
    const answeredAt = max(moreAnswers.createdAt);
    const [rows, totals] = await Promise.all([
      db
        .select({ participantId: participants.id, ...who, answeredAt })
        .from(moreAnswers)
        .innerJoin(participants, eq(participants.id, moreAnswers.participantId))
        .where(where)
        .groupBy(participants.id)
        .orderBy(desc(answeredAt), desc(participants.id))
        .limit(paging.limit)
        .offset(offsetOf(paging)),
      db
        .select({ n: countDistinct(moreAnswers.participantId) })
        .from(moreAnswers)
        .innerJoin(participants, eq(participants.id, moreAnswers.participantId))
        .where(where),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
  },
  answersOf: (activityId: number, participantIds: number[]): Promise<MoreAnswerRow[]> =>
    participantIds.length
      ? db
          .select()
          .from(moreAnswers)
          .where(and(eq(moreAnswers.activityId, activityId), inArray(moreAnswers.participantId, participantIds)))
      : Promise.resolve([]),
  /** Answers a participant gave to questions still live. */
  liveAnswersOf: (activityId: number, participantId: number) =>
    db
      .select({ questionId: moreAnswers.questionId, answer: moreAnswers.answer })
      .from(moreAnswers)
      .innerJoin(moreQuestions, eq(moreQuestions.id, moreAnswers.questionId))
      .where(
        and(
          eq(moreAnswers.activityId, activityId),
          eq(moreAnswers.participantId, participantId),
          isNull(moreQuestions.deletedAt),
        ),
      ),
  removeOf: async (activityId: number, participantIds: number[]) =>
    (
      await db
        .delete(moreAnswers)
        .where(and(eq(moreAnswers.activityId, activityId), inArray(moreAnswers.participantId, participantIds)))
        .returning({ id: moreAnswers.id })
    ).length,
  /** Replaces all of a participant's answers; run inside a transaction. */
  replace: async (activityId: number, participantId: number, answers: { questionId: number; answer: string[] }[]) => {
    await db
      .delete(moreAnswers)
      .where(and(eq(moreAnswers.activityId, activityId), eq(moreAnswers.participantId, participantId)));
    if (answers.length) await db.insert(moreAnswers).values(answers.map((a) => ({ activityId, participantId, ...a })));
  },
});
