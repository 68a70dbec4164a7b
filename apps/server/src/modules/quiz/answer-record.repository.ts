import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containing } from '../../db/like.js';
import { participants } from '../activity/activity.table.js';
import type { Owner } from '../wallet/organiser.js';
import { quizAttempts } from './quiz.table.js';

export type AnswerRecordFilter = { keywords: string; passed: '' | number };
type Paging = { page: number; limit: number };

const matching = (owner: Owner, activityId: number, filter: AnswerRecordFilter): SQL | undefined => {
  const text = filter.keywords ? containing(filter.keywords) : undefined;
  return and(
    eq(quizAttempts.tenantId, owner.tenantId),
    eq(quizAttempts.customerId, owner.customerId),
    eq(quizAttempts.activityId, activityId),
    text
      ? or(ilike(participants.name, text), ilike(participants.phone, text), ilike(participants.unit, text))
      : undefined,
    // Failed means handed in without passing: an open attempt has not failed yet.
    filter.passed === ''
      ? undefined
      : and(eq(quizAttempts.status, 'finished'), eq(quizAttempts.passed, filter.passed === 1)),
  );
};

export const answerRecordRepository = (db: Db) => ({
  /** Attempts of an activity with who made them, newest first. */
  page: async (owner: Owner, activityId: number, filter: AnswerRecordFilter, paging: Paging) => {
    const where = matching(owner, activityId, filter);
    const [rows, totals] = await Promise.all([
      db
        .select({ attempt: quizAttempts, name: participants.name, phone: participants.phone, unit: participants.unit })
        .from(quizAttempts)
        .innerJoin(participants, eq(participants.id, quizAttempts.participantId))
        .where(where)
        .orderBy(desc(quizAttempts.startedAt), desc(quizAttempts.id))
        .limit(paging.limit)
        .offset((paging.page - 1) * paging.limit),
      db
        .select({ n: count() })
        .from(quizAttempts)
        .innerJoin(participants, eq(participants.id, quizAttempts.participantId))
        .where(where),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
  },
});
