import { and, asc, avg, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containing } from '../../db/like.js';
import { customers } from '../customer/index.js';
import {
  givenByName,
  liveSessionAnswers,
  liveSessionExtraScores,
  liveSessionPlayers,
  liveSessions,
} from '../live-session/index.js';
import type { Owner } from '../wallet/index.js';

type Paging = { page: number; limit: number };

const playerMatches = (keywords: string): SQL | undefined =>
  keywords
    ? or(
        ilike(liveSessionPlayers.nickname, containing(keywords)),
        ilike(liveSessionPlayers.phone, containing(keywords)),
      )
    : undefined;

const answersOf = (sessionId: number, keywords: string) =>
  and(eq(liveSessionAnswers.sessionId, sessionId), playerMatches(keywords));

const extraScoresOf = (sessionId: number, keywords: string) =>
  and(eq(liveSessionExtraScores.sessionId, sessionId), playerMatches(keywords));

/** What an on-site quiz's session left behind: its frozen play list, its answers and its players. */
export const gameReportRepository = (db: Db) => ({
  session: async (owner: Owner, activityId: number) =>
    (
      await db
        .select({
          id: liveSessions.id,
          steps: liveSessions.steps,
          stepIndex: liveSessions.stepIndex,
          skipped: liveSessions.skipped,
        })
        .from(liveSessions)
        .where(
          and(
            eq(liveSessions.activityId, activityId),
            eq(liveSessions.tenantId, owner.tenantId),
            eq(liveSessions.customerId, owner.customerId),
          ),
        )
    )[0],

  /** Per step: answers, right answers and the mean answering time. */
  stepTotals: (sessionId: number) =>
    db
      .select({
        stepIndex: liveSessionAnswers.stepIndex,
        answered: count(),
        correct: sql<number>`count(*) filter (where ${liveSessionAnswers.correct})`.mapWith(Number),
        averageMs: avg(liveSessionAnswers.elapsedMs).mapWith(Number),
      })
      .from(liveSessionAnswers)
      .where(eq(liveSessionAnswers.sessionId, sessionId))
      .groupBy(liveSessionAnswers.stepIndex),

  /** Answers with who gave them, each player's together in play order; keywords match a nickname or phone. */
  answerPage: async (sessionId: number, keywords: string, paging: Paging) => {
    const where = answersOf(sessionId, keywords);
    const [rows, totals] = await Promise.all([
      db
        .select({ answer: liveSessionAnswers, nickname: liveSessionPlayers.nickname, phone: liveSessionPlayers.phone })
        .from(liveSessionAnswers)
        .innerJoin(liveSessionPlayers, eq(liveSessionPlayers.id, liveSessionAnswers.playerId))
        .where(where)
        .orderBy(asc(liveSessionAnswers.playerId), asc(liveSessionAnswers.stepIndex))
        .limit(paging.limit)
        .offset((paging.page - 1) * paging.limit),
      db
        .select({ n: count() })
        .from(liveSessionAnswers)
        .innerJoin(liveSessionPlayers, eq(liveSessionPlayers.id, liveSessionAnswers.playerId))
        .where(where),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
  },

  /** Scores given by hand with whom to and who gave them, each player's together in the order given. */
  extraScorePage: async (sessionId: number, keywords: string, paging: Paging) => {
    const where = extraScoresOf(sessionId, keywords);
    const [rows, totals] = await Promise.all([
      db
        .select({
          given: liveSessionExtraScores,
          nickname: liveSessionPlayers.nickname,
          phone: liveSessionPlayers.phone,
          givenBy: givenByName,
        })
        .from(liveSessionExtraScores)
        .innerJoin(liveSessionPlayers, eq(liveSessionPlayers.id, liveSessionExtraScores.playerId))
        .leftJoin(customers, eq(customers.id, liveSessionExtraScores.givenBy))
        .where(where)
        .orderBy(asc(liveSessionExtraScores.playerId), asc(liveSessionExtraScores.id))
        .limit(paging.limit)
        .offset((paging.page - 1) * paging.limit),
      db
        .select({ n: count() })
        .from(liveSessionExtraScores)
        .innerJoin(liveSessionPlayers, eq(liveSessionPlayers.id, liveSessionExtraScores.playerId))
        .where(where),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
  },
});
