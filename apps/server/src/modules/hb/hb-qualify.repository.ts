import type { HbQualify } from '@app/contract';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { prizeDraws } from '../prize/index.js';
import { quizAttempts, rankingRepository } from '../quiz/index.js';

type Qualifying = { qualify: HbQualify; topN: number };

/**
 * How many red packets a participant has earned, before the per-person cap: one per passed attempt, one per
 * prize won, or one for standing in the top N of the ranking (as it stands when they claim).
 */
export const earnedPackets = async (db: Db, rule: Qualifying, activityId: number, participantId: number) => {
  if (rule.qualify === 'top') {
    const [mine] = await rankingRepository(db).top(activityId, 0, participantId);
    return mine && mine.rank <= rule.topN ? 1 : 0;
  }
  const [row] =
    rule.qualify === 'passed'
      ? await db
          .select({ n: count() })
          .from(quizAttempts)
          .where(
            and(
              eq(quizAttempts.activityId, activityId),
              eq(quizAttempts.participantId, participantId),
              eq(quizAttempts.status, 'finished'),
              eq(quizAttempts.passed, true),
            ),
          )
      : await db
          .select({ n: count() })
          .from(prizeDraws)
          .where(
            and(
              eq(prizeDraws.activityId, activityId),
              eq(prizeDraws.participantId, participantId),
              isNotNull(prizeDraws.code),
            ),
          );
  return row?.n ?? 0;
};
