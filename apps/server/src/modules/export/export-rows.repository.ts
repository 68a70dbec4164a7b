import { and, asc, count, eq, gt, inArray, isNotNull, max } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { participants } from '../activity/activity.table.js';
import { prizeDraws } from '../prize/prize.table.js';
import { quizAttempts } from '../quiz/quiz.table.js';

/** An activity as its organiser owns it: every query below filters by all three. */
export type ActivityScope = { tenantId: number; customerId: number; activityId: number };

/**
 * Rows come a page at a time after the last id seen, so no query holds a whole large activity, and each page
 * selects only the columns a sheet shows (an attempt's question snapshot alone is kilobytes). Pages are small
 * because on PGlite a page's query runs on the thread that answers requests (250 rows: about 3–10 ms).
 */
export const exportPageSize = 250;

const who = { name: participants.name, phone: participants.phone, unit: participants.unit };

export const exportRowsRepository = (db: Db) => ({
  attempts: (s: ActivityScope, afterId: number) =>
    db
      .select({
        id: quizAttempts.id,
        level: quizAttempts.level,
        score: quizAttempts.score,
        fullScore: quizAttempts.fullScore,
        correctCount: quizAttempts.correctCount,
        total: quizAttempts.total,
        passed: quizAttempts.passed,
        durationMs: quizAttempts.durationMs,
        startedAt: quizAttempts.startedAt,
        submittedAt: quizAttempts.submittedAt,
        ...who,
      })
      .from(quizAttempts)
      .innerJoin(participants, eq(participants.id, quizAttempts.participantId))
      .where(
        and(
          eq(quizAttempts.tenantId, s.tenantId),
          eq(quizAttempts.customerId, s.customerId),
          eq(quizAttempts.activityId, s.activityId),
          gt(quizAttempts.id, afterId),
        ),
      )
      .orderBy(asc(quizAttempts.id))
      .limit(exportPageSize),
  wins: (s: ActivityScope, afterId: number) =>
    db
      .select({
        id: prizeDraws.id,
        code: prizeDraws.code,
        turnName: prizeDraws.turnName,
        goodsName: prizeDraws.goodsName,
        createdAt: prizeDraws.createdAt,
        redeemedAt: prizeDraws.redeemedAt,
        ...who,
      })
      .from(prizeDraws)
      .innerJoin(participants, eq(participants.id, prizeDraws.participantId))
      .where(
        and(
          eq(prizeDraws.tenantId, s.tenantId),
          eq(prizeDraws.customerId, s.customerId),
          eq(prizeDraws.activityId, s.activityId),
          isNotNull(prizeDraws.code),
          gt(prizeDraws.id, afterId),
        ),
      )
      .orderBy(asc(prizeDraws.id))
      .limit(exportPageSize),
  participants: (s: ActivityScope, afterId: number) =>
    db
      .select()
      .from(participants)
      .where(
        and(
          eq(participants.tenantId, s.tenantId),
          eq(participants.customerId, s.customerId),
          eq(participants.activityId, s.activityId),
          gt(participants.id, afterId),
        ),
      )
      .orderBy(asc(participants.id))
      .limit(exportPageSize),
  /** Attempts and best score of the given participants of the activity. */
  attemptTotals: (s: ActivityScope, participantIds: number[]) =>
    participantIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            participantId: quizAttempts.participantId,
            attempts: count(),
            best: max(quizAttempts.score),
          })
          .from(quizAttempts)
          .where(and(eq(quizAttempts.activityId, s.activityId), inArray(quizAttempts.participantId, participantIds)))
          .groupBy(quizAttempts.participantId),
});
