import { and, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containing } from '../../db/like.js';
import { listPage, type Paging } from '../../db/list-page.js';
import { participants } from '../activity/index.js';
import type { Owner } from '../wallet/index.js';
import { quizAttempts } from './quiz.table.js';

export type AnswerRecordFilter = { keywords: string; passed: '' | number };

/** The activity's participants whose name, phone or unit contains the keywords. */
const participantsMatching = (db: Db, activityId: number, keywords: string) => {
  const text = containing(keywords);
  return db
    .select({ id: participants.id })
    .from(participants)
    .where(
      and(
        eq(participants.activityId, activityId),
        or(ilike(participants.name, text), ilike(participants.phone, text), ilike(participants.unit, text)),
      ),
    );
};

const matching = (db: Db, owner: Owner, activityId: number, filter: AnswerRecordFilter): SQL | undefined =>
  and(
    eq(quizAttempts.tenantId, owner.tenantId),
    eq(quizAttempts.customerId, owner.customerId),
    eq(quizAttempts.activityId, activityId),
    filter.keywords
      ? inArray(quizAttempts.participantId, participantsMatching(db, activityId, filter.keywords))
      : undefined,
    // Failed means handed in without passing: an open attempt has not failed yet.
    filter.passed === ''
      ? undefined
      : and(eq(quizAttempts.status, 'finished'), eq(quizAttempts.passed, filter.passed === 1)),
  );

export const answerRecordRepository = (db: Db) => ({
  /** Attempts of an activity with who made them, newest first. */
  page: (owner: Owner, activityId: number, filter: AnswerRecordFilter, paging: Paging) => {
    const where = matching(db, owner, activityId, filter);
    return listPage(
      db,
      { table: quizAttempts, id: quizAttempts.id, at: quizAttempts.startedAt, where },
      paging,
      (ids, order) =>
        db
          .select({
            attempt: quizAttempts,
            name: participants.name,
            phone: participants.phone,
            unit: participants.unit,
          })
          .from(quizAttempts)
          .innerJoin(participants, eq(participants.id, quizAttempts.participantId))
          .where(inArray(quizAttempts.id, ids))
          .orderBy(...order),
    );
  },
});
